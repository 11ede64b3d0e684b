import { sandboxConfirmSchema } from '@contract/payments';
import { sandboxSetupSchema } from '@contract/autopay';
import { errorFrom, readJson, request } from '@/lib/api-client.ts';
import type { Billing, CardOutcome } from './card.ts';

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Refusals after the card was charged: the server has given the money back. */
export const REFUNDED = new Set(['PAYMENT.MONTH_ALREADY_PAID', 'AGREEMENT.NOT_ACCEPTED']);

/** The words the card holder reads when the server gives none of its own, in their language. */
export interface ConfirmWords {
  failed: string;
  membershipEnded: string;
  refunded: string;
}

/**
 * POST /api/payments/sandbox/confirm, the embedded provider's stand-in for Stripe.js's confirmCardPayment:
 * a 402 carries the card error in the provider's own words; a 403 or 409 says why the payment cannot be taken
 * (the server records the charge as it confirms it, and refunds one it cannot record).
 */
export async function confirmSandboxCard(
  clientSecret: string,
  card: SandboxCard,
  billing: Billing,
  words: ConfirmWords,
): Promise<CardOutcome> {
  const res = await request('/api/payments/sandbox/confirm', {
    method: 'POST',
    body: { clientSecret, card, billingDetails: billing },
  });
  if (res.status === 402 || res.status === 403 || res.status === 409) {
    const { code, message: said } = await errorFrom(res, words.failed);
    // Only members may be charged: a 403 here means the membership ended while the form was open.
    const message = code === 'AUTH.FORBIDDEN' ? words.membershipEnded : said;
    return {
      ok: false,
      message: REFUNDED.has(code ?? '') ? `${message} ${words.refunded}` : message,
      ...(code ? { code } : {}),
    };
  }
  if (!res.ok) throw new Error(`Card confirmation failed: ${res.status}`);
  const { paymentIntent } = await readJson(res, sandboxConfirmSchema);
  if (paymentIntent.status !== 'succeeded') return { ok: false, message: words.failed };
  return { ok: true, transactionId: paymentIntent.id };
}

/** POST /api/autopay/sandbox/setup, the sandbox's stand-in for Stripe.js's confirmCardSetup: a 402 is the card's refusal. */
export async function confirmSandboxSetup(
  clientSecret: string,
  card: SandboxCard,
  failed: string,
): Promise<CardOutcome> {
  const res = await request('/api/autopay/sandbox/setup', { method: 'POST', body: { clientSecret, card } });
  if (res.status === 402 || res.status === 403 || res.status === 409) {
    const { code, message } = await errorFrom(res, failed);
    return { ok: false, message, ...(code ? { code } : {}) };
  }
  if (!res.ok) throw new Error(`Card setup failed: ${res.status}`);
  const { setupIntent } = await readJson(res, sandboxSetupSchema);
  return { ok: true, transactionId: setupIntent.id };
}
