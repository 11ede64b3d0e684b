import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useAuth, type RegisterInput } from '@/lib/auth/auth-context.ts';
import { afterSignIn, applyNotice, journeyOf } from '@/lib/auth/journey.ts';
import { reasonOf } from '../auth-errors.ts';
import { useSaveUserRecord } from '../api/save-user.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

export default function RegisterPage() {
  const auth = useAuth();
  const title = useBuildingTitle();
  const t = useT();
  const saveUser = useSaveUserRecord('PUT');
  const navigate = useNavigate();
  const journey = journeyOf(useLocation().state);
  const [error, setError] = useState<string | null>(null);
  // Covers the record save too, which runs after the identity call has cleared the auth busy flag.
  const [saving, setSaving] = useState(false);

  const register = async (input: RegisterInput) => {
    setError(null);
    setSaving(true);
    try {
      const user = await auth.register(input);
      await saveUser.mutateAsync({ name: input.name, email: user.email ?? input.email, photoURL: input.photoURL });
      toast.success(t('auth.registerSuccess'));
      navigate(...afterSignIn(journey));
    } catch (failure) {
      setError(t('auth.registerFailedBecause', { reason: reasonOf(failure, t) }));
      toast.error(t('auth.registerFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <title>{t('auth.registerTitle', { title })}</title>
      <RegisterForm
        notice={applyNotice(journey, t)}
        journey={journey}
        busy={auth.busy || saving}
        error={error}
        onSubmit={(input) => void register(input)}
      />
    </>
  );
}
