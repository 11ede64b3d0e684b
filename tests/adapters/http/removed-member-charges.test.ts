/**
 * A member removed while a card payment of theirs is open can never be charged for it without the money coming
 * back: the removal cancels their open intents (the card step then refuses them), and a charge
 * that slipped in before the removal is refunded whichever path reports it, even after the same person is
 * accepted again. Through the real HTTP stack with the sandbox card provider, on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { CARD_OK } from '../../security/support/world.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';
import { monthsAgo, thisMonth } from '../../support/months.ts';

describe.each(SQL_DATABASES)('a removed member and their card payments, on $name', (kind) => {
  const db = kind.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('charges-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  async function aMemberWithAnOpenIntent(label: string, month: string) {
    const token = await api.member(label, { since: 12 });
    const agreement = (await api.call('GET', '/api/agreements/user', { token })).body;
    const intent = await api.call('POST', '/api/payments/create-payment-intent', { token, body: { month } });
    expect(intent.status).toBe(200);
    const id = String(intent.body.clientSecret).split('_secret_')[0]!;
    const flat = {
      block: agreement.block as string,
      floor: agreement.floor as number,
      number: agreement.number as string,
    };
    return { token, email: agreement.userEmail as string, flat, clientSecret: intent.body.clientSecret, id };
  }

  const remove = (email: string) =>
    api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin });
  const stored = (id: string) => api.store.inRequestContext(() => api.store.sandboxIntents.byId(id));
  const history = async (email: string) =>
    (await api.call('GET', `/api/payments/user?email=${encodeURIComponent(email)}`, { token: admin })).body;

  it('cancels the open intent at the removal, so confirming it with the same token charges nothing', async () => {
    const m = await aMemberWithAnOpenIntent('removed-open', thisMonth());
    expect((await remove(m.email)).status).toBe(200);
    expect((await stored(m.id))?.status).toBe('canceled');

    const confirm = await api.call('POST', '/api/payments/sandbox/confirm', {
      token: m.token,
      body: { clientSecret: m.clientSecret, card: CARD_OK },
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('PAYMENT.INTENT_NOT_SUCCEEDED');
    expect((await stored(m.id))?.status).toBe('canceled');
    expect(await history(m.email)).toEqual([]);
  });

  it('refunds a charge made just before the removal and reported after it, instead of refusing it at the door', async () => {
    const m = await aMemberWithAnOpenIntent('removed-charged', thisMonth());
    // The card went through a moment before the removal; the browser had not reported it yet.
    await api.store.inRequestContext(() => api.store.sandboxIntents.markSucceeded(m.id));
    expect((await remove(m.email)).status).toBe(200);

    const reported = await api.call('POST', '/api/payments', {
      token: m.token,
      body: { transactionId: m.id, month: thisMonth() },
    });
    expect(reported.status).toBe(409);
    expect(reported.body).toMatchObject({ code: 'AGREEMENT.NOT_ACCEPTED' });
    expect((await stored(m.id))?.amountRefunded).toBe((await stored(m.id))?.amountMinor);
    expect(await history(m.email)).toEqual([]);
  });

  it('never records that old charge once the same person is accepted again; it is refunded', async () => {
    const m = await aMemberWithAnOpenIntent('removed-returning', monthsAgo(1));
    await api.store.inRequestContext(() => api.store.sandboxIntents.markSucceeded(m.id));
    expect((await remove(m.email)).status).toBe(200);
    const again = await api.call('POST', '/api/agreements', { token: m.token, body: m.flat });
    expect(again.status).toBe(201);
    expect(
      (await api.call('PATCH', `/api/agreements/${again.body._id}`, { token: admin, body: { action: 'accept' } }))
        .status,
    ).toBe(200);
    expect((await api.call('GET', '/api/users/role', { token: m.token })).body).toEqual({
      role: 'member',
      language: 'en',
    });

    const agreement = (await api.call('GET', '/api/agreements/user', { token: m.token })).body;
    const dues = (await api.call('GET', '/api/payments/dues', { token: m.token })).body;

    const reported = await api.call('POST', '/api/payments', {
      token: m.token,
      body: { transactionId: m.id, month: monthsAgo(1) },
    });
    expect(reported.status).toBe(409);
    expect(reported.body).toMatchObject({ code: 'AGREEMENT.NOT_ACCEPTED' });
    expect((await stored(m.id))?.amountRefunded).toBe((await stored(m.id))?.amountMinor);
    expect(await history(m.email)).toEqual([]);
    // The new lease and what it owes are as they were: the old charge paid none of it.
    expect((await api.call('GET', '/api/agreements/user', { token: m.token })).body).toEqual(agreement);
    expect((await api.call('GET', '/api/payments/dues', { token: m.token })).body).toEqual(dues);
  });

  it('records a sandbox charge as it is confirmed, so a tab closed before reporting it loses nothing', async () => {
    const m = await aMemberWithAnOpenIntent('closed-tab', monthsAgo(2));
    const confirm = await api.call('POST', '/api/payments/sandbox/confirm', {
      token: m.token,
      body: { clientSecret: m.clientSecret, card: CARD_OK },
    });
    expect(confirm.status).toBe(200);
    const recorded = await history(m.email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ transactionId: m.id, monthKey: monthsAgo(2) });
    // The browser's own report afterwards finds the same row.
    const reported = await api.call('POST', '/api/payments', {
      token: m.token,
      body: { transactionId: m.id, month: monthsAgo(2) },
    });
    expect(reported.status).toBe(201);
    expect(reported.body._id).toBe(recorded[0]._id);
  });
});
