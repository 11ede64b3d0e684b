import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeGateway } from '../../../adapters/payments/stripe/stripe-gateway.ts';
import { stripeEvent, WEBHOOK_SECRET } from './payment-world.ts';

// Verifying a signature is local work: no API is reached, so no fake is needed here.
const gateway = new StripeGateway({
  secretKey: 'sk_test_unused',
  webhookSecret: WEBHOOK_SECRET,
  host: '127.0.0.1',
  port: 9,
  protocol: 'http',
});
const payload = JSON.stringify(
  stripeEvent('evt_1', 'payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent', amount: 1_200_000 }),
);
const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
const invalid = { code: 'VALIDATION.INVALID_INPUT', message: 'Invalid webhook signature' };

describe('Stripe webhook verification', () => {
  it('accepts an event signed with the webhook secret and names its intent', () => {
    expect(gateway.parseWebhook(payload, sign(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: 'pi_123',
    });
  });

  it('accepts the raw body as a Buffer too', () => {
    expect(gateway.parseWebhook(Buffer.from(payload), sign(payload)).intentId).toBe('pi_123');
  });

  it('gives no intent id for events about other objects', () => {
    const body = JSON.stringify(stripeEvent('evt_2', 'charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(gateway.parseWebhook(body, sign(body))).toEqual({ id: 'evt_2', type: 'charge.refunded' });
  });

  it('refuses an event with no signature', () => {
    expect(() => gateway.parseWebhook(payload, '')).toThrow(expect.objectContaining(invalid));
    expect(() => gateway.parseWebhook(payload, undefined)).toThrow(expect.objectContaining(invalid));
  });

  it('refuses a signature made with another secret, or a garbled one', () => {
    expect(() => gateway.parseWebhook(payload, sign(payload, { secret: 'whsec_other' }))).toThrow(
      expect.objectContaining(invalid),
    );
    expect(() => gateway.parseWebhook(payload, 't=1,v1=abc')).toThrow(expect.objectContaining(invalid));
  });

  it('refuses a body changed after signing', () => {
    const signature = sign(payload);
    expect(() => gateway.parseWebhook(payload.replace('pi_123', 'pi_999'), signature)).toThrow(
      expect.objectContaining(invalid),
    );
  });

  it('refuses a stale signature (a replayed delivery)', () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(() => gateway.parseWebhook(payload, sign(payload, { timestamp: tenMinutesAgo }))).toThrow(
      expect.objectContaining(invalid),
    );
  });

  it('refuses every event when no webhook secret is configured', () => {
    const unconfigured = new StripeGateway({ secretKey: 'sk_test_unused', webhookSecret: '' });
    expect(() => unconfigured.parseWebhook(payload, sign(payload, { secret: '' }))).toThrow(
      expect.objectContaining(invalid),
    );
  });
});
