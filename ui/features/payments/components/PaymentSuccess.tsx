import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Taka } from '@/components/ui/Taka.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { PaymentMessage } from './PaymentMessage.tsx';

interface Props {
  /** The month as the reader reads it: "November 2026". */
  month: string;
  amount: number;
  /** The payment's receipt; null for a payment recorded without one. */
  receiptNumber: number | null;
  onReset: () => void;
}

const LINK =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-slate-100';

/** After a payment: the confirmation takes focus so screen readers announce it; then its receipt, the history, or another month. */
export function PaymentSuccess({ month, amount, receiptNumber, onReset }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="payment-successful"
      className="flex flex-col items-center gap-4 rounded-2xl border border-green-200 bg-green-50 p-6 text-center sm:p-8"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-14 w-14 text-green-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7 12.5l3 3 7-7" />
      </svg>
      <h2
        id="payment-successful"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-green-900 outline-none"
      >
        {t('payments.successHeading')}
      </h2>
      <PaymentMessage text={t('payments.success')} good />
      <p className="text-green-900">{t('payments.paidFor', { amount: <Taka amount={amount} />, month })}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        {receiptNumber !== null && (
          <Link to={`/dashboard/receipts/${receiptNumber}`} className={LINK}>
            {t('payments.viewReceipt')}
          </Link>
        )}
        <Link to="/dashboard/payment-history" className={LINK}>
          {t('payments.history')}
        </Link>
        <Button onClick={onReset}>{t('payments.another')}</Button>
      </div>
    </section>
  );
}
