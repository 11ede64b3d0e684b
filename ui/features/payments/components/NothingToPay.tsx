import { Link } from 'react-router-dom';
import type { DuesDto } from '@contract/payments';
import { MONTHS_AHEAD } from '@domain/agreements/lease.ts';
import { addMonths } from '@domain/shared/month.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/**
 * Which month can be paid next, and from when: rent may be paid up to MONTHS_AHEAD months past the current one,
 * so the month after that opens when the calendar turns. A lease that ends before then has none.
 */
export function nextOpening({
  currentMonth,
  lease,
}: Pick<DuesDto, 'currentMonth' | 'lease'>): { month: string; opensIn: string } | null {
  const month = addMonths(currentMonth, MONTHS_AHEAD + 1);
  if (lease.endMonth !== null && month > lease.endMonth) return null;
  // It opens on the 1st of the month after the current one.
  return { month, opensIn: addMonths(currentMonth, 1) };
}

/** Every month that may be paid now is paid: say so, and when the next one opens. */
export function NothingToPay({ dues }: { dues: Pick<DuesDto, 'currentMonth' | 'lease'> }) {
  const t = useT();
  const format = useFormat();
  const next = nextOpening(dues);
  return (
    <section
      aria-labelledby="nothing-to-pay"
      className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-6"
    >
      <h2 id="nothing-to-pay" className="text-lg font-semibold text-green-900">
        {t('payments.allPaid')}
      </h2>
      <p className="text-green-900">
        {next
          ? t('payments.nextOpens', { month: format.month(next.month), day: 1, opens: format.month(next.opensIn) })
          : t('payments.leaseEnds', { month: format.month(dues.lease.endMonth!) })}
      </p>
      <Link
        to="/dashboard/payment-history"
        className="self-start font-semibold text-sky-800 underline-offset-4 hover:underline"
      >
        {t('payments.seeHistory')}
      </Link>
    </section>
  );
}
