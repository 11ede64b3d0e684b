import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { afterSignIn, applyNotice, journeyOf } from '@/lib/auth/journey.ts';
import { reasonOf } from '../auth-errors.ts';
import { useSaveUserRecord } from '../api/save-user.ts';
import { LoginForm } from './LoginForm.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

export default function LoginPage() {
  const auth = useAuth();
  const title = useBuildingTitle();
  const t = useT();
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
      toast.success(t('auth.loginSuccess'));
      done();
    } catch (failure) {
      setError(t('auth.loginFailedBecause', { reason: reasonOf(failure, t) }));
      toast.error(t('auth.loginFailed'));
    }
  };

  const google = async () => {
    setError(null);
    let user;
    try {
      user = await auth.loginWithGoogle();
    } catch (failure) {
      console.error('Google login failed', failure);
      toast.error(t('auth.googleFailed'));
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
    toast.success(t('auth.loginSuccess'));
    done();
  };

  return (
    <>
      <title>{t('auth.loginTitle', { title })}</title>
      <LoginForm
        notice={applyNotice(journey, t)}
        journey={journey}
        busy={auth.busy}
        error={error}
        onSubmit={(e, p) => void login(e, p)}
        onGoogle={() => void google()}
      />
    </>
  );
}
