import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isAcceptablePassword } from '@domain/identity/password.ts';
import { isEmailAddress } from '@domain/members/user.ts';
import type { RegisterInput } from '@/lib/auth/auth-context.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ErrorSummary, emptyOf, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { AuthCard, FormError } from './AuthCard.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  /** Why the person is here (the flat they came to apply for), shown above the form. */
  notice?: string;
  /** Carried back to Login, so signing in instead keeps the same way back. */
  journey?: unknown;
  busy: boolean;
  error: string | null;
  /** Called only with name, email and a password that meets the rule. */
  onSubmit: (input: RegisterInput) => void;
}

type Field = 'name' | 'email' | 'password';

/**
 * Name, email and password are required and the password must meet the rule: each problem is named beside its field
 * and in a summary that takes focus, before anything is sent.
 */
export function RegisterForm({ notice, journey, busy, error, onSubmit }: Props) {
  const hintId = useId();
  const id = useId();
  const t = useT();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const problems = problemsOf(
    (['name', 'email', 'password'] as const).map((name) => ({ name, id: `${id}-${name}` })),
    errors,
  );
  const summary = useErrorSummary(problems);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const input = {
      name: field('name'),
      email: field('email'),
      photoURL: field('photoURL'),
      password: String(data.get('password') ?? ''),
    };
    summary.sending();
    const found = emptyOf(input, {
      name: t('auth.enterName'),
      email: t('auth.enterEmail'),
      password: t('auth.enterNewPassword'),
    });
    if (!found.email && !isEmailAddress(input.email)) found.email = t('auth.rule.email');
    if (!found.password && !isAcceptablePassword(input.password)) found.password = t('auth.passwordRule');
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(input);
  };
  return (
    <AuthCard title={t('auth.register')}>
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorSummary ref={summary.ref} problems={problems} />
        {/* A disabled fieldset disables every input at once while the account is being created. */}
        <fieldset disabled={busy} className="space-y-4">
          <TextField
            id={`${id}-name`}
            label={t('auth.name')}
            name="name"
            autoComplete="name"
            required
            error={errors.name}
          />
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
            label={t('auth.photoUrl')}
            name="photoURL"
            type="url"
            autoComplete="photo"
            placeholder="https://"
          />
          <div>
            <TextField
              id={`${id}-password`}
              error={errors.password}
              label={t('auth.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={hintId}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              {t('auth.passwordHint')}
            </p>
          </div>
        </fieldset>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth.registering') : t('auth.register')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.haveAccount')}{' '}
        <Link to="/login" state={journey} className="font-semibold text-sky-800 underline">
          {t('auth.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
