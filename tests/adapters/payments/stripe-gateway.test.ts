import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IntentMetadata } from '../../../application/payments/ports.ts';
import { toDomainError } from '../../../adapters/payments/stripe/stripe-errors.ts';
import { StripeGateway } from '../../../adapters/payments/stripe/stripe-gateway.ts';
import { FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';
import { recordingLogger } from './payment-world.ts';
import { poisha } from '../../../domain/shared/money.ts';

const TIMEOUT_MS = 600;
const metadata: IntentMetadata = {
  userEmail: 'ann@example.com',
  agreementId: 'agr-ann',
  month: 'November 2026',
  monthKey: '2026-11',
  discount: 10,
  couponCode: '',
  couponLimit: '',
};

let fake: FakeStripe;
let gateway: StripeGateway;
let logger: ReturnType<typeof recordingLogger>;

const gatewayOn = (fakeStripe: FakeStripe, secretKey = FAKE_SECRET_KEY) =>
  new StripeGateway({
    secretKey,
    webhookSecret: 'whsec_x',
    host: '127.0.0.1',
    port: fakeStripe.port,
    protocol: 'http',
    timeoutMs: TIMEOUT_MS,
    logger,
  });
const create = (key = 'key-1', amountMinor = 1_080_000) =>
  gateway.createIntent({ amountMinor: poisha(amountMinor), currency: 'bdt', metadata, idempotencyKey: key });

beforeEach(async () => {
  fake = await startFakeStripe();
  logger = recordingLogger();
  gateway = gatewayOn(fake);
});
afterEach(() => fake.close());

describe('Stripe gateway against the local fake: intents', () => {
  it("cancels only the user's intents that no card has paid, found by a search that quotes the email", async () => {
    const open = await create('open');
    const paid = await create('paid', 1_000_000);
    fake.succeed(paid.id);
    const quoted = "o'brien\\x@example.com";
    const other = await gateway.createIntent({
      amountMinor: poisha(500),
      currency: 'bdt',
      metadata: { ...metadata, userEmail: quoted },
      idempotencyKey: 'other',
    });

    expect(await gateway.cancelOpenIntents('ann@example.com')).toBe(1);
    expect(fake.intent(open.id)?.status).toBe('canceled');
    expect(fake.intent(paid.id)?.status).toBe('succeeded');
    expect(fake.intent(other.id)?.status).toBe('requires_payment_method');
    expect(await gateway.cancelOpenIntents(quoted)).toBe(1);
    expect(fake.intent(other.id)?.status).toBe('canceled');
    expect(await gateway.cancelOpenIntents('ann@example.com')).toBe(0);
  });

  it('creates a PaymentIntent in BDT with our metadata and an idempotency key', async () => {
    const intent = await create();
    expect(intent).toMatchObject({
      amountMinor: poisha(1_080_000),
      currency: 'bdt',
      status: 'requires_payment_method',
      metadata,
      refunded: false,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toContain('_secret_');
    expect(fake.intent(intent.id)?.metadata).toEqual({
      userEmail: 'ann@example.com',
      agreementId: 'agr-ann',
      month: 'November 2026',
      monthKey: '2026-11',
      // Stripe keeps metadata as text.
      discount: '10',
    });
    expect(fake.requests).toEqual([
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('gets one intent for one key, however often it asks', async () => {
    const first = await create('same');
    const again = await create('same');
    const other = await create('other');
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(3);
  });

  it('keeps keys within Stripe’s 255 characters whatever their length', async () => {
    await create(`intent:${'x'.repeat(400)}@example.com`);
    expect(fake.requests[0]?.idempotencyKey).toHaveLength(64);
  });

  it('fails a key replayed with other parameters as a provider failure', async () => {
    await create('same', 1_080_000);
    await expect(create('same', 1_200_000)).rejects.toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
  });

  it('retrieves an intent with its status and whether it was refunded', async () => {
    const intent = await create();
    expect(await gateway.retrieveIntent(intent.id)).toEqual(intent);
    fake.succeed(intent.id);
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', refunded: false, metadata });
  });

  it('keeps a payment from the books as one, with the charge it was for and no month', async () => {
    const fromBooks: IntentMetadata = {
      ...metadata,
      month: '',
      monthKey: '',
      discount: 0,
      purpose: 'books',
      forCharge: 'rent:agr-ann:2026-10',
    };
    const intent = await gateway.createIntent({
      amountMinor: poisha(2_000_000),
      currency: 'bdt',
      metadata: fromBooks,
      idempotencyKey: 'books-1',
    });
    fake.succeed(intent.id);
    expect((await gateway.retrieveIntent(intent.id)).metadata).toEqual(fromBooks);
  });

  it('answers INTENT_NOT_FOUND for an unknown id, and does not ask Stripe about a malformed one', async () => {
    await expect(gateway.retrieveIntent('pi_unknown')).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
    for (const id of ['', 'ch_123', '../v1/refunds', 'pi_1/../../x']) {
      await expect(gateway.retrieveIntent(id)).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
    }
    expect(fake.requests).toHaveLength(1);
  });

  it('does not take an intent without our metadata (another product on the account) for ours', async () => {
    const stripe = new Stripe(FAKE_SECRET_KEY, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    const foreign = await stripe.paymentIntents.create({ amount: 500, currency: 'bdt', metadata: { order: '42' } });
    fake.succeed(foreign.id);
    await expect(gateway.retrieveIntent(foreign.id)).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
  });
});

describe('Stripe gateway against the local fake: refunds', () => {
  it('refunds a succeeded intent once, however often it is asked', async () => {
    const intent = await create();
    fake.succeed(intent.id);
    await gateway.refund(intent.id);
    await gateway.refund(intent.id);
    await Promise.all([gateway.refund(intent.id), gateway.refund(intent.id)]);
    expect(fake.refundsFor(intent.id)).toBe(1);
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', refunded: true });
  });

  it('takes a charge refunded elsewhere (the dashboard) as refunded', async () => {
    const intent = await create();
    fake.succeed(intent.id);
    const stripe = new Stripe(FAKE_SECRET_KEY, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'from-the-dashboard' });
    await expect(gateway.refund(intent.id)).resolves.toBeUndefined();
    expect(fake.refundsFor(intent.id)).toBe(1);
  });

  it('answers INTENT_NOT_FOUND when refunding an unknown intent', async () => {
    await expect(gateway.refund('pi_unknown')).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
  });
});

describe('Stripe gateway against the local fake: faults', () => {
  it('maps Stripe answering 500 to PAYMENT.PROVIDER_FAILED, without retrying', async () => {
    fake.mode = 'error500';
    await expect(create()).rejects.toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
    await expect(gateway.retrieveIntent('pi_x')).rejects.toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['never answering', 'hang'],
    ['resetting the connection', 'reset'],
  ] as const)('maps Stripe %s to SERVICE.UNAVAILABLE, and works again once Stripe answers', async (_, mode) => {
    fake.mode = mode;
    for (const call of [() => create(), () => gateway.retrieveIntent('pi_x'), () => gateway.refund('pi_x')]) {
      const asked = fake.requests.length;
      // The caller gets an answer although Stripe sends none; how soon is the benchmarks' business.
      await expect(call()).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
      // The failure is Stripe's: the call reached it.
      expect(fake.requests.length).toBeGreaterThan(asked);
    }
    fake.mode = 'normal';
    await expect(create('after-the-outage')).resolves.toMatchObject({ amountMinor: poisha(1_080_000) });
  });

  it('maps Stripe being unreachable to SERVICE.UNAVAILABLE', async () => {
    const closed = await startFakeStripe();
    const unreachable = gatewayOn(closed);
    await closed.close();
    await expect(unreachable.retrieveIntent('pi_x')).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
  });

  it('maps a refused API key to PAYMENT.PROVIDER_FAILED and logs it as ours to fix, without the key', async () => {
    const misconfigured = gatewayOn(fake, 'sk_test_wrong');
    await expect(misconfigured.retrieveIntent('pi_x')).rejects.toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
    expect(logger.lines).toEqual([expect.objectContaining({ level: 'error', message: 'payment provider failed' })]);
    expect(JSON.stringify(logger.lines)).not.toContain('sk_test_wrong');
  });

  it("keeps a card error's own message, and words every other failure itself", () => {
    const card = new Stripe.errors.StripeCardError({
      type: 'card_error',
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    expect(toDomainError(card)).toMatchObject({ code: 'PAYMENT.CARD_DECLINED', message: 'Your card was declined.' });
    const api = new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'internal detail req_123' });
    expect(toDomainError(api).message).not.toContain('req_123');
  });
});
