import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OnlinePaymentDto } from '@contract/online-payments';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { useOnlinePayment } from '../api/online-payments.ts';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
const PRIMARY = `inline-flex min-h-11 items-center justify-center rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${FOCUS}`;
const SECONDARY = `inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-slate-100 ${FOCUS}`;
const MY_ACCOUNT = '/dashboard/my-account';
/** A payment pending this long after it started: the page says the confirmation may take longer. */
const PATIENCE_MS = 5 * 60_000;

const TONES = {
  paid: 'border-green-200 bg-green-50 text-green-900',
  failed: 'border-red-200 bg-red-50 text-red-900',
  cancelled: 'border-slate-200 bg-white text-slate-900',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  expired: 'border-red-200 bg-red-50 text-red-900',
  refund_pending: 'border-amber-200 bg-amber-50 text-amber-900',
  refunded: 'border-slate-200 bg-white text-slate-900',
  refund_failed: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * Where the gateway sends the browser back (`/dashboard/my-account/online-payment/:tranId`): the payment paid (with
 * its receipt), failed, cancelled, expired unconfirmed, being refunded, refunded, to be given back by hand (the
 * gateway cancelled its refund), or still being confirmed, read
 * again every few seconds while it is pending or being refunded. The
 * heading takes focus when the state changes, so screen readers announce it.
 */
export default function OnlinePaymentPage() {
  const t = useT();
  const { tranId = '' } = useParams();
  const payment = useOnlinePayment(tranId);
  return (
    <DashboardPage title={t('onlinePayments.resultTitle')}>
      {payment.data ? (
        <Outcome payment={payment.data} readAt={payment.dataUpdatedAt} />
      ) : payment.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>
            {payment.error instanceof HttpError && payment.error.status === 404
              ? t('onlinePayments.notFound')
              : t('onlinePayments.loadFailed')}
          </ErrorBanner>
          <Link to={MY_ACCOUNT} className={SECONDARY}>
            {t('onlinePayments.backToAccount')}
          </Link>
        </div>
      ) : (
        <StatusText>{t('onlinePayments.loading')}</StatusText>
      )}
    </DashboardPage>
  );
}

function Outcome({ payment, readAt }: { payment: OnlinePaymentDto; readAt: number }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [payment.state]);
  const amount = <Taka key="a" amount={payment.amount} />;
  const { state } = payment;
  const words = {
    paid: [t('onlinePayments.paidHeading'), t('onlinePayments.paid', { amount })],
    failed: [t('onlinePayments.failedHeading'), t('onlinePayments.failed', { amount })],
    cancelled: [t('onlinePayments.cancelledHeading'), t('onlinePayments.cancelled', { amount })],
    pending: [t('onlinePayments.pendingHeading'), t('onlinePayments.pending', { amount })],
    expired: [t('onlinePayments.expiredHeading'), t('onlinePayments.expired', { amount })],
    refund_pending: [t('onlinePayments.refundPendingHeading'), t('onlinePayments.refundPending', { amount })],
    refunded: [t('onlinePayments.refundedHeading'), t('onlinePayments.refunded', { amount })],
    refund_failed: [t('onlinePayments.refundFailedHeading'), t('onlinePayments.refundFailed', { amount })],
  }[state];
  const again = payment.forCharge
    ? `${MY_ACCOUNT}/pay?${new URLSearchParams({ charge: payment.forCharge })}`
    : `${MY_ACCOUNT}/pay`;
  return (
    <section
      aria-labelledby="online-payment-outcome"
      className={`flex flex-col items-center gap-4 rounded-2xl border p-5 text-center sm:p-8 ${TONES[state]}`}
    >
      <h2 id="online-payment-outcome" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {words[0]}
      </h2>
      <p role="status" className="font-medium">
        {words[1]}
      </p>
      {state === 'pending' && (
        <>
          <span
            aria-hidden="true"
            className="h-8 w-8 animate-spin rounded-full border-4 border-amber-300 border-t-amber-700 motion-reduce:animate-none"
          />
          {readAt - Date.parse(payment.createdAt) > PATIENCE_MS && (
            <p className="text-slate-800">{t('onlinePayments.pendingLong')}</p>
          )}
        </>
      )}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {state === 'paid' && payment.receiptNumber !== null && (
          <Link to={`/dashboard/receipts/${payment.receiptNumber}`} className={PRIMARY}>
            {t('onlinePayments.viewReceipt', { number: formatReceiptNumber(payment.receiptNumber) })}
          </Link>
        )}
        {(state === 'failed' || state === 'cancelled' || state === 'expired' || state === 'refunded') && (
          <Link to={again} className={PRIMARY}>
            {t('onlinePayments.payAgain')}
          </Link>
        )}
        <Link to={MY_ACCOUNT} className={SECONDARY}>
          {t('onlinePayments.backToAccount')}
        </Link>
      </div>
    </section>
  );
}
