import { createContext, useContext } from 'react';

/** The signed-in person as the identity service describes them. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** Authentication states: loading (until the identity service answers), signed out, signed in. */
export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  photoURL: string;
}

export interface Auth {
  state: AuthState;
  /** True from the start of register, login or logout until the authentication state changes (or the call fails). */
  busy: boolean;
  login(email: string, password: string): Promise<SessionUser>;
  loginWithGoogle(): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser>;
  logout(): Promise<void>;
  /**
   * Who is signed in, once the identity service knows (starting it now if it waits for the page to be idle): what an
   * action taken while the state is still loading asks, so a signed-in person is never sent to log in.
   */
  whenKnown(): Promise<SessionUser | null>;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an auth provider above it');
  return auth;
}

export const currentUser = (state: AuthState): SessionUser | null => (state.status === 'signedIn' ? state.user : null);
