import { lazy, Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AgreementDto, AppConfigDto, PaymentDto } from '../../../../adapters/http/contract.ts';
import { isSameMonth } from '../../../../domain/month.ts';
import { amountDueMinor } from '../../../../domain/payment.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { createPaymentIntent, usePaymentIntent } from '../api/payment-intent.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import type { Billing, ConfirmCard } from '../card.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { PaymentSuccess } from './PaymentSuccess.tsx';
import { SandboxCardInput } from './SandboxCardInput.tsx';

// Stripe's code (and Stripe.js) is fetched only when the deployment pays through Stripe.
const StripeCardInput = lazy(() => import('./StripeCardInput.tsx'));

interface Props {
  agreement: AgreementDto;
  payments: PaymentDto[];
  billing: Billing;
  provider: AppConfigDto['payments'];
}

const sameMonth = (a: string, b: string) => {
  try {
    return isSameMonth(a, b);
  } catch {
    return false; // a month the rules cannot read is never a duplicate; the server has the last word
  }
};

const FAILED = 'Payment failed. Please try again.';

/** SPEC section 4's payment flow: agreement -> intent (per rent, discount, month) -> card -> record -> success. */
export function PaymentFlow({ agreement, payments, billing, provider }: Props) {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  const checkCoupon = useCheckCoupon();
  const record = useRecordPayment();
  const [couponCode, setCouponCode] = useState('');
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | null>(null);
  const [month, setMonth] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<{ month: string; amount: number } | null>(null);
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);

  const discount = coupon?.discount ?? 0;
  const due = amountDueMinor(agreement.rent, discount);
  const paidMonth = month && payments.some((p) => sameMonth(p.month, month)) ? month : null;
  const intentInput = { rent: agreement.rent, discount, month, ...(coupon ? { couponCode: coupon.code } : {}) };
  // A free month (100% coupon) is recorded by the intent call itself, so it waits for Pay Now.
  const intent = usePaymentIntent(intentInput, month !== '' && !paidMonth && due > 0 && !paid);
  const clientSecret = intent.data?.clientSecret ?? null;
  const canPay = month !== '' && !paidMonth && (due === 0 || (confirmCard !== null && clientSecret !== null));

  const applyCoupon = async () => {
    setMessage(null);
    const code = couponCode.trim();
    try {
      const percentage = await checkCoupon.mutateAsync(code);
      setCoupon(percentage === null ? null : { code, discount: percentage });
      setMessage(percentage === null ? 'Invalid coupon' : `Coupon applied: ${percentage}% off`);
    } catch {
      setMessage('Failed to apply coupon. Please try again.');
    }
  };

  const succeed = (payment: PaymentDto) => {
    queryClient.removeQueries({ queryKey: ['payment-intent'] });
    setPaid({ month: payment.month, amount: payment.amount });
    setMessage('Payment successful!');
  };

  const pay = async () => {
    if (paidMonth) return setMessage('Payment for this month already exists!');
    setMessage(null);
    setPaying(true);
    try {
      if (due === 0) {
        const free = await createPaymentIntent(intentInput, await getIdToken());
        if (free.payment) return succeed(free.payment);
        throw new Error('expected a free payment');
      }
      if (!confirmCard || !clientSecret) return;
      const outcome = await confirmCard(clientSecret, billing);
      if (!outcome.ok) return setMessage(outcome.message);
      succeed(await record.mutateAsync({ transactionId: outcome.transactionId, month }));
    } catch (error) {
      console.error('Payment failed', error);
      setMessage(error instanceof Error && error.message === 'Failed to save payment record' ? error.message : FAILED);
    } finally {
      setPaying(false);
    }
  };

  const reset = () => {
    setCouponCode('');
    setCoupon(null);
    setMonth('');
    setMessage(null);
    setPaid(null);
  };

  if (paid) return <PaymentSuccess month={paid.month} amount={paid.amount} onReset={reset} />;

  const cardInput =
    provider.provider === 'stripe' && provider.publishableKey ? (
      <Suspense fallback={<p role="status" className="text-sm text-slate-600">Loading card form...</p>}>
        <StripeCardInput publishableKey={provider.publishableKey} onReady={onCardReady} disabled={paying} />
      </Suspense>
    ) : (
      <SandboxCardInput onReady={onCardReady} disabled={paying} />
    );

  return (
    <PaymentForm
      email={billing.email}
      agreement={agreement}
      discount={discount}
      couponCode={couponCode}
      onCouponCodeChange={setCouponCode}
      onApplyCoupon={() => void applyCoupon()}
      applyingCoupon={checkCoupon.isPending}
      month={month}
      onMonthChange={(value) => {
        setMonth(value);
        setMessage(null);
      }}
      paidMonth={paidMonth}
      cardInput={cardInput}
      canPay={canPay}
      paying={paying}
      message={message ?? (intent.isError ? 'Failed to initialize payment. Please try again.' : null)}
      onSubmit={() => void pay()}
    />
  );
}
