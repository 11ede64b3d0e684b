/**
 * The browser's return and the gateway's IPN racing for one online payment, through two server instances on one
 * SQLite file or PostgreSQL schema (as two processes of the building's server would): however many reports arrive
 * at once, on either server, the payment is recorded once, with one receipt, and every report answers it paid; and
 * for money the books no longer owe, the refund is asked for once and nothing is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { startFakeSslCommerz, type FakeSslCommerz } from '../../support/fake-sslcommerz.ts';
import { browserBack, fakeGatewayClient } from '../../support/online-payments.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';

describe.each(SQL_DATABASES)('the browser and the IPN racing, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  let fake: FakeSslCommerz;
  beforeAll(async () => {
    fake = await startFakeSslCommerz();
    // The gateway is told the first server's addresses: its IPN goes there, while browsers come back to either.
    one = await startTestApi({
      persistence: await db.connect(),
      onlineGateway: fakeGatewayClient(fake, () => one.url, 5_000),
    });
    two = await startTestApi({
      persistence: await db.connect(),
      onlineGateway: fakeGatewayClient(fake, () => one.url, 5_000),
    });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await fake?.close();
    await db.drop();
  });

  const credits = async (token: string, tranId: string) =>
    ((await one.call('GET', '/api/ledger/mine', { token })).body.credits as { reference: string | null }[]).filter(
      (c) => c.reference === tranId,
    );

  it.each([
    ['the browser and the IPN at once', 1, 1],
    ['the browser twice and the IPN three times at once', 2, 3],
    ['six IPNs at once', 0, 6],
  ])('records the payment once: %s', async (_, browsers, notices) => {
    const token = await one.member(`ssl-race-${browsers}-${notices}`, { since: 2 });
    const opened = await two.call('POST', '/api/online-payments', { token, body: {} });
    expect(opened.status).toBe(200);
    const { tranId } = opened.body;
    const fields = fake.complete(tranId, 'success');
    const replies = await Promise.all([
      ...Array.from({ length: browsers }, (_, i) => browserBack((i % 2 ? one : two).url, 'success', fields)),
      ...Array.from({ length: notices }, () => fake.sendIpn(tranId)),
    ]);
    expect(replies.slice(0, browsers).map((r) => r.status)).toEqual(Array(browsers).fill(303));
    expect(replies.slice(browsers).map((r) => r.body)).toEqual(Array(notices).fill({ tranId, state: 'paid' }));
    const recorded = await credits(token, tranId);
    expect(recorded).toHaveLength(1);
    const payment = (await two.call('GET', `/api/online-payments/${tranId}`, { token })).body;
    expect(payment.state).toBe('paid');
    expect(payment.receiptNumber).toBe((recorded[0] as { receiptNumber?: number }).receiptNumber);
  });

  it.each([
    ['the browser and the IPN at once', 1, 1],
    ['the browser twice and the IPN three times at once', 2, 3],
  ])('asks for the refund of money no longer owed once: %s', async (_, browsers, notices) => {
    const token = await one.member(`ssl-refund-race-${browsers}-${notices}`, { since: 2 });
    const books = (await one.call('GET', '/api/ledger/mine', { token })).body;
    const charge = books.charges.find((c: { remaining: number }) => c.remaining > 0);
    const first = (await two.call('POST', '/api/online-payments', { token, body: { forCharge: charge.id } })).body;
    const second = (await one.call('POST', '/api/online-payments', { token, body: { forCharge: charge.id } })).body;
    expect((await browserBack(one.url, 'success', fake.complete(first.tranId, 'success'))).status).toBe(303);
    const tranId = second.tranId as string;
    const fields = fake.complete(tranId, 'success');
    const replies = await Promise.all([
      ...Array.from({ length: browsers }, (_, i) => browserBack((i % 2 ? one : two).url, 'success', fields)),
      ...Array.from({ length: notices }, () => fake.sendIpn(tranId)),
    ]);
    expect(replies.slice(0, browsers).map((r) => r.status)).toEqual(Array(browsers).fill(303));
    expect(replies.slice(browsers).map((r) => r.body)).toEqual(
      Array(notices).fill({ tranId, state: 'refund_pending' }),
    );
    expect(fake.refundOf(tranId)?.asked).toBe(1);
    expect(await credits(token, tranId)).toEqual([]);
    expect((await two.call('GET', `/api/online-payments/${tranId}`, { token })).body.state).toBe('refund_pending');
  });
});
