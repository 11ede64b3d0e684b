import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { RegisterInput } from '@/lib/auth/auth-context.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { AuthCard, FormError } from './AuthCard.tsx';

interface Props {
  /** Why the person is here (the flat they came to apply for), shown above the form. */
  notice?: string;
  /** Carried back to Login, so signing in instead keeps the same way back. */
  journey?: unknown;
  busy: boolean;
  error: string | null;
  onSubmit: (input: RegisterInput) => void;
}

export function RegisterForm({ notice, journey, busy, error, onSubmit }: Props) {
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    onSubmit({
      name: field('name'),
      email: field('email'),
      photoURL: field('photoURL'),
      password: String(data.get('password') ?? ''),
    });
  };
  return (
    <AuthCard title="Register">
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
          {notice}
        </p>
      )}
      <form onSubmit={submit} className="space-y-4">
        {/* A disabled fieldset disables every input at once while the account is being created. */}
        <fieldset disabled={busy} className="space-y-4">
          <TextField label="Name" name="name" autoComplete="name" required />
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField
            label="Photo URL (optional)"
            name="photoURL"
            type="url"
            autoComplete="photo"
            placeholder="https://"
          />
          <div>
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={hintId}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              At least 6 characters, with an uppercase and a lowercase letter.
            </p>
          </div>
        </fieldset>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" state={journey} className="font-semibold text-sky-800 underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
