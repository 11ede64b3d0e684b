/**
 * The server configured for Stripe, talking to a local fake of Stripe's API: the browser confirms with Stripe.js
 * (simulated on the fake), the signed webhook records what a closed tab never reported, and provider faults
 * answer 502/503 with nothing written.
 */
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeAdapter } from '../../../adapters/payments/payment-adapter.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';
import { stripeEvent } from '../payments/payment-world.ts';
import { monthsAgo, thisMonth } from '../../support/months.ts';

const WEBHOOK_SECRET = 'whsec_lakeview_http_test';
let fake: FakeStripe;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakeStripe();
  // The webhook remembers the events it handled in the server's persistence.
  const persistence = createMemoryPersistence();
  const payments = stripeAdapter(
    { secretKey: FAKE_SECRET_KEY, publishableKey: 'pk_test_lakeview', webhookSecret: WEBHOOK_SECRET },
    pino({ level: 'silent' }),
    { host: '127.0.0.1', port: fake.port, protocol: 'http', timeoutMs: 1500 },
  );
  api = await startTestApi({ payments, persistence });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return api.call('POST', '/api/payments/webhook', {
    body: payload,
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
};

async function openIntent(token: string, month: string) {
  const rent = (await api.call('GET', '/api/agreements/user', { token })).body.rent;
  return api.call('POST', '/api/payments/create-payment-intent', { token, body: { amount: rent * 100, month } });
}

describe('with Stripe configured', () => {
  it('tells the browser to use Stripe, with the publishable key, and offers no sandbox route', async () => {
    expect((await api.call('GET', '/api/config')).body.payments).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_lakeview',
    });
    // And the building's time zone, which every screen's today and this month are in.
    expect((await api.call('GET', '/api/config')).body.timeZone).toBe('Asia/Dhaka');
    const token = await api.member('member', { since: 12 });
    expect((await api.call('POST', '/api/payments/sandbox/confirm', { token, body: {} })).status).toBe(404);
  });

  it('records a payment from the signed webhook once, however often Stripe delivers it', async () => {
    fake.mode = 'normal';
    const token = await api.member('closed-tab', { since: 12 });
    const intent = await openIntent(token, thisMonth());
    expect(intent.status).toBe(200);
    const intentId = intent.body.clientSecret.split('_secret_')[0];
    fake.succeed(intentId);

    const event = stripeEvent('evt_closed_tab_1', 'payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
    });
    for (let i = 0; i < 3; i++) expect((await webhook(event)).status).toBe(200);
    expect(await api.store.processedEvents.isProcessed('evt_closed_tab_1')).toBe(true);
    const history = (await api.call('GET', '/api/payments/user', { token })).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ transactionId: intentId, monthKey: thisMonth() });

    const reported = await api.call('POST', '/api/payments', {
      token,
      body: { transactionId: intentId, month: thisMonth() },
    });
    expect(reported.body._id).toBe(history[0]._id);
  });

  it('records a payment from the books that the browser never reported, from the webhook, on the books', async () => {
    fake.mode = 'normal';
    const token = await api.member('closed-tab-books', { since: 1 });
    const opened = await api.call('POST', '/api/ledger/mine/intents', { token, body: {} });
    expect(opened.status).toBe(200);
    fake.succeed(opened.body.intentId);
    const event = stripeEvent('evt_closed_tab_books', 'payment_intent.succeeded', {
      id: opened.body.intentId,
      object: 'payment_intent',
    });
    for (let i = 0; i < 2; i++) expect((await webhook(event)).status).toBe(200);
    const books = (await api.call('GET', '/api/ledger/mine', { token })).body;
    expect(books).toMatchObject({ owed: 0, balance: 0 });
    expect(books.credits.filter((c: { reference: string }) => c.reference === opened.body.intentId)).toHaveLength(1);
    // Not a month's rent: the payments store has none of it.
    expect((await api.call('GET', '/api/payments/user', { token })).body).toEqual([]);
  });

  it('refuses a webhook with no, a wrong or a stale signature, and records nothing', async () => {
    const token = await api.member('forged', { since: 12 });
    const intentId = (await openIntent(token, monthsAgo(1))).body.clientSecret.split('_secret_')[0];
    fake.succeed(intentId);
    const event = stripeEvent('evt_forged', 'payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    const payload = JSON.stringify(event);
    const unsigned = await api.call('POST', '/api/payments/webhook', { body: payload });
    const wrong = await webhook(event, 'whsec_not_ours');
    const stale = await api.call('POST', '/api/payments/webhook', {
      body: payload,
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      },
    });
    for (const res of [unsigned, wrong, stale]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid webhook signature');
    }
    expect((await api.call('GET', '/api/payments/user', { token })).body).toEqual([]);
  });

  it("cancels a removed member's open intents on Stripe, and refunds a charge of theirs Stripe reports afterwards", async () => {
    fake.mode = 'normal';
    const admin = await api.admin('stripe-remover');
    const token = await api.member('stripe-removed', { since: 12 });
    const email = (await api.call('GET', '/api/agreements/user', { token })).body.userEmail;
    const open = (await openIntent(token, monthsAgo(3))).body.clientSecret.split('_secret_')[0];
    const charged = (await openIntent(token, monthsAgo(4))).body.clientSecret.split('_secret_')[0];
    // Paid through Stripe.js a moment before the removal; the tab closed before reporting it.
    fake.succeed(charged);

    expect(
      (await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin })).status,
    ).toBe(200);
    expect(fake.intent(open)?.status).toBe('canceled');
    expect(() => fake.succeed(open)).toThrow(/cancelled/);

    const event = stripeEvent('evt_after_removal', 'payment_intent.succeeded', {
      id: charged,
      object: 'payment_intent',
    });
    expect((await webhook(event)).status).toBe(200);
    expect(fake.refundsFor(charged)).toBe(1);
    expect(
      (await api.call('GET', `/api/payments/user?email=${encodeURIComponent(email)}`, { token: admin })).body,
    ).toEqual([]);
  });

  it('answers 502 when Stripe fails and 503 when it does not answer (the member gets an answer), writing nothing', async () => {
    const token = await api.member('outage', { since: 12 });
    fake.mode = 'error500';
    const failed = await openIntent(token, monthsAgo(2));
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });

    fake.mode = 'hang';
    const asked = fake.requests.length;
    const hung = await openIntent(token, monthsAgo(2));
    // Stripe was asked and never answered; the member still got an answer, telling them to try again later.
    expect(fake.requests.slice(asked).map((r) => `${r.method} ${r.path}`)).toContain('POST /v1/payment_intents');
    expect(hung.status).toBe(503);
    expect(hung.body).toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
    fake.mode = 'normal';
    expect((await api.call('GET', '/api/payments/user', { token })).body).toEqual([]);
  });
});
