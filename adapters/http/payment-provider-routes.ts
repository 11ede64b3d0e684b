import type { z } from 'zod';
import type { ProviderEvent } from '../../application/payments/ports.ts';
import type { UseCases } from '../../application/use-cases.ts';
import { sandboxConfirmBody } from './contract.ts';
import { HttpError } from './errors.ts';
import { route, type Route } from './routes.ts';

export const SANDBOX_CONFIRM_PATH = '/api/payments/sandbox/confirm';
export const WEBHOOK_PATH = '/api/payments/webhook';
/** Stripe's events are a few kilobytes; this leaves room without reading anything unbounded. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/** What the configured card provider offers beyond its gateway; each present hook mounts its route. */
export interface ProviderHooks {
  /** Sandbox only: confirms an intent with a test card, as Stripe.js would in the browser. */
  readonly confirmTestCard?: (
    input: z.infer<typeof sandboxConfirmBody> & { callerEmail: string },
  ) => Promise<{ id: string; status: string; amount: number }>;
  /** Stripe only: checks a webhook call's signature over its raw body and reads the event it carries. */
  readonly readWebhook?: (rawBody: Buffer, signature: string | undefined) => ProviderEvent;
}

/** The routes only one card provider has: the sandbox's card confirmation, or Stripe's webhook. */
export function paymentProviderRoutes(u: UseCases, payments: ProviderHooks): Route[] {
  const { confirmTestCard, readWebhook } = payments;
  return [
    ...(confirmTestCard
      ? [
          route({
            method: 'POST',
            path: SANDBOX_CONFIRM_PATH,
            // The intent's owner, member or former resident; the intent itself says what may be charged.
            access: 'signed-in',
            rateLimit: 'strict',
            summary:
              'Confirm a sandbox intent with a test card, as Stripe.js would, and record the payment at once, as a webhook would (only with the sandbox provider)',
            body: sandboxConfirmBody,
            handle: async ({ actor, body }) => {
              const paymentIntent = await confirmTestCard({ ...body, callerEmail: actor.email });
              // The charge is recorded (or, if it can no longer be, refunded) before the answer, so a closed tab
              // never leaves money taken and not accounted for. The browser's own report then finds it recorded.
              await u.recordPayment.execute({ transactionId: paymentIntent.id, reportedBy: actor });
              return { body: { paymentIntent } };
            },
          }),
        ]
      : []),
    ...(readWebhook
      ? [
          route<Buffer>({
            method: 'POST',
            path: WEBHOOK_PATH,
            access: 'guest',
            // Signed by the provider, so never dropped for a budget: a lost event is a payment left unrecorded.
            rateLimit: 'none',
            summary: "Stripe's signed events; records payments the browser never reported (only with Stripe)",
            // The signature covers the exact bytes sent, so the body is taken as it comes, never parsed first.
            rawBody: {
              types: ['application/json'],
              maxBytes: WEBHOOK_MAX_BYTES,
              tooLarge: () => new HttpError(413),
            },
            handle: async ({ body, ctx }) => {
              await u.handlePaymentWebhook.execute(readWebhook(body, ctx.get('stripe-signature') || undefined));
              return { body: { received: true } };
            },
          }),
        ]
      : []),
  ];
}
