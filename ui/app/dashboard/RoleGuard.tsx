import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useRole } from '@/lib/auth/role.ts';

/**
 * Route guard: 'Loading...' while unsure, /login (remembering the origin) without a user or with a
 * role that is not allowed. No fallback role here: a failed role fetch leaves the role unknown, so access is denied.
 */
export function RoleGuard({ allow, children }: { allow: readonly Role[]; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  const role = useRole();
  const toLogin = <Navigate to="/login" replace state={{ from: location }} />;
  if (state.status === 'loading') return <StatusText>Loading...</StatusText>;
  if (state.status === 'signedOut') return toLogin;
  if (role.isPending && !role.isError) return <StatusText>Loading...</StatusText>;
  if (!role.data || !allow.includes(role.data)) return toLogin;
  return <>{children}</>;
}
