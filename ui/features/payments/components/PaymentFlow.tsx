import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AgreementDto } from '@contract/agreements';
import type { AppConfigDto } from '@contract/shared';
import type { DuesDto, PaymentDto } from '@contract/payments';
import { amountDue } from '@domain/payments/payment.ts';
import { HttpError } from '@/lib/api-client.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { refreshRentAccount } from '@/lib/api/dues.ts';
import { createPaymentIntent, usePaymentIntent } from '../api/payment-intent.ts';
import { PaymentNotSaved, useRecordPayment } from '../api/record-payment.ts';
import type { Billing, ConfirmCard } from '@/components/card/card.ts';
import { CardInput } from '@/components/card/CardInput.tsx';
import { NothingToPay } from './NothingToPay.tsx';
import { PaymentForm, PaymentNoticeMessage, type PaymentNotice } from './PaymentForm.tsx';
import { PaymentSuccess } from './PaymentSuccess.tsx';
import type { AppliedCoupon } from './PaymentSummary.tsx';

interface Props {
  agreement: AgreementDto;
  dues: DuesDto;
  /** The member's payments, to find the receipt of a month paid elsewhere. */
  payments: PaymentDto[];
  /** The month asked for in the address (?month=YYYY-MM), if any. */
  requestedMonth: string | null;
  billing: Billing;
  provider: AppConfigDto['payments'];
}

const ALREADY_PAID = 'PAYMENT.MONTH_ALREADY_PAID';

/** The month on the form: the member's pick, else the one asked for in the address, else the oldest unpaid. */
export const monthToPay = (payable: readonly string[], picked: string | null, requested: string | null): string =>
  [picked, requested].find((m): m is string => m !== null && payable.includes(m)) ?? payable[0] ?? '';

/** Intent refusals the page answers itself (a month paid elsewhere, a coupon no longer theirs), not as a notice. */
const handledByEffect = (error: unknown) =>
  error instanceof HttpError && (error.code === ALREADY_PAID || Boolean(error.code?.startsWith('COUPON.')));

/** A refusal the server explains (409) is shown in its words; anything else is a failure to try again. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.status === 409 ? error.message : fallback;

/** The payment flow: payable month -> intent (per rent, discount, month) -> card -> record -> success. */
export function PaymentFlow({ agreement, dues, payments, requestedMonth, billing, provider }: Props) {
  const queryClient = useQueryClient();
  const t = useT();
  const format = useFormat();
  const checkCoupon = useCheckCoupon();
  const record = useRecordPayment();
  const [couponCode, setCouponCode] = useState('');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  // Months paid from this page (here or, as a refusal told us, elsewhere) leave the list before the dues refetch.
  const [settled, setSettled] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [paidElsewhere, setPaidElsewhere] = useState<{ month: string; refunded: boolean } | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<PaymentDto | null>(null);
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);

  const payable = dues.payable.filter((m) => !settled.includes(m));
  const month = monthToPay(payable, picked, requestedMonth);
  const discount = coupon?.discount ?? 0;
  const due = amountDue(agreement.rent, discount);
  const intentInput = { rent: agreement.rent, discount, month, ...(coupon ? { couponCode: coupon.code } : {}) };
  // A free month (100% coupon) is recorded by the intent call itself, so it waits for Pay.
  const intent = usePaymentIntent(intentInput, month !== '' && due > 0 && !paid);
  const clientSecret = intent.data?.clientSecret ?? null;
  const canPay = month !== '' && (due === 0 || (confirmCard !== null && clientSecret !== null));

  /** The month was paid meanwhile (another tab, another device): say so, point at its receipt, move on. */
  const onPaidElsewhere = useCallback(
    (paidMonth: string, refunded: boolean) => {
      setPaidElsewhere({ month: paidMonth, refunded });
      setSettled((months) => [...months, paidMonth]);
      void refreshRentAccount(queryClient);
    },
    [queryClient],
  );

  // The intent is refused before any card is asked for: a month paid meanwhile, or a coupon no longer theirs.
  const intentError = intent.error;
  useEffect(() => {
    if (!(intentError instanceof HttpError)) return;
    if (intentError.code === ALREADY_PAID) onPaidElsewhere(month, false);
    else if (intentError.code?.startsWith('COUPON.')) {
      setCoupon(null);
      setCouponMessage(intentError.message);
    }
    // Only a new error is news; the month it was for is the one on screen when it arrived.
  }, [intentError]);

  const applyCoupon = async () => {
    setCouponMessage(null);
    const code = couponCode.trim();
    try {
      const check = await checkCoupon.mutateAsync(code);
      setCoupon(check.ok ? { code: code.toUpperCase(), discount: check.discount } : null);
      setCouponMessage(check.ok ? t('payments.couponApplied', { discount: check.discount }) : check.message);
    } catch {
      setCouponMessage(t('payments.couponFailed'));
    }
  };

  const succeed = (payment: PaymentDto) => {
    queryClient.removeQueries({ queryKey: ['payment-intent'] });
    setSettled((months) => [...months, payment.monthKey]);
    setPaid(payment);
  };

  const pay = async () => {
    setNotice(null);
    setPaidElsewhere(null);
    setPaying(true);
    let charged = false;
    try {
      if (due === 0) {
        const free = await createPaymentIntent(intentInput);
        if (!free.payment) throw new Error('expected a free payment');
        void refreshRentAccount(queryClient);
        return succeed(free.payment);
      }
      if (!confirmCard || !clientSecret) return;
      const outcome = await confirmCard(clientSecret, billing);
      if (!outcome.ok) {
        if ('incomplete' in outcome) return;
        if (outcome.code === ALREADY_PAID) return onPaidElsewhere(month, true);
        return setNotice({ text: outcome.message, focus: true });
      }
      charged = true;
      succeed(await record.mutateAsync({ transactionId: outcome.transactionId, month }));
    } catch (error) {
      if (error instanceof HttpError && error.code === ALREADY_PAID) return onPaidElsewhere(month, charged);
      // A 409 says why in the member's words; after a charge, the server has refunded it.
      const explained = error instanceof HttpError && error.status === 409;
      if (!explained) console.error('Payment failed', error);
      const text = explained
        ? `${error.message}${charged ? ` ${t('payments.refunded')}` : ''}`
        : error instanceof PaymentNotSaved
          ? t('payments.saveFailed')
          : t('payments.failed');
      setNotice({ text, focus: true });
    } finally {
      setPaying(false);
    }
  };

  const reset = () => {
    setCouponCode('');
    setCoupon(null);
    setCouponMessage(null);
    setPicked(null);
    setNotice(null);
    setPaidElsewhere(null);
    setPaid(null);
  };

  if (paid)
    return (
      <PaymentSuccess
        month={format.month(paid.monthKey)}
        amount={paid.amount}
        receiptNumber={paid.receiptNumber}
        onReset={reset}
      />
    );

  const raceNotice: PaymentNotice | null = paidElsewhere && {
    text: `${t('payments.alreadyPaid', { month: format.month(paidElsewhere.month) })}${paidElsewhere.refunded ? ` ${t('payments.refunded')}` : ''}`,
    paidElsewhere: {
      month: paidElsewhere.month,
      receiptNumber: payments.find((p) => p.monthKey === paidElsewhere.month)?.receiptNumber ?? null,
    },
    focus: true,
  };

  if (payable.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {raceNotice && <PaymentNoticeMessage notice={raceNotice} />}
        <NothingToPay dues={dues} />
      </div>
    );
  }

  const cardInput = due === 0 ? null : <CardInput provider={provider} onReady={onCardReady} disabled={paying} />;

  return (
    <PaymentForm
      email={billing.email}
      agreement={agreement}
      months={payable}
      month={month}
      onMonthChange={(value) => {
        setPicked(value);
        setNotice(null);
        setPaidElsewhere(null);
      }}
      coupon={coupon}
      couponCode={couponCode}
      onCouponCodeChange={setCouponCode}
      onApplyCoupon={() => void applyCoupon()}
      applyingCoupon={checkCoupon.isPending}
      couponMessage={couponMessage}
      cardInput={cardInput}
      canPay={canPay && !paying}
      paying={paying}
      notice={
        raceNotice ??
        notice ??
        (intent.isError && !handledByEffect(intent.error)
          ? { text: refusal(intent.error, t('payments.intentFailed')) }
          : null)
      }
      onSubmit={() => void pay()}
    />
  );
}
