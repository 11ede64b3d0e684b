import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { poisha, toTaka } from '@domain/shared/money.ts';
import type { AdminSummaryDto } from '@contract/building';
import type { SessionUser } from '@/lib/auth/auth-context.ts';
import { Avatar } from '@/components/ui/Avatar.tsx';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

interface Props {
  user: Pick<SessionUser, 'displayName' | 'email' | 'photoURL'>;
  /** The summary, or the line to show instead of it (loading, failure). */
  summary: AdminSummaryDto | ReactNode;
  /** What needs the admin's attention first (emails that could not be delivered), right under the account. */
  attention?: ReactNode;
}

const isSummary = (s: unknown): s is AdminSummaryDto => typeof s === 'object' && s !== null && 'totalRooms' in s;

export function AdminProfile({ user, summary, attention }: Props) {
  const t = useT();
  const format = useFormat();
  const percent = (n: number) => `${format.number(Math.round(n * 10) / 10)}%`;
  /** A count of flats with its share of the building beside it: "3 (12.5%)". */
  const share = (count: number, n: number) => (
    <>
      {format.number(count)} <span className="text-base font-medium text-slate-600">({percent(n)})</span>
    </>
  );
  /** A figure that waits for the admin, leading to where it is dealt with. */
  const waiting = (count: number, to: string, label: string) => (
    <Link to={to} className="rounded underline-offset-2 hover:underline focus-visible:outline-2" aria-label={label}>
      {format.number(count)}
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label={t('admin.account')}
        className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <Avatar src={user.photoURL} alt={t('admin.photo')} className="h-24 w-24" />
        <div className="min-w-0">
          <p className="text-xl font-bold break-words text-slate-900">{user.displayName || t('admin.noName')}</p>
          <p className="break-all text-slate-600">{user.email}</p>
          <p className="mt-2 inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
            {t('admin.role')}
          </p>
        </div>
      </section>
      {attention}
      {isSummary(summary) ? (
        <>
          <section aria-labelledby="money-overview">
            <h2 id="money-overview" className="mb-3 text-lg font-semibold text-slate-900">
              {t('admin.moneyOverview')}
            </h2>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
              <InfoTile
                label={t('admin.requestsWaiting')}
                value={waiting(
                  summary.requestsWaiting,
                  '/dashboard/agreement-requests',
                  t('admin.requestsWaitingLink', { count: summary.requestsWaiting }),
                )}
                tone={summary.requestsWaiting > 0 ? 'amber' : 'slate'}
              />
              <InfoTile
                label={t('admin.reportsWaiting')}
                value={waiting(
                  summary.reportsWaiting,
                  '/dashboard/payment-reports',
                  t('admin.reportsWaitingLink', { count: summary.reportsWaiting }),
                )}
                tone={summary.reportsWaiting > 0 ? 'amber' : 'slate'}
              />
              <InfoTile
                label={t('admin.owedNow')}
                value={<Taka amount={toTaka(poisha(summary.owedNowPoisha))} />}
                tone={summary.owedNowPoisha > 0 ? 'red' : 'slate'}
              />
              <InfoTile
                label={t('admin.collectedIn', { month: format.month(summary.month) })}
                value={<Taka amount={toTaka(poisha(summary.collectedThisMonthPoisha))} />}
                tone="green"
              />
              <InfoTile
                label={t('admin.depositsHeld')}
                value={<Taka amount={toTaka(poisha(summary.depositsHeldPoisha))} />}
                tone="sky"
              />
            </dl>
          </section>
          <section aria-labelledby="apartment-overview">
            <h2 id="apartment-overview" className="mb-3 text-lg font-semibold text-slate-900">
              {t('admin.apartmentOverview')}
            </h2>
            <dl className="grid grid-cols-3 gap-3 sm:gap-4">
              <InfoTile label={t('admin.totalRooms')} value={format.number(summary.totalRooms)} tone="sky" />
              <InfoTile
                label={t('admin.available')}
                value={share(summary.totalRooms - summary.rentedRooms, summary.availablePercentage)}
                tone="green"
              />
              <InfoTile
                label={t('admin.rented')}
                value={share(summary.rentedRooms, summary.rentedPercentage)}
                tone="amber"
              />
            </dl>
          </section>
          <section aria-labelledby="users-summary">
            <h2 id="users-summary" className="mb-3 text-lg font-semibold text-slate-900">
              {t('admin.usersSummary')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:gap-4">
              <InfoTile label={t('admin.totalUsers')} value={format.number(summary.totalUsers)} tone="sky" />
              <InfoTile label={t('admin.totalMembers')} value={format.number(summary.totalMembers)} tone="green" />
            </dl>
          </section>
        </>
      ) : (
        summary
      )}
    </div>
  );
}
