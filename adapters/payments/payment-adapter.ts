/**
 * The card provider the configuration picks, and what else it needs from the rest of the product: the origins the
 * browser must reach, the sandbox's stand-in for the card form, or Stripe's signed webhook. It knows nothing of
 * HTTP: the routes that use these live with the other routes.
 */
import type { Logger } from '../../application/shared/ports.ts';
import type { PaymentGateway, ProcessedEvents, ProviderEvent } from '../../application/payments/ports.ts';
import type { SandboxIntentStore } from '../../application/payments/sandbox-intents.ts';
import { SandboxGateway, type ConfirmedIntent, type SandboxConfirmInput } from './sandbox/sandbox-gateway.ts';
import { StripeGateway } from './stripe/stripe-gateway.ts';
import { StripeSavedCards } from './stripe/stripe-saved-cards.ts';
import { SandboxSavedCards } from './sandbox/sandbox-saved-cards.ts';
import type { SavedCards } from '../../application/autopay/ports.ts';
import type { SandboxCard } from './sandbox/sandbox-cards.ts';

export interface StripeKeys {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret?: string;
}

export interface PaymentSettings {
  readonly provider: 'sandbox' | 'stripe';
  /** Present when the configuration has Stripe's keys. */
  readonly stripe?: StripeKeys;
}

export interface PaymentAdapter {
  readonly provider: 'sandbox' | 'stripe';
  readonly publishableKey: string | null;
  readonly gateway: PaymentGateway;
  /** The cards the provider keeps for autopay. */
  readonly savedCards: SavedCards;
  /** Sandbox only: confirms a card's setup with a test card, as Stripe.js's confirmCardSetup would. */
  readonly confirmTestSetup?: (card: SandboxCard) => { id: string; status: 'succeeded' };
  /** Sandbox only: confirms an intent with a test card, as Stripe.js would in the browser. */
  readonly confirmTestCard?: (input: SandboxConfirmInput) => Promise<ConfirmedIntent>;
  /** Stripe only: checks a webhook call's signature over its raw body and reads the event it carries. */
  readonly readWebhook?: (rawBody: Buffer, signature: string | undefined) => ProviderEvent;
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

export function createPaymentAdapter(settings: PaymentSettings, logger: Logger, stores: PaymentStores): PaymentAdapter {
  if (settings.provider === 'stripe' && settings.stripe) return stripeAdapter(settings.stripe, logger);
  return sandboxAdapter(new SandboxGateway(stores.sandboxIntents));
}

export function sandboxAdapter(gateway: SandboxGateway): PaymentAdapter {
  const savedCards = new SandboxSavedCards(gateway);
  return {
    provider: 'sandbox',
    publishableKey: null,
    gateway,
    savedCards,
    confirmTestSetup: (card) => savedCards.confirmSetup(card),
    confirmTestCard: (input) => gateway.confirm(input),
    csp: { script: [], connect: [], frame: [] },
  };
}

export function stripeAdapter(
  keys: StripeKeys,
  logger: Logger,
  /** Where the Stripe API is: its real host by default; a local fake in tests. */
  endpoint: { host?: string; port?: number; protocol?: 'http' | 'https'; timeoutMs?: number } = {},
): PaymentAdapter {
  const gateway = new StripeGateway({
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret ?? '',
    logger,
    ...endpoint,
  });
  return {
    provider: 'stripe',
    publishableKey: keys.publishableKey,
    gateway,
    savedCards: new StripeSavedCards(gateway.stripe, logger),
    readWebhook: (rawBody, signature) => gateway.parseWebhook(rawBody, signature),
    csp: {
      script: ['https://js.stripe.com'],
      connect: ['https://api.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    },
  };
}
