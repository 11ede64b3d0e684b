import { useEffect, useMemo } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useT } from '@/lib/i18n/intl.tsx';
import type { OnCardReady } from './card.ts';

interface Props {
  publishableKey: string;
  onReady: OnCardReady;
  disabled?: boolean;
  /** 'setup' saves the card for later charges (confirmCardSetup) instead of paying now. */
  mode?: 'payment' | 'setup';
}

/**
 * Stripe's Card Element. This module (and Stripe.js behind it) loads only when /api/config names Stripe as the
 * provider: CardInput imports it lazily.
 */
export default function StripeCardInput({ publishableKey, onReady, disabled, mode }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCard onReady={onReady} disabled={disabled} mode={mode ?? 'payment'} />
    </Elements>
  );
}

function StripeCard({ onReady, disabled, mode }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const t = useT();

  useEffect(() => {
    // Pay Now stays disabled until Stripe.js has loaded.
    if (!stripe || !elements) return;
    const failed = t('payments.failed');
    onReady(async (clientSecret, billing) => {
      const card = elements.getElement(CardElement);
      if (!card) return { ok: false, message: failed };
      if (mode === 'setup') {
        const saved = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card, billing_details: billing },
        });
        if (saved.error) return { ok: false, message: saved.error.message ?? failed };
        if (saved.setupIntent.status !== 'succeeded') return { ok: false, message: failed };
        return { ok: true, transactionId: saved.setupIntent.id };
      }
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) return { ok: false, message: result.error.message ?? failed };
      if (result.paymentIntent.status !== 'succeeded') return { ok: false, message: failed };
      return { ok: true, transactionId: result.paymentIntent.id };
    });
    return () => onReady(null);
  }, [stripe, elements, onReady, t, mode]);

  return (
    <div className="rounded-xl border border-slate-300 bg-white p-4">
      <p id="stripe-card-label" className="mb-2 text-sm font-semibold text-slate-800">
        {t('payments.cardDetails')}
      </p>
      <CardElement
        options={{ disabled, hidePostalCode: true, style: { base: { fontSize: '16px', color: '#0f172a' } } }}
      />
    </div>
  );
}
