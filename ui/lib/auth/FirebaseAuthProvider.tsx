import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { openAuth, type AuthModule, type FirebaseAuth } from '../firebase.ts';
import { useConfig } from '../config/config-context.tsx';
import { useIdTokenSource } from './id-token.ts';
import { AuthContext, type Auth, type AuthState, type RegisterInput, type SessionUser } from './auth-context.ts';

const snapshot = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
});

/** The identity service behind the Auth interface; the only place that talks to the firebase SDK. */
export function FirebaseAuthProvider({ children }: { children: ReactNode }) {
  const { firebase } = useConfig();
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const ready = useRef<Promise<{ auth: FirebaseAuth; sdk: AuthModule }> | null>(null);
  ready.current ??= openAuth(firebase);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    ready.current!.then(
      ({ auth, sdk }) => {
        if (cancelled) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
          setState(user ? { status: 'signedIn', user: snapshot(user) } : { status: 'signedOut' });
          setBusy(false);
        });
      },
      (error: unknown) => {
        console.error('Could not start the identity service', error);
        setState({ status: 'signedOut' });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  /** Runs an identity call with the busy flag; a failure clears it because the state will not change. */
  const withBusy = useCallback(async <T,>(work: (auth: FirebaseAuth, sdk: AuthModule) => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      const { auth, sdk } = await ready.current!;
      return await work(auth, sdk);
    } catch (error) {
      setBusy(false);
      throw error;
    }
  }, []);

  // The API client's bearer token: the identity service's current user's, fresh or refreshed by the SDK.
  const idToken = useCallback(async () => {
    const { auth } = await ready.current!;
    return auth.currentUser ? auth.currentUser.getIdToken() : null;
  }, []);
  useIdTokenSource(idToken);

  const value = useMemo<Auth>(
    () => ({
      state,
      busy,
      login: (email, password) =>
        withBusy(async (auth, sdk) => snapshot((await sdk.signInWithEmailAndPassword(auth, email, password)).user)),
      loginWithGoogle: () =>
        withBusy(async (auth, sdk) => snapshot((await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider())).user)),
      register: ({ name, email, password, photoURL }: RegisterInput) =>
        withBusy(async (auth, sdk) => {
          const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
          // The identity service refuses a null photo: leave it out when none was given.
          await sdk.updateProfile(user, photoURL ? { displayName: name, photoURL } : { displayName: name });
          // onAuthStateChanged fired before the profile update: publish the name and photo now.
          const updated = snapshot(user);
          setState({ status: 'signedIn', user: updated });
          return updated;
        }),
      logout: () => withBusy((auth, sdk) => sdk.signOut(auth)),
    }),
    [state, busy, withBusy],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
