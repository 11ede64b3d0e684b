import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { HandlePaymentWebhook } from '../../../application/payments/handle-payment-webhook.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { MemoryProcessedEvents } from '../../../adapters/persistence/payments/memory-payment-state.ts';
import { FAKE_SECRET_KEY } from '../../support/fake-stripe.ts';
import { paymentWorld, recordingLogger, stripeUnderTest, type GatewayUnderTest } from './payment-world.ts';

const succeeded = { id: 'evt_1', type: 'payment_intent.succeeded', intentId: 'pi_1' };

function handlerFailingWith(error: unknown) {
  const processed = new MemoryProcessedEvents();
  const logger = recordingLogger();
  const handler = new HandlePaymentWebhook({ execute: async () => Promise.reject(error) }, processed, logger);
  return { handler, processed, logger };
}

describe('HandlePaymentWebhook', () => {
  it.each([
    ['SERVICE.UNAVAILABLE', new DomainError('SERVICE.UNAVAILABLE', 'down')],
    ['PAYMENT.PROVIDER_FAILED', new DomainError('PAYMENT.PROVIDER_FAILED', '500')],
    ['an unexpected error', new Error('driver exploded')],
  ])('throws on %s and leaves the event for the redelivery', async (_, error) => {
    const { handler, processed } = handlerFailingWith(error);
    await expect(handler.execute(succeeded)).rejects.toBe(error);
    expect(await processed.isProcessed('evt_1')).toBe(false);
  });

  it.each([
    'PAYMENT.MONTH_ALREADY_PAID',
    'PAYMENT.AMOUNT_MISMATCH',
    'PAYMENT.INTENT_NOT_FOUND',
    'AGREEMENT.NOT_FOUND',
  ] as const)('acknowledges %s as handled, logs it, and does not try again', async (code) => {
    const { handler, processed, logger } = handlerFailingWith(new DomainError(code, 'no'));
    expect(await handler.execute(succeeded)).toBe('refused');
    expect(await processed.isProcessed('evt_1')).toBe(true);
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: 'warn', details: { eventId: 'evt_1', intentId: 'pi_1', code } }),
    ]);
    expect(await handler.execute(succeeded)).toBe('duplicate');
  });
});

describe('HandlePaymentWebhook with Stripe', () => {
  let subject: GatewayUnderTest | undefined;
  afterEach(() => subject?.close());

  it('acknowledges a succeeded intent that is not a rent payment, and neither records nor refunds it', async () => {
    subject = await stripeUnderTest();
    const world = paymentWorld(subject.gateway);
    const stripe = new Stripe(FAKE_SECRET_KEY, {
      host: '127.0.0.1',
      port: subject.fake!.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    const shopOrder = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'bdt',
      metadata: { order: 'mug-42' },
    });
    subject.fake!.succeed(shopOrder.id);
    expect(await world.handleWebhook.execute(subject.succeededEvent('evt_shop', shopOrder.id))).toBe('refused');
    expect(subject.fake!.refundsFor(shopOrder.id)).toBe(0);
  });
});
