import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { afterSignIn, applyNotice, journeyOf } from '@/lib/auth/journey.ts';
import { reasonOf } from '../auth-errors.ts';
import { useSaveUserRecord } from '../api/save-user.ts';
import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  const auth = useAuth();
  const title = useBuildingTitle();
  const saveUser = useSaveUserRecord('POST');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const journey = journeyOf(useLocation().state);
  // Back to where the route guard (or Apply) came from, else home, with the flat to apply for.
  const done = () => navigate(...afterSignIn(journey));

  const login = async (email: string, password: string) => {
    setError(null);
    try {
      await auth.login(email, password);
      toast.success('Login successful!');
      done();
    } catch (failure) {
      setError(`Login failed: ${reasonOf(failure)}`);
      toast.error('Login failed');
    }
  };

  const google = async () => {
    setError(null);
    let user;
    try {
      user = await auth.loginWithGoogle();
    } catch (failure) {
      console.error('Google login failed', failure);
      toast.error('Google login failed');
      return;
    }
    // The account exists either way; a failed record save is the server's to fix, so it is logged, not shown.
    const email = user.email ?? '';
    await saveUser
      .mutateAsync({
        name: user.displayName || email.split('@')[0] || 'Resident',
        email,
        photoURL: user.photoURL ?? '',
      })
      .catch((failure: unknown) => console.error(failure));
    toast.success('Login successful!');
    done();
  };

  return (
    <>
      <title>{`Login | ${title}`}</title>
      <LoginForm
        notice={applyNotice(journey)}
        journey={journey}
        busy={auth.busy}
        error={error}
        onSubmit={(e, p) => void login(e, p)}
        onGoogle={() => void google()}
      />
    </>
  );
}
