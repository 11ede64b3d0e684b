import type { SandboxConfirmDto } from '../../../../adapters/http/contract.ts';
import { request } from '../../../lib/http.ts';
import type { Billing, CardOutcome } from '../card.ts';

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * POST /api/payments/sandbox/confirm, the embedded provider's stand-in for Stripe.js's confirmCardPayment:
 * a 402 carries the card error in the provider's own words (DESIGN.md section 5).
 */
export async function confirmSandboxCard(clientSecret: string, card: SandboxCard, billing: Billing, token: string | null): Promise<CardOutcome> {
  const res = await request('/api/payments/sandbox/confirm', { method: 'POST', token, body: { clientSecret, card, billingDetails: billing } });
  if (res.status === 402) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { ok: false, message: body.message || 'Payment failed. Please try again.' };
  }
  if (!res.ok) throw new Error(`Card confirmation failed: ${res.status}`);
  const { paymentIntent } = (await res.json()) as SandboxConfirmDto;
  if (paymentIntent.status !== 'succeeded') return { ok: false, message: 'Payment failed. Please try again.' };
  return { ok: true, transactionId: paymentIntent.id };
}
