/**
 * The card provider the configuration picks, with what else it brings to the HTTP adapter:
 * its own routes (the sandbox's confirm call, Stripe's webhook), and the origins the browser must reach.
 */
import type { Logger, PaymentGateway, ProcessedEvents, SandboxIntentStore } from '../../application/ports.ts';
import { HandlePaymentWebhook } from '../../application/use-cases/handle-payment-webhook.ts';
import type { Config } from '../config.ts';
import { sandboxConfirmBody } from '../http/contract.ts';
import type { Route } from '../http/routes.ts';
import type { UseCases } from '../http/use-cases.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { StripeGateway } from './stripe/stripe-gateway.ts';

export interface PaymentAdapter {
  readonly provider: 'sandbox' | 'stripe';
  readonly publishableKey: string | null;
  readonly gateway: PaymentGateway;
  readonly routes: (useCases: UseCases) => Route[];
  readonly rawBodyPaths: readonly string[];
  readonly csp: { readonly script: string[]; readonly connect: string[]; readonly frame: string[] };
}

/**
 * State a provider must share across server instances and restarts; the composition root hands in the
 * persistence's stores, so payments never construct (or reach into) a store of their own.
 */
export interface PaymentStores {
  readonly sandboxIntents: SandboxIntentStore;
  readonly processedEvents: ProcessedEvents;
}

export const SANDBOX_CONFIRM_PATH = '/api/payments/sandbox/confirm';
export const WEBHOOK_PATH = '/api/payments/webhook';

export function createPaymentAdapter(settings: Config['payments'], logger: Logger, stores: PaymentStores): PaymentAdapter {
  if (settings.provider === 'stripe' && settings.stripe) {
    return stripeAdapter(settings.stripe, logger, stores.processedEvents);
  }
  return sandboxAdapter(new SandboxGateway(stores.sandboxIntents));
}

export function sandboxAdapter(gateway: SandboxGateway): PaymentAdapter {
  return {
    provider: 'sandbox',
    publishableKey: null,
    gateway,
    rawBodyPaths: [],
    csp: { script: [], connect: [], frame: [] },
    routes: (useCases: UseCases) => [
      {
        method: 'POST',
        path: SANDBOX_CONFIRM_PATH,
        access: 'member',
        summary:
          'Confirm a sandbox intent with a test card, as Stripe.js would, and record the payment at once, as a webhook would (only with the sandbox provider)',
        body: sandboxConfirmBody,
        handle: async ({ actor, body }) => {
          const paymentIntent = await gateway.confirm({ ...body, callerEmail: actor.email });
          // The charge is recorded (or, if it can no longer be, refunded) before the answer, so a closed tab
          // never leaves money taken and not accounted for. The browser's own report then finds it recorded.
          await useCases.recordPayment.execute({ transactionId: paymentIntent.id, reportedBy: actor });
          return { body: { paymentIntent } };
        },
      },
    ],
  };
}

export function stripeAdapter(
  keys: NonNullable<Config['payments']['stripe']>,
  logger: Logger,
  /** Which webhook events were handled already, shared by every instance that receives Stripe's deliveries. */
  events: ProcessedEvents,
  /** Where the Stripe API is: its real host by default; a local fake in tests. */
  endpoint: { host?: string; port?: number; protocol?: 'http' | 'https'; timeoutMs?: number } = {},
): PaymentAdapter {
  const gateway = new StripeGateway({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret ?? '', logger, ...endpoint });
  return {
    provider: 'stripe',
    publishableKey: keys.publishableKey,
    gateway,
    rawBodyPaths: [WEBHOOK_PATH],
    csp: { script: ['https://js.stripe.com'], connect: ['https://api.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'] },
    routes: (u: UseCases) => {
      const webhook = new HandlePaymentWebhook(u.recordPayment, events, logger);
      return [
        {
          method: 'POST',
          path: WEBHOOK_PATH,
          access: 'guest',
          summary: "Stripe's signed events; records payments the browser never reported (only with Stripe)",
          handle: async ({ ctx }) => {
            const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
            const event = gateway.parseWebhook(raw, ctx.get('stripe-signature'));
            await webhook.execute(event);
            return { body: { received: true } };
          },
        },
      ];
    },
  };
}
