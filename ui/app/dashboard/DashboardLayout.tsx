import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Role } from '@contract/identity';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useFormerResident, useRole, type DashboardContext } from '@/lib/auth/role.ts';
import { DashboardShell } from './DashboardShell.tsx';
import { PendingScreen } from './PendingScreen.tsx';

/** Queries that belong to the signed-in person; dropped at logout so the next person never sees them. */
const PERSONAL_KEYS = [
  ['role'],
  ['agreements'],
  ['payments'],
  ['payment-intent'],
  ['members'],
  ['admin'],
  ['notifications'],
  ['me'],
];

/**
 * The dashboard's frame, drawn at once with the screen's heading (see PendingScreen) while the session and the role
 * are read; a visitor who is not signed in goes to /login, which remembers where they were going. The layout logs a
 * failed role fetch and treats the role as user (the guard below it does not, so restricted pages stay closed).
 */
export function DashboardLayout() {
  const { state, logout } = useAuth();
  const location = useLocation();
  const user = currentUser(state);
  const title = useBuildingTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roleQuery = useRole();
  const role: Role | null = roleQuery.data ?? (roleQuery.isError ? 'user' : null);
  const formerResident = useFormerResident();

  useEffect(() => {
    if (roleQuery.error) console.error('Failed to fetch role', roleQuery.error);
  }, [roleQuery.error]);

  // Leave first, and wholly: once signed out, the guard around the dashboard would send the visitor to /login instead
  // of '/'. Drawn at once rather than as a transition, so the dashboard is gone before the sign-out lands even while
  // the home page's code is still loading. Where the dashboard is still drawn when the sign-out lands all the same (a
  // page the app took over from the server's drawing can keep it a moment longer), the guard knows the person is
  // leaving and sends them home too.
  const leaving = useRef(false);
  const onLogout = async () => {
    leaving.current = true;
    await navigate('/', { flushSync: true });
    await logout();
    PERSONAL_KEYS.forEach((queryKey) => queryClient.removeQueries({ queryKey }));
  };

  if (state.status === 'signedOut')
    return leaving.current ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <DashboardShell
      title={title}
      user={user}
      role={role}
      formerResident={formerResident}
      onLogout={() => void onLogout()}
    >
      {role ? (
        <Suspense fallback={<PendingScreen waiting="common.loading" />}>
          <Outlet context={{ role } satisfies DashboardContext} />
        </Suspense>
      ) : (
        <PendingScreen waiting={user ? 'dashboard.loading' : 'common.loading'} />
      )}
    </DashboardShell>
  );
}
