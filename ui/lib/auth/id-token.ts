import { useLayoutEffect } from 'react';

/** Answers the signed-in user's current ID token, or null when nobody is signed in. */
export type IdTokenSource = () => Promise<string | null>;

const SIGNED_OUT: IdTokenSource = async () => null;

let source: IdTokenSource = SIGNED_OUT;

/** The signed-in user's ID token, from the auth provider mounted now; null when none is mounted or nobody is signed in. */
export const currentIdToken = (): Promise<string | null> => source();

/**
 * An auth provider names where its ID tokens come from while it is mounted. A layout effect runs before any effect
 * below the provider, so the first query of a screen already finds it.
 */
export function useIdTokenSource(next: IdTokenSource): void {
  useLayoutEffect(() => {
    source = next;
    return () => {
      if (source === next) source = SIGNED_OUT;
    };
  }, [next]);
}
