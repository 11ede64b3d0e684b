import { Link } from 'react-router-dom';
import type { DuesDto } from '@contract/payments';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { flatName } from './ApplicationStatusCard.tsx';

/** Where "Pay rent for ..." goes: the payment screen with that month picked. */
export const payLink = (month: string) => `/dashboard/make-payment?${new URLSearchParams({ month })}`;

const PRIMARY =
  'inline-flex items-center justify-center rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
const SECONDARY =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-slate-100';

export type RentStatus = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dues: DuesDto };

/**
 * A resident's rent at a glance (a former resident's too, under the lease that ended): the day it is due each month, then paid up (offering the month ahead when it may be
 * paid), or the months unpaid with their amounts (each past its due day marked "Overdue" in words, not colour alone),
 * the total, and a way to pay the oldest. Loading and failure stay inside the card, so the rest of the profile reads
 * as usual.
 */
export function RentStatusCard({ status }: { status: RentStatus }) {
  const t = useT();
  const owing = status.state === 'ready' && status.dues.owed.length > 0;
  return (
    <section
      aria-labelledby="rent-status"
      aria-busy={status.state === 'loading'}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm ${owing ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <h2 id="rent-status" className="text-lg font-semibold text-slate-900">
        {t('profile.rentStatus')}
      </h2>
      {status.state === 'loading' ? (
        <p role="status" className="text-slate-600">
          {t('profile.rentLoading')}
        </p>
      ) : status.state === 'failed' ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {t('profile.rentFailed')}
        </p>
      ) : (
        <>
          <p className="-mt-2 text-sm text-slate-600">{t('profile.dueDay', { day: status.dues.dueDay })}</p>
          {status.dues.lease.endMonth !== null && <LeaseEnded dues={status.dues} />}
          {status.dues.owed.length === 0 ? <PaidUp dues={status.dues} /> : <Owed dues={status.dues} />}
        </>
      )}
    </section>
  );
}

/** A former resident's account is that of a lease that ended: say which, and that its debt can still be paid. */
function LeaseEnded({ dues }: { dues: DuesDto }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
      {t('profile.leaseEnded', { flat: flatName(t, dues.agreement), month: format.month(dues.lease.endMonth!) })}
    </p>
  );
}

/** What "paid up" covers: up to this month, or to the lease's end, or nothing yet when it starts next month. */
function paidUpTo({ currentMonth, lease }: DuesDto, t: Translate, month: (key: string) => string): string {
  if (lease.startMonth > currentMonth) return t('profile.leaseStarts', { month: month(lease.startMonth) });
  const last = lease.endMonth !== null && lease.endMonth < currentMonth ? lease.endMonth : currentMonth;
  return t('profile.paidUpTo', { month: month(last) });
}

function PaidUp({ dues }: { dues: DuesDto }) {
  const t = useT();
  const format = useFormat();
  const ahead = dues.payable[0];
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-green-800">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M7 12.5l3 3 7-7" />
        </svg>
        {t('profile.paidUp')}
      </p>
      <p className="text-slate-700">{paidUpTo(dues, t, format.month)}</p>
      {ahead && (
        <Link to={payLink(ahead)} className={`${SECONDARY} self-start`}>
          {t('profile.payAhead', { month: format.month(ahead) })}
        </Link>
      )}
    </>
  );
}

function Owed({ dues }: { dues: DuesDto }) {
  const t = useT();
  const format = useFormat();
  const oldest = dues.owed[0]!.month;
  const count = dues.owed.length;
  return (
    <>
      <p className="font-semibold text-amber-900">{t('profile.monthsUnpaid', { count })}</p>
      <ul
        aria-label={t('profile.unpaidMonths')}
        className="divide-y divide-slate-200 border-y border-slate-200 sm:max-w-md"
      >
        {dues.owed.map(({ month, amount, overdue }) => (
          <li key={month} className="flex flex-wrap items-center justify-between gap-x-4 py-2 text-slate-800">
            <span className="flex flex-wrap items-center gap-x-2">
              {format.month(month)}
              {overdue && (
                <span className="rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                  <span className="sr-only">, </span>
                  {t('profile.overdue')}
                </span>
              )}
            </span>
            <span className="tabular-nums">
              <span className="sr-only"> — </span>
              <Taka amount={amount} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex justify-between gap-4 text-lg font-bold text-slate-900 sm:max-w-md">
        <dt>{t('profile.totalDue')}</dt>
        <dd className="tabular-nums">
          <Taka amount={dues.total} />
        </dd>
      </dl>
      <Link to={payLink(oldest)} className={`${PRIMARY} self-stretch sm:self-start`}>
        {t('profile.payRentFor', { month: format.month(oldest) })}
      </Link>
    </>
  );
}
