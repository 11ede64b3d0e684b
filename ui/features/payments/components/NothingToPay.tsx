import { Link } from 'react-router-dom';
import type { DuesDto } from '@contract';
import { MONTHS_AHEAD } from '@domain/lease.ts';
import { addMonths, formatMonth } from '@domain/month.ts';

/**
 * Which month can be paid next, and from when: rent may be paid up to MONTHS_AHEAD months past the current one,
 * so the month after that opens when the calendar turns. A lease that ends before then has none.
 */
export function nextOpening({
  currentMonth,
  lease,
}: Pick<DuesDto, 'currentMonth' | 'lease'>): { month: string; opensOn: string } | null {
  const month = addMonths(currentMonth, MONTHS_AHEAD + 1);
  if (lease.endMonth !== null && month > lease.endMonth) return null;
  return { month, opensOn: `1 ${formatMonth(addMonths(currentMonth, 1))}` };
}

/** Every month that may be paid now is paid: say so, and when the next one opens. */
export function NothingToPay({ dues }: { dues: Pick<DuesDto, 'currentMonth' | 'lease'> }) {
  const next = nextOpening(dues);
  return (
    <section
      aria-labelledby="nothing-to-pay"
      className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-6"
    >
      <h2 id="nothing-to-pay" className="text-lg font-semibold text-green-900">
        You have paid every month you can pay now.
      </h2>
      <p className="text-green-900">
        {next
          ? `${formatMonth(next.month)} can be paid from ${next.opensOn}.`
          : `Your lease ends in ${formatMonth(dues.lease.endMonth!)}, so there is no more rent to pay.`}
      </p>
      <Link
        to="/dashboard/payment-history"
        className="self-start font-semibold text-sky-800 underline-offset-4 hover:underline"
      >
        See Payment History
      </Link>
    </section>
  );
}
