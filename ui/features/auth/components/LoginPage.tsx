import { useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { reasonOf } from '../auth-errors.ts';
import { useSaveUserRecord } from '../api/save-user.ts';
import { LoginForm } from './LoginForm.tsx';

/** Where to go after signing in: back to where the route guard (or Apply) came from, else home. */
function useAfterLogin() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return () => navigate(from ? `${from.pathname}${from.search}` : '/', { replace: true });
}

export default function LoginPage() {
  const auth = useAuth();
  const title = useBuildingTitle();
  const saveUser = useSaveUserRecord('POST');
  const [error, setError] = useState<string | null>(null);
  const done = useAfterLogin();

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
      <LoginForm busy={auth.busy} error={error} onSubmit={(e, p) => void login(e, p)} onGoogle={() => void google()} />
    </>
  );
}
