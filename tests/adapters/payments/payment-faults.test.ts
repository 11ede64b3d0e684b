/**
 * Stripe misbehaving while a member pays: the use-cases fail with 502/503-coded errors (an answer comes even when
 * Stripe never sends one), writing no row, and a webhook that could not be handled is redelivered and handled
 * once Stripe is back. How long the answer takes is measured by the benchmarks, not asserted here.
 */
import { notifierOver } from '../../../application/notifications/notifier.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../application/shared/ports.ts';
import type { PaymentGateway } from '../../../application/payments/ports.ts';
import { RecordPayment } from '../../../application/payments/record-payment.ts';
import {
  CALENDAR,
  counterIds,
  DUE_MINOR,
  NOW,
  paymentWorld,
  stripeUnderTest,
  type GatewayUnderTest,
} from './payment-world.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';

const TIMEOUT_MS = 500;
const MONTH = '2026-11';

let subject: GatewayUnderTest;
let world: ReturnType<typeof paymentWorld>;
let ann: Actor;

beforeEach(async () => {
  subject = await stripeUnderTest({ timeoutMs: TIMEOUT_MS });
  world = paymentWorld(subject.gateway);
  ann = await world.aMember('ann@example.com');
});
afterEach(() => subject.close());

const fake = () => subject.fake!;

async function paidIntentId() {
  const outcome = await world.createIntent.execute({ actor: ann, month: MONTH, amountMinor: DUE_MINOR });
  if (outcome.kind !== 'intent') throw new Error('expected a card step');
  fake().succeed(outcome.intentId);
  return outcome.intentId;
}

/** What the work failed with (undefined if it did not fail), once it has answered. */
async function failureOf<T>(work: () => Promise<T>): Promise<unknown> {
  return work().then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('Stripe faults through the payment use-cases', () => {
  it.each([
    ['answers 500', 'error500', 'PAYMENT.PROVIDER_FAILED'],
    ['never answers', 'hang', 'SERVICE.UNAVAILABLE'],
    ['resets the connection', 'reset', 'SERVICE.UNAVAILABLE'],
  ] as const)('when Stripe %s (%s), creating an intent fails with %s', async (_, mode, code) => {
    fake().mode = mode;
    const error = await failureOf(() =>
      world.createIntent.execute({ actor: ann, month: MONTH, amountMinor: DUE_MINOR }),
    );
    expect(error).toMatchObject({ code });
    // The failure is Stripe's: the request reached it.
    expect(fake().requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /v1/payment_intents');
  });

  it.each([
    ['answers 500', 'error500', 'PAYMENT.PROVIDER_FAILED'],
    ['never answers', 'hang', 'SERVICE.UNAVAILABLE'],
    ['resets the connection', 'reset', 'SERVICE.UNAVAILABLE'],
  ] as const)(
    'when Stripe %s (%s), recording fails with %s, writes no row, and succeeds once Stripe is back',
    async (_, mode, code) => {
      const intentId = await paidIntentId();
      fake().mode = mode;
      const error = await failureOf(() =>
        world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: MONTH }),
      );
      expect(error).toMatchObject({ code });
      expect(await world.store.payments.listFor(ann.email)).toHaveLength(0);

      fake().mode = 'normal';
      await world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: MONTH });
      expect(await world.store.payments.listFor(ann.email)).toHaveLength(1);
    },
  );

  it('leaves a webhook it could not handle unprocessed, so the redelivery records the payment once', async () => {
    const intentId = await paidIntentId();
    const event = subject.succeededEvent('evt_during_outage', intentId);
    fake().mode = 'hang';
    await expect(world.handleWebhook.execute(event)).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
    expect(await world.processedEvents.isProcessed('evt_during_outage')).toBe(false);
    expect(await world.store.payments.listFor(ann.email)).toHaveLength(0);

    fake().mode = 'normal';
    expect(await world.handleWebhook.execute(event)).toBe('recorded');
    expect(await world.handleWebhook.execute(event)).toBe('duplicate');
    expect(await world.store.payments.listFor(ann.email)).toHaveLength(1);
  });

  it('keeps the charge when the refund after a lost race cannot reach Stripe, and says so in the log', async () => {
    const first = await paidIntentId();
    await world.recordPayment.execute({ transactionId: first, reportedBy: ann });
    const second = await subject.gateway.createIntent({
      amountMinor: DUE_MINOR,
      currency: 'bdt',
      metadata: world.metadataFor(ann.email, MONTH),
      idempotencyKey: 'second-tab',
    });
    fake().succeed(second.id);
    // Retrieval succeeds, then Stripe goes away before the refund.
    const retrieved = await subject.gateway.retrieveIntent(second.id);
    const stripe = subject.gateway;
    const goneAfterRetrieval: PaymentGateway = {
      createIntent: (input) => stripe.createIntent(input),
      retrieveIntent: async () => retrieved,
      refund: (id) => stripe.refund(id),
      cancelOpenIntents: (email) => stripe.cancelOpenIntents(email),
    };
    const { store, logger } = world;
    const record = new RecordPayment(
      store.agreements,
      store.payments,
      goneAfterRetrieval,
      store.uow,
      counterIds(),
      { now: () => NOW },
      logger,
      CALENDAR,
      notifierOver(store, counterIds('note'), { now: () => NOW }, catalogueWording),
    );
    fake().mode = 'hang';
    await expect(record.execute({ transactionId: second.id, reportedBy: ann })).rejects.toMatchObject({
      code: 'PAYMENT.MONTH_ALREADY_PAID',
    });
    expect(world.logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'REFUND FAILED: a charge is neither recorded nor refunded' }),
    );
    expect(fake().refundsFor(second.id)).toBe(0);
  });
});
