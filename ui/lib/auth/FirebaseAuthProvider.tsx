import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { openAuth, type AuthModule, type FirebaseAuth } from '../firebase.ts';
import { useConfig } from '../config/config-context.tsx';
import { whenIdle } from '../when-idle.ts';
import { useIdTokenSource } from './id-token.ts';
import { adoptFirstAnswers } from './first-answers.ts';
import { endPageSession, keepPageSession } from './page-session.ts';
import { AuthContext, type Auth, type AuthState, type RegisterInput, type SessionUser } from './auth-context.ts';

const snapshot = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
});

interface Props {
  children: ReactNode;
  /**
   * Start the identity SDK only once the page is drawn and idle (or as soon as anything asks it: a sign-in, a
   * signed-in request). For pages a guest reads first: the SDK is their largest script and the page does not need it
   * to draw; the navbar shows its loading state a moment longer, in the same space.
   */
  deferred?: boolean;
}

/**
 * Who is signed in has changed (or was just restored): the page's first answers are theirs or dropped, and the page
 * session follows. It is started when a dashboard page came without this person's answers or someone signs in, and
 * ended when the page brought answers but nobody is signed in here any longer.
 */
function keepPageSessionFor(uid: string | null, afterRestore: boolean) {
  const { carried, theirs } = adoptFirstAnswers(uid);
  const onDashboard = window.location.pathname.startsWith('/dashboard');
  if (uid !== null && !theirs && (onDashboard || afterRestore)) void keepPageSession();
  else if (uid === null && carried) void endPageSession();
}

/** The identity service behind the Auth interface; the only place that talks to the firebase SDK. */
export function FirebaseAuthProvider({ children, deferred = false }: Props) {
  const { firebase } = useConfig();
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const opened = useRef<Promise<{ auth: FirebaseAuth; sdk: AuthModule }> | null>(null);
  // Whoever starts the SDK first (the idle moment, a sign-in, a signed-in request) also starts listening to it.
  const listen = useRef(() => {});
  const open = useCallback(() => {
    if (!opened.current) {
      opened.current = openAuth(firebase);
      listen.current();
    }
    return opened.current;
  }, [firebase]);
  // Never on the server, which draws the pages that do not defer it (the dashboard's frame) with the session unknown.
  if (!deferred && typeof window !== 'undefined') void open();

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    let listening = false;
    const start = () => {
      if (listening || cancelled) return;
      listening = true;
      open().then(
        ({ auth, sdk }) => {
          if (cancelled) return;
          let restored = false;
          unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
            keepPageSessionFor(user?.uid ?? null, restored);
            restored = true;
            setState(user ? { status: 'signedIn', user: snapshot(user) } : { status: 'signedOut' });
            setBusy(false);
          });
        },
        (error: unknown) => {
          console.error('Could not start the identity service', error);
          setState({ status: 'signedOut' });
        },
      );
    };
    listen.current = start;
    const cancelIdle = deferred && !opened.current ? whenIdle(start, 4000) : (start(), () => {});
    return () => {
      cancelled = true;
      listen.current = () => {};
      cancelIdle();
      unsubscribe();
    };
  }, [open, deferred]);

  /** Runs an identity call with the busy flag; a failure clears it because the state will not change. */
  const withBusy = useCallback(
    async <T,>(work: (auth: FirebaseAuth, sdk: AuthModule) => Promise<T>): Promise<T> => {
      setBusy(true);
      try {
        const { auth, sdk } = await open();
        return await work(auth, sdk);
      } catch (error) {
        setBusy(false);
        throw error;
      }
    },
    [open],
  );

  // The API client's bearer token: the identity service's current user's, fresh or refreshed by the SDK.
  const idToken = useCallback(async () => {
    const { auth } = await open();
    return auth.currentUser ? auth.currentUser.getIdToken() : null;
  }, [open]);
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
      logout: () =>
        withBusy(async (auth, sdk) => {
          await endPageSession();
          await sdk.signOut(auth);
        }),
      whenKnown: async () => {
        const { auth } = await open();
        await auth.authStateReady();
        return auth.currentUser ? snapshot(auth.currentUser) : null;
      },
    }),
    [state, busy, withBusy, open],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
