import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while React takes over the server's drawing of the page, true after (and always on a page drawn in the
 * browser). What the server drew had no answers but the ones written beside it, so a part that shows another
 * answer (one shared with the navbar, which may arrive while the page is still being taken over) shows it only after.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
