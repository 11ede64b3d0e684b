import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const snapshot = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

/** True while the person's system asks for less motion: nothing then moves on its own. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
