import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@contract/identity';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { Button } from '@/components/ui/Button.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';
import { useFormerResident, useRole } from '@/lib/auth/role.ts';
import type { DashboardScreen } from '../routes.tsx';
import { opensFor } from './screens.ts';

/**
 * Route guard: 'Loading...' while unsure; /login (remembering the origin) for a visitor who is not signed in; for a
 * signed-in person whose role the page is not for, a page that says so and where to go instead; and when the role
 * cannot be read, that failure with Try again. It never guesses a role: a page stays closed until the server says.
 */
export function RoleGuard({
  allow,
  formerResidents,
  children,
}: Pick<DashboardScreen, 'allow' | 'formerResidents'> & { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  const role = useRole();
  const formerResident = useFormerResident();
  const t = useT();
  if (state.status === 'loading') return <StatusText>{t('common.loading')}</StatusText>;
  if (state.status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  if (role.isError) return <RoleUnknown retry={() => void role.refetch()} retrying={role.isFetching} />;
  if (role.isPending) return <StatusText>{t('common.loading')}</StatusText>;
  if (!opensFor({ allow, ...(formerResidents ? { formerResidents } : {}) }, role.data, formerResident))
    return <WrongRole allow={allow} role={role.data} />;
  return <>{children}</>;
}

/** Who a page is for, and what someone else signed in should do instead (message ids). */
export function wrongRoleText(allow: readonly Role[], role: Role): { title: MessageId; reason: MessageId } {
  if (allow.length === 1 && allow[0] === 'admin') return { title: 'guard.adminTitle', reason: 'guard.adminReason' };
  if (allow.includes('staff') && !allow.includes('member') && !allow.includes('user'))
    return { title: 'guard.staffTitle', reason: 'guard.staffReason' };
  if (allow.length === 1 && allow[0] === 'member')
    return {
      title: 'guard.memberTitle',
      reason: role === 'admin' ? 'guard.memberReasonAdmin' : 'guard.memberReasonUser',
    };
  return { title: 'guard.residentTitle', reason: 'guard.residentReason' };
}

function WrongRole({ allow, role }: { allow: readonly Role[]; role: Role }) {
  const t = useT();
  const { title, reason } = wrongRoleText(allow, role);
  const applying = allow.length === 1 && allow[0] === 'member' && role === 'user';
  return (
    <section aria-labelledby="wrong-role" className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <h1 id="wrong-role" className="text-2xl font-bold text-slate-900">
        {t(title)}
      </h1>
      <p className="text-slate-700">{t(reason)}</p>
      <div className="flex flex-wrap gap-3">
        {applying && (
          <Link
            to="/apartments"
            className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            {t('guard.browse')}
          </Link>
        )}
        <Link
          to="/dashboard"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('guard.myDashboard')}
        </Link>
      </div>
    </section>
  );
}

function RoleUnknown({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p className="font-medium text-red-800">{t('guard.roleUnknown')}</p>
      <Button onClick={retry} disabled={retrying}>
        {t(retrying ? 'common.tryingAgain' : 'common.tryAgain')}
      </Button>
    </div>
  );
}
