import type { Location } from 'react-router-dom';
import { translateNow, type Translate } from '@/lib/i18n/intl.tsx';

/** A flat a guest pressed Apply on, carried through sign-in so the request is one click away afterwards. */
export interface ApplyIntent {
  readonly id: string;
  /** How people name the flat, e.g. "Block A, floor 1, A101". */
  readonly label: string;
}

/** What a visit to Login or Register carries: where to go back to, and what the person was about to do there. */
export interface Journey {
  readonly from?: Location;
  readonly apply?: ApplyIntent;
}

export const journeyOf = (state: unknown): Journey => (state && typeof state === 'object' ? (state as Journey) : {});

/** The line Login and Register show when the person came to apply, in the reader's language given their `t`. */
export const applyNotice = (journey: Journey, t: Translate = translateNow): string | undefined =>
  journey.apply ? t('auth.applyNotice', { label: journey.apply.label }) : undefined;

/** Where to go after signing in, with what the person was about to do. */
export const afterSignIn = (journey: Journey) =>
  [
    journey.from ? `${journey.from.pathname}${journey.from.search}` : '/',
    { replace: true, state: journey.apply ? { apply: journey.apply } : null },
  ] as const;
