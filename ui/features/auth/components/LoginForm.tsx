import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ErrorSummary, emptyOf, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { AuthCard, FormError } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  /** Why the person is here (the flat they came to apply for), shown above the form. */
  notice?: string;
  /** Carried to Register, so signing up instead keeps the same way back. */
  journey?: unknown;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string, password: string) => void;
  onGoogle: () => void;
}

/** Email and password, both required: an empty one is named beside its field and in a summary that takes focus. */
export function LoginForm({ notice, journey, busy, error, onSubmit, onGoogle }: Props) {
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const id = useId();
  const t = useT();
  const problems = problemsOf(
    [
      { name: 'email', id: `${id}-email` },
      { name: 'password', id: `${id}-password` },
    ],
    errors,
  );
  const summary = useErrorSummary(problems);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    summary.sending();
    const empty = emptyOf(values, { email: t('auth.enterEmail'), password: t('auth.enterPassword') });
    setErrors(empty);
    if (Object.keys(empty).length === 0) onSubmit(values.email.trim(), values.password);
  };
  return (
    <AuthCard title={t('auth.login')}>
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorSummary ref={summary.ref} problems={problems} />
        <TextField
          id={`${id}-email`}
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          id={`${id}-password`}
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth.loggingIn') : t('auth.login')}
        </Button>
      </form>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> {t('auth.or')} <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton onClick={onGoogle} disabled={busy} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.newHere')}{' '}
        <Link to="/register" state={journey} className="font-semibold text-sky-800 underline">
          {t('auth.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
