import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useT } from '@/lib/i18n/intl.tsx';

/** Route guard (sign-in part): 'Loading...', else /login remembering where the visitor was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  const t = useT();
  if (state.status === 'loading') return <StatusText>{t('common.loading')}</StatusText>;
  if (state.status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
