/**
 * The payment use-cases wired to the in-memory persistence and one real gateway (the sandbox, or the Stripe
 * adapter against the local fake), with members who hold accepted agreements. Fixed clock and ids.
 */
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { notifierOver } from '../../../application/notifications/notifier.ts';
import Stripe from 'stripe';
import type { Actor, IdGenerator, Logger } from '../../../application/shared/ports.ts';
import type { PaymentGateway, ProviderEvent } from '../../../application/payments/ports.ts';
import { CreatePaymentIntent } from '../../../application/payments/create-payment-intent.ts';
import { HandlePaymentWebhook } from '../../../application/payments/handle-payment-webhook.ts';
import { RecordPayment } from '../../../application/payments/record-payment.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import { SandboxGateway } from '../../../adapters/payments/sandbox/sandbox-gateway.ts';
import { StripeGateway } from '../../../adapters/payments/stripe/stripe-gateway.ts';
import { MemorySandboxIntentStore } from '../../../adapters/persistence/payments/memory-payment-state.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import { taka } from '../../../domain/shared/money.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

export const RENT = 12_000;
export const DUE_MINOR = taka(RENT);
export const NOW = new Date('2026-11-15T10:00:00Z');
export const WEBHOOK_SECRET = 'whsec_fake_lakeview';
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

export function recordingLogger(): Logger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
}

export function counterIds(prefix = 'id'): IdGenerator {
  let n = 0;
  return { next: () => `${prefix}-${++n}` };
}

/** One provider under test, driven the way its browser side would drive it. */
export interface GatewayUnderTest {
  readonly name: 'sandbox' | 'stripe';
  readonly gateway: PaymentGateway;
  /** The member's card step for an intent, with a card that succeeds. */
  pay(intent: { intentId: string; clientSecret: string }, email: string): Promise<void>;
  /** How many refunds the provider made for the intent. */
  refundCount(intentId: string): Promise<number>;
  /** The provider telling us the intent succeeded, as the webhook route would hand it over. */
  succeededEvent(eventId: string, intentId: string): ProviderEvent;
  readonly fake?: FakeStripe;
  close(): Promise<void>;
}

export function sandboxUnderTest(): GatewayUnderTest {
  const gateway = new SandboxGateway(new MemorySandboxIntentStore(), { now: () => NOW });
  return {
    name: 'sandbox',
    gateway,
    pay: async ({ clientSecret }, email) =>
      void (await gateway.confirm({ clientSecret, card: GOOD_CARD, callerEmail: email })),
    // The sandbox refunds all or nothing, and a repeated refund changes nothing: 1 or 0.
    refundCount: async (intentId) => ((await gateway.retrieveIntent(intentId)).refunded ? 1 : 0),
    succeededEvent: (id, intentId) => ({ id, type: 'payment_intent.succeeded', intentId }),
    close: async () => undefined,
  };
}

export async function stripeUnderTest(options: { timeoutMs?: number } = {}): Promise<GatewayUnderTest> {
  const fake = await startFakeStripe();
  const gateway = new StripeGateway({
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    ...options,
  });
  return {
    name: 'stripe',
    gateway,
    fake,
    pay: async ({ intentId }) => fake.succeed(intentId),
    refundCount: async (intentId) => fake.refundsFor(intentId),
    // Signed exactly as Stripe signs, and read back through the adapter's verification.
    succeededEvent: (id, intentId) => {
      const payload = JSON.stringify(
        stripeEvent(id, 'payment_intent.succeeded', { id: intentId, object: 'payment_intent' }),
      );
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return gateway.parseWebhook(payload, signature);
    },
    close: () => fake.close(),
  };
}

export const stripeEvent = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  type,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
});

/** The building's calendar in these tests: Dhaka's. */
export const CALENDAR = buildingCalendar({ now: () => NOW }, 'Asia/Dhaka');

export function paymentWorld(gateway: PaymentGateway) {
  const store = createMemoryPersistence();
  const logger = recordingLogger();
  const clock = { now: () => NOW };
  const ids = counterIds('row');
  const createIntent = new CreatePaymentIntent(
    store.agreements,
    store.coupons,
    store.payments,
    gateway,
    store.uow,
    ids,
    clock,
    CALENDAR,
    new LeaseBooks(store.agreements, store.payments, store.ledger, store.recurringCharges, CALENDAR, async () => 5),
  );
  const recordPayment = new RecordPayment(
    store.agreements,
    store.payments,
    gateway,
    store.uow,
    ids,
    clock,
    logger,
    CALENDAR,
    notifierOver(store, ids, clock, catalogueWording),
  );
  const processedEvents = store.processedEvents;
  const handleWebhook = new HandlePaymentWebhook(recordPayment, processedEvents, logger);
  let apartments = 0;
  const agreementOf = new Map<string, string>();

  /** A member renting their own apartment at the given rent. */
  async function aMember(email: string, rent = RENT): Promise<Actor> {
    const n = ++apartments;
    const apartment = { id: `apt-${n}`, image: '', floor: 1, block: 'A', number: String(n), rent };
    await store.apartments.addMissing([apartment]);
    const agreement: Agreement = {
      id: `agr-${n}`,
      userEmail: email,
      userName: `Member ${n}`,
      apartmentId: apartment.id,
      floor: apartment.floor,
      block: apartment.block,
      number: apartment.number,
      rent,
      status: 'accepted',
      requestDate: NOW,
      decidedAt: NOW,
      // Long enough ago that the tests' months (from July 2026) are all inside the lease.
      startMonth: '2026-01',
    };
    await store.agreements.add(agreement);
    agreementOf.set(email, agreement.id);
    return { email, name: agreement.userName, photoURL: '', role: 'member', language: 'en' };
  }

  /** What CreatePaymentIntent would write on an intent for the member's rent of the month, no coupon. */
  const metadataFor = (email: string, month: string) => ({
    userEmail: email,
    agreementId: agreementOf.get(email) ?? '',
    month,
    monthKey: month,
    discount: 0,
    couponCode: '',
    couponLimit: '',
  });

  return { store, logger, createIntent, recordPayment, processedEvents, handleWebhook, aMember, metadataFor };
}
