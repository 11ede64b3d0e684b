/**
 * What the gateway confirms but the books no longer owe, and what the gateway never confirms, through the real HTTP
 * stack on memory, SQLite and PostgreSQL with the fake SSLCommerz: money for a charge settled meanwhile is not
 * written as credit but given back through the refund API (bank_tran_id, refund_amount, refund_remarks), asked for
 * once however often the payment is reported, and followed by the background check (refund_ref_id) until the gateway
 * says it is refunded, or that it cancelled the refund (then the building gives it back by hand, and the member and
 * the admins are told once); a refund API that is down is asked again later. A pending payment the validation API keeps
 * contradicting, or that was never reported, expires a day after it started, with why; a younger one stays pending.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { useCasesOf } from '../../../adapters/container.ts';
import { CONFIRMATION_WINDOW_MS, type OnlinePayment } from '../../../domain/online-payments/online-payment.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { startFakeSslCommerz, type FakeSslCommerz } from '../../support/fake-sslcommerz.ts';
import { browserBack, fakeGatewayClient } from '../../support/online-payments.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

describe.each(STORES)('refunds and expiry of SSLCommerz payments on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let fake: FakeSslCommerz;
  beforeAll(async () => {
    fake = await startFakeSslCommerz();
    let url = '';
    api = await startTestApi({
      persistence: await db.connect(),
      onlineGateway: fakeGatewayClient(fake, () => url, 500),
    });
    url = api.url;
  });
  afterEach(() => {
    fake.refundMode = 'normal';
    fake.validationMode = 'normal';
    fake.forge = undefined;
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
    await db.drop();
  });

  const credits = async (token: string, tranId: string) =>
    ((await api.call('GET', '/api/ledger/mine', { token })).body.credits as { reference: string | null }[]).filter(
      (c) => c.reference === tranId,
    );
  const read = async (token: string, tranId: string) =>
    (await api.call('GET', `/api/online-payments/${tranId}`, { token })).body;
  const check = () => useCasesOf(api.container).checkPendingOnlinePayments.execute();

  /** Two payments of one charge started while it was owed: the first is recorded, the second is money not owed. */
  async function chargePaidTwice(label: string) {
    const token = await api.member(label, { since: 1 });
    const books = (await api.call('GET', '/api/ledger/mine', { token })).body;
    const charge = books.charges.find((c: { remaining: number }) => c.remaining > 0);
    const first = (await api.call('POST', '/api/online-payments', { token, body: { forCharge: charge.id } })).body;
    const second = (await api.call('POST', '/api/online-payments', { token, body: { forCharge: charge.id } })).body;
    expect((await browserBack(api.url, 'success', fake.complete(first.tranId, 'success'))).status).toBe(303);
    expect((await read(token, first.tranId)).state).toBe('paid');
    return { token, charge, tranId: second.tranId as string, amount: second.amount as number };
  }

  it('gives back money for a charge settled meanwhile, asks for the refund once, and follows it until refunded', async () => {
    const { token, tranId, amount } = await chargePaidTwice('refund-settled');
    const fields = fake.complete(tranId, 'success');
    const returned = await browserBack(api.url, 'success', fields);
    expect(returned).toMatchObject({ status: 303, location: `/dashboard/my-account/online-payment/${tranId}` });
    expect(await read(token, tranId)).toMatchObject({ state: 'refund_pending', amount, receiptNumber: null });
    expect(await credits(token, tranId)).toEqual([]);
    const refund = fake.refundOf(tranId)!;
    expect(refund).toMatchObject({
      bankTranId: fake.session(tranId)!.bankTranId,
      amount: amount.toFixed(2),
      remarks: expect.stringMatching(/no longer owed/),
      asked: 1,
      status: 'processing',
    });

    // Reported again (the IPN, the browser once more): still the one refund.
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'refund_pending' });
    expect((await browserBack(api.url, 'success', fields)).status).toBe(303);
    await check();
    expect(fake.refundOf(tranId)!.asked).toBe(1);
    expect((await read(token, tranId)).state).toBe('refund_pending');

    refund.status = 'refunded';
    expect(await check()).toBeGreaterThanOrEqual(1);
    expect((await read(token, tranId)).state).toBe('refunded');
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'refunded' });
    expect(fake.refundOf(tranId)!.asked).toBe(1);
    expect(await credits(token, tranId)).toEqual([]);
    const told = (
      (await api.call('GET', '/api/notifications?limit=50', { token })).body.items as {
        link: string;
        subject: string;
      }[]
    )
      .filter((n) => n.link === `/dashboard/my-account/online-payment/${tranId}`)
      .map((n) => n.subject);
    expect(told.sort()).toEqual([
      `Being refunded: ${amount.toLocaleString('en-US')} taka paid through SSLCommerz`,
      `Refunded: ${amount.toLocaleString('en-US')} taka paid through SSLCommerz`,
    ]);
  });

  it('leaves a refund the gateway cancelled to be given back by hand, telling the member and the admins, and asks no more', async () => {
    const { token, tranId, amount } = await chargePaidTwice('refund-cancelled');
    const admin = await api.admin('refund-cancelled-admin');
    expect((await browserBack(api.url, 'success', fake.complete(tranId, 'success'))).status).toBe(303);
    fake.refundOf(tranId)!.status = 'cancelled';
    await Promise.all([check(), check()]);
    expect(await read(token, tranId)).toMatchObject({ state: 'refund_failed', amount, receiptNumber: null });
    expect(await credits(token, tranId)).toEqual([]);
    await check();
    expect(fake.refundOf(tranId)!.asked).toBe(1);
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'refund_failed' });
    const subjects = async (who: string) =>
      ((await api.call('GET', '/api/notifications?limit=50', { token: who })).body.items as { subject: string }[]).map(
        (n) => n.subject,
      );
    const taka = amount.toLocaleString('en-US');
    expect((await subjects(token)).filter((s) => s.startsWith('Not refunded'))).toEqual([
      `Not refunded by SSLCommerz: ${taka} taka`,
    ]);
    expect((await subjects(admin)).filter((s) => s.startsWith('Give back by hand'))).toHaveLength(1);
  });

  it('asks for the refund again later when the refund API was down, and never while the first ask may be under way', async () => {
    const { token, tranId } = await chargePaidTwice('refund-down');
    fake.refundMode = 'down';
    fake.complete(tranId, 'success');
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'refund_pending' });
    expect(fake.refundOf(tranId)).toBeUndefined();
    fake.refundMode = 'normal';
    await check();
    expect(fake.refundOf(tranId)).toBeUndefined();

    // A minute on, the background check asks for it.
    const payment = (await api.store.onlinePayments.byTranId(tranId))!;
    const earlier: OnlinePayment = { ...payment, updatedAt: new Date(payment.updatedAt.getTime() - 120_000) };
    expect(await api.store.onlinePayments.moveOn(tranId, 'refund_pending', earlier)).toBe(true);
    await check();
    expect(fake.refundOf(tranId)).toMatchObject({ asked: 1, status: 'processing' });
    expect((await api.store.onlinePayments.byTranId(tranId))!.refundRefId).toBe(fake.refundOf(tranId)!.refundRefId);
    fake.refundOf(tranId)!.status = 'refunded';
    await check();
    expect((await read(token, tranId)).state).toBe('refunded');
  });

  it('expires a payment unconfirmed a day after it started, with why, and keeps a younger one pending', async () => {
    const token = await api.member('expire', { since: 1 });
    const actor = await useCasesOf(api.container).identifyCaller.execute(token);
    const lease = (await api.store.agreements.openFor(actor.email))!;
    const now = Date.now();
    const payment = (tranId: string, startedMsAgo: number): OnlinePayment => ({
      tranId,
      leaseId: lease.id,
      memberEmail: actor.email,
      memberName: 'Test expire',
      amount: poisha(100_000),
      state: 'pending',
      createdAt: new Date(now - startedMsAgo),
      updatedAt: new Date(now - startedMsAgo),
    });
    const suffix = Math.random().toString(36).slice(2, 10);
    const contradicted = `LVold${suffix}`;
    const unreported = `LVgone${suffix}`;
    const young = `LVyoung${suffix}`;
    await api.store.onlinePayments.add(payment(contradicted, CONFIRMATION_WINDOW_MS + 60_000));
    await api.store.onlinePayments.noteValidationId(contradicted, 'val-the-gateway-never-gave');
    await api.store.onlinePayments.add(payment(unreported, CONFIRMATION_WINDOW_MS + 60_000));
    await api.store.onlinePayments.add(payment(young, 60_000));
    await api.store.onlinePayments.noteValidationId(young, 'another-val-never-given');

    await check();
    expect(await read(token, contradicted)).toMatchObject({ state: 'expired' });
    expect((await api.store.onlinePayments.byTranId(contradicted))!.reason).toMatch(
      /^SSLCommerz did not confirm the payment within a day \(.*INVALID_TRANSACTION.*\)/,
    );
    expect(await read(token, unreported)).toMatchObject({ state: 'expired' });
    expect((await api.store.onlinePayments.byTranId(unreported))!.reason).toMatch(/never reported it/);
    expect(await read(token, young)).toMatchObject({ state: 'pending' });
    // Expired is not checked again.
    expect((await api.store.onlinePayments.pendingToCheck(100)).map((p) => p.tranId)).not.toContain(contradicted);
  });
});
