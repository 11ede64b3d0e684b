import { useEffect, useMemo } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useT } from '@/lib/i18n/intl.tsx';
import type { OnCardReady } from './card.ts';

interface Props {
  publishableKey: string;
  onReady: OnCardReady;
  disabled?: boolean;
}

/**
 * Stripe's Card Element. This module (and Stripe.js behind it) loads only when /api/config names Stripe as the
 * provider: CardInput imports it lazily.
 */
export default function StripeCardInput({ publishableKey, onReady, disabled }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCard onReady={onReady} disabled={disabled} />
    </Elements>
  );
}

function StripeCard({ onReady, disabled }: Omit<Props, 'publishableKey'>) {
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
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) return { ok: false, message: result.error.message ?? failed };
      if (result.paymentIntent.status !== 'succeeded') return { ok: false, message: failed };
      return { ok: true, transactionId: result.paymentIntent.id };
    });
    return () => onReady(null);
  }, [stripe, elements, onReady, t]);

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
