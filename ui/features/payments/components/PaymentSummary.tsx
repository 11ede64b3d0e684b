import type { ReactNode } from 'react';
import { amountDue } from '@domain/payments/payment.ts';
import { subtract, taka, toTaka } from '@domain/shared/money.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

export interface AppliedCoupon {
  code: string;
  /** Whole percentage off the rent. */
  discount: number;
}

interface Props {
  /** The month being paid, YYYY-MM. */
  month: string;
  rent: number;
  coupon: AppliedCoupon | null;
}

/**
 * What the member is about to pay, before they give a card: the month's rent, the coupon's share of it and the
 * total, worked out by the same domain rule the server prices the payment with.
 */
export function PaymentSummary({ month, rent, coupon }: Props) {
  const t = useT();
  const format = useFormat();
  const due = amountDue(rent, coupon?.discount ?? 0);
  // In poisha until shown, so the discount and the total always add up to the rent.
  const total = toTaka(due);
  const discount = toTaka(subtract(taka(rent), due));
  return (
    <section aria-labelledby="payment-summary" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="payment-summary" className="text-sm font-semibold text-slate-800">
        {t('payments.summary')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 text-slate-800">
        <Row term={t('payments.rentFor', { month: format.month(month) })}>
          <Taka amount={rent} />
        </Row>
        {coupon && (
          <Row
            term={
              <>
                {t('payments.couponDiscount')}{' '}
                <span className="block text-sm font-normal text-green-800">
                  {t('payments.couponOff', { code: coupon.code, discount: coupon.discount })}
                </span>
              </>
            }
          >
            <span className="text-green-800">
              &minus;
              <Taka amount={discount} />
            </span>
          </Row>
        )}
        <Row term={t('payments.total')} strong>
          <Taka amount={total} />
        </Row>
      </dl>
    </section>
  );
}

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-start justify-between gap-4 py-2 ${strong ? 'text-lg font-bold text-slate-900' : ''}`}>
      <dt className={strong ? '' : 'font-medium'}>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}
