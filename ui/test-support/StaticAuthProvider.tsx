import { useMemo, type ReactNode } from 'react';
import { AuthContext, type Auth, type AuthState, type SessionUser } from '@/lib/auth/auth-context.ts';

export const SAMPLE_USER: SessionUser = {
  uid: 'sample-uid',
  email: 'nadia@example.com',
  displayName: 'Nadia Rahman',
  photoURL: null,
};

/**
 * A fixed authentication state for stories and component tests, so screens can be seen signed out and signed in
 * without the identity service. Actions resolve at once unless overridden.
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
  const value = useMemo<Auth>(
    () => ({
      state,
      busy: false,
      login: async () => SAMPLE_USER,
      loginWithGoogle: async () => SAMPLE_USER,
      register: async () => SAMPLE_USER,
      logout: async () => {},
      getIdToken: async () => (state.status === 'signedIn' ? 'story-token' : null),
      ...overrides,
    }),
    [state, overrides],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
