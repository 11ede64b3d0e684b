import { useCallback, useMemo, type ReactNode } from 'react';
import { useIdTokenSource } from '@/lib/auth/id-token.ts';
import { AuthContext, type Auth, type AuthState, type SessionUser } from '@/lib/auth/auth-context.ts';

export const SAMPLE_USER: SessionUser = {
  uid: 'sample-uid',
  email: 'nadia@example.com',
  displayName: 'Nadia Rahman',
  photoURL: null,
};

/**
 * A fixed authentication state for stories and component tests, so screens can be seen signed out and signed in
 * without the identity service. Actions resolve at once unless overridden; protected calls carry 'story-token' while
 * signed in.
 */
export function StaticAuthProvider({
  state,
  overrides,
  children,
}: {
  state: AuthState;
  overrides?: Partial<Auth>;
  children: ReactNode;
}) {
  const signedIn = state.status === 'signedIn';
  const idToken = useCallback(async () => (signedIn ? 'story-token' : null), [signedIn]);
  useIdTokenSource(idToken);
  const value = useMemo<Auth>(
    () => ({
      state,
      busy: false,
      login: async () => SAMPLE_USER,
      loginWithGoogle: async () => SAMPLE_USER,
      register: async () => SAMPLE_USER,
      logout: async () => {},
      whenKnown: async () => (state.status === 'signedIn' ? state.user : null),
      ...overrides,
    }),
    [state, overrides],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
