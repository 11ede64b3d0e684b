/**
 * Paying the books through SSLCommerz (the fake gateway on 127.0.0.1), through the real HTTP stack on memory, SQLite
 * and PostgreSQL: the server prices the payment from the books and opens the checkout; the payment is recorded once,
 * and only once the validation API confirms it, whether the browser's return or the IPN comes first or is repeated;
 * a failed or cancelled checkout records nothing; a forged or contradicted report records nothing and is refused;
 * a validation API that does not answer leaves the payment pending until the background check records it; a gateway
 * that is down when the checkout opens leaves nothing behind.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { useCasesOf } from '../../../adapters/container.ts';
import { NO_PHONE } from '../../../adapters/sslcommerz/sslcommerz-gateway.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { FAKE_STORE_ID, startFakeSslCommerz, type FakeSslCommerz } from '../../support/fake-sslcommerz.ts';
import { browserBack, fakeGatewayClient } from '../../support/online-payments.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

interface Credit {
  amount: number;
  method: string | null;
  reference: string | null;
  receiptNumber: number | null;
}
interface Books {
  owed: number;
  charges: { id: string; kind: string; remaining: number }[];
  credits: Credit[];
}

describe.each(STORES)('paying the books through SSLCommerz on $name', (store) => {
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
    fake.sessionMode = 'normal';
    fake.validationMode = 'normal';
    fake.forge = undefined;
    fake.cardType = 'BKASH-BKash';
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
    await db.drop();
  });

  const books = async (token: string): Promise<Books> => (await api.call('GET', '/api/ledger/mine', { token })).body;
  const paidOnline = async (token: string, tranId: string) =>
    (await books(token)).credits.filter((c) => c.reference === tranId);
  const start = (token: string, body: object = {}) => api.call('POST', '/api/online-payments', { token, body });
  const read = (token: string, tranId: string) => api.call('GET', `/api/online-payments/${tranId}`, { token });
  const back = (kind: 'success' | 'fail' | 'cancel', fields: Record<string, string>) =>
    browserBack(api.url, kind, fields);

  /** A member who owes rent, and the payment of their whole balance they started. */
  async function started(label: string) {
    const token = await api.member(label, { since: 1 });
    const owed = (await books(token)).owed;
    const opened = await start(token, { amount: owed });
    expect(opened.status).toBe(200);
    return { token, owed, tranId: opened.body.tranId as string, pageUrl: opened.body.pageUrl as string };
  }

  it('says on /api/config that the channel is on', async () => {
    expect((await api.call('GET', '/api/config')).body.onlinePayments).toEqual({ sslcommerz: true });
  });

  it('opens the checkout at the gateway for what the books say is owed, and records nothing yet', async () => {
    const { token, owed, tranId, pageUrl } = await started('ssl-open');
    expect(pageUrl.startsWith(`${fake.url}/gwprocess/v4/gw.php`)).toBe(true);
    const sent = fake.session(tranId)!.form;
    expect(sent).toMatchObject({
      store_id: FAKE_STORE_ID,
      total_amount: owed.toFixed(2),
      currency: 'BDT',
      tran_id: tranId,
      success_url: `${api.url}/api/online-payments/gateway/success`,
      fail_url: `${api.url}/api/online-payments/gateway/fail`,
      cancel_url: `${api.url}/api/online-payments/gateway/cancel`,
      ipn_url: `${api.url}/api/online-payments/gateway/ipn`,
      product_profile: 'non-physical-goods',
    });
    expect(sent.cus_email).toMatch(/ssl-open/);
    expect((await read(token, tranId)).body).toMatchObject({
      tranId,
      state: 'pending',
      amount: owed,
      receiptNumber: null,
    });
    expect(await paidOnline(token, tranId)).toEqual([]);
  });

  it('sends the member’s mobile number from their tenant details, and a placeholder the gateway takes without one', async () => {
    const token = await api.member('ssl-phone', { since: 1 });
    const actor = await useCasesOf(api.container).identifyCaller.execute(token);
    const lease = (await api.store.agreements.openFor(actor.email))!;
    await api.store.uow.run(() =>
      api.store.tenantDetails.add(lease.id, {
        phone: '01712345678',
        nid: '1234567890',
        fatherName: 'Karim Rahman',
        permanentAddress: 'Sylhet',
        previousAddress: 'Mirpur, Dhaka',
        household: [],
        emergencyName: 'Rina Rahman',
        emergencyRelation: 'Sister',
        emergencyPhone: '01812345678',
      }),
    );
    const withPhone = (await start(token)).body.tranId as string;
    expect(fake.session(withPhone)!.form.cus_phone).toBe('01712345678');
    const { tranId } = await started('ssl-no-phone');
    expect(fake.session(tranId)!.form.cus_phone).toBe(NO_PHONE);
  });

  it('records a payment the browser brings back once the validation API confirms it, and sends the browser on', async () => {
    const { token, owed, tranId } = await started('ssl-success');
    const returned = await back('success', fake.complete(tranId, 'success'));
    expect(returned.status).toBe(303);
    expect(returned.location).toBe(`/dashboard/my-account/online-payment/${tranId}`);
    const payment = (await read(token, tranId)).body;
    expect(payment).toMatchObject({ state: 'paid', amount: owed });
    expect(payment.receiptNumber).toEqual(expect.any(Number));
    const credits = await paidOnline(token, tranId);
    expect(credits).toEqual([
      expect.objectContaining({ amount: owed, method: 'bkash', receiptNumber: payment.receiptNumber }),
    ]);
    expect((await books(token)).owed).toBe(0);
  });

  it('records it once when the IPN comes before the browser, and once when the IPN is replayed', async () => {
    const { token, tranId } = await started('ssl-ipn-first');
    fake.cardType = 'NAGAD-Nagad';
    fake.complete(tranId, 'success');
    const ipn = await fake.sendIpn(tranId);
    expect(ipn).toEqual({ status: 200, body: { tranId, state: 'paid' } });
    expect((await back('success', fake.complete(tranId, 'success'))).status).toBe(303);
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'paid' });
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'paid' });
    const credits = await paidOnline(token, tranId);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.method).toBe('nagad');
  });

  it('records it once when the IPN comes after the browser', async () => {
    const { token, tranId } = await started('ssl-ipn-after');
    fake.cardType = 'VISA-Dutch Bangla';
    expect((await back('success', fake.complete(tranId, 'success'))).status).toBe(303);
    expect((await fake.sendIpn(tranId)).body).toEqual({ tranId, state: 'paid' });
    const credits = await paidOnline(token, tranId);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.method).toBe('card');
  });

  it('records nothing for a failed or a cancelled checkout, and says so', async () => {
    const failed = await started('ssl-fail');
    const f = await back('fail', fake.complete(failed.tranId, 'fail'));
    expect(f).toMatchObject({ status: 303, location: `/dashboard/my-account/online-payment/${failed.tranId}` });
    expect((await read(failed.token, failed.tranId)).body.state).toBe('failed');
    expect((await fake.sendIpn(failed.tranId)).body).toEqual({ tranId: failed.tranId, state: 'failed' });
    expect(await paidOnline(failed.token, failed.tranId)).toEqual([]);

    const cancelled = await started('ssl-cancel');
    expect((await back('cancel', fake.complete(cancelled.tranId, 'cancel'))).status).toBe(303);
    expect((await read(cancelled.token, cancelled.tranId)).body.state).toBe('cancelled');
    expect(await paidOnline(cancelled.token, cancelled.tranId)).toEqual([]);
    expect((await books(cancelled.token)).owed).toBe(cancelled.owed);
  });

  it.each([
    ['a status the validation API does not confirm', { status: 'INVALID_TRANSACTION' }],
    ['another amount', { amount: '10.00' }],
    ['another currency', { currency: 'USD' }],
    ['another transaction', { tran_id: 'LVsomeoneelse' }],
    ['a risky payment', { risk_level: '1' }],
  ])('records nothing and answers 409 when the validation API contradicts the IPN: %s', async (_, forgery) => {
    const { token, tranId } = await started('ssl-forged');
    fake.complete(tranId, 'success');
    fake.forge = forgery;
    const ipn = await fake.sendIpn(tranId);
    expect(ipn.status).toBe(409);
    expect(ipn.body).toMatchObject({ code: 'ONLINEPAYMENT.NOT_VALIDATED' });
    expect((await read(token, tranId)).body.state).toBe('pending');
    expect(await paidOnline(token, tranId)).toEqual([]);
  });

  it('refuses a forged IPN whose validation id the gateway never gave, and one for an unknown payment', async () => {
    const { token, tranId } = await started('ssl-forged-ipn');
    fake.complete(tranId, 'fail');
    const forged = await fake.sendIpn(tranId, { tran_id: tranId, val_id: 'made-up-val-id', status: 'VALID' });
    expect(forged.status).toBe(409);
    expect(forged.body).toMatchObject({ code: 'ONLINEPAYMENT.NOT_VALIDATED' });
    const unknown = await fake.sendIpn(tranId, { tran_id: 'LVnosuchpayment', val_id: 'x', status: 'VALID' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ONLINEPAYMENT.NOT_FOUND' });
    expect((await back('success', { tran_id: 'LVnosuchpayment', val_id: 'x' })).status).toBe(404);
    const noId = await fake.sendIpn(tranId, { status: 'VALID' });
    expect(noId.status).toBe(400);
    expect(await paidOnline(token, tranId)).toEqual([]);
  });

  it('leaves the payment pending while the validation API does not answer, and the background check records it', async () => {
    const { token, owed, tranId } = await started('ssl-timeout');
    const fields = fake.complete(tranId, 'success');
    fake.validationMode = 'slow';
    fake.slowMs = 1_500;
    const returned = await back('success', fields);
    expect(returned).toMatchObject({ status: 303, location: `/dashboard/my-account/online-payment/${tranId}` });
    expect((await read(token, tranId)).body.state).toBe('pending');
    const ipn = await fake.sendIpn(tranId);
    expect(ipn.status).toBe(502);
    expect(ipn.body).toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
    expect(await paidOnline(token, tranId)).toEqual([]);

    const check = useCasesOf(api.container).checkPendingOnlinePayments;
    fake.validationMode = 'down';
    await check.execute();
    expect((await read(token, tranId)).body.state).toBe('pending');
    fake.validationMode = 'normal';
    expect(await check.execute()).toBeGreaterThanOrEqual(1);
    expect((await read(token, tranId)).body.state).toBe('paid');
    expect(await paidOnline(token, tranId)).toEqual([expect.objectContaining({ amount: owed })]);
    expect(await check.execute()).toBe(0);
  });

  it.each(['down', 'slow', 'reset'] as const)(
    'answers 502 and keeps nothing when the gateway is %s as the checkout opens',
    async (mode) => {
      const token = await api.member(`ssl-${mode}`, { since: 1 });
      const before = await books(token);
      fake.sessionMode = mode;
      fake.slowMs = 1_500;
      const opened = await start(token);
      expect(opened.status).toBe(502);
      expect(opened.body).toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
      expect(await books(token)).toEqual(before);
    },
  );

  it('prices one chosen charge, names it on the credit, and refuses a client that expected another amount', async () => {
    const token = await api.member('ssl-charge', { since: 1 });
    const charge = (await books(token)).charges.find((c) => c.remaining > 0)!;
    const wrong = await start(token, { forCharge: charge.id, amount: charge.remaining + 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'PAYMENT.AMOUNT_MISMATCH' });
    const opened = await start(token, { forCharge: charge.id });
    expect(opened.body.amount).toBe(charge.remaining);
    const { tranId } = opened.body;
    expect((await back('success', fake.complete(tranId, 'success'))).status).toBe(303);
    expect((await read(token, tranId)).body).toMatchObject({ state: 'paid', forCharge: charge.id });
    expect(await paidOnline(token, tranId)).toEqual([expect.objectContaining({ amount: charge.remaining })]);
    expect((await books(token)).charges.find((c) => c.id === charge.id)!.remaining).toBe(0);
  });

  it('records it once when the return address is opened twice, and a later fail or cancel return changes nothing', async () => {
    const { token, tranId } = await started('ssl-twice');
    const fields = fake.complete(tranId, 'success');
    expect((await back('success', fields)).status).toBe(303);
    expect((await back('success', fields)).status).toBe(303);
    expect((await back('fail', { ...fields, status: 'FAILED' })).status).toBe(303);
    expect((await back('cancel', { ...fields, status: 'CANCELLED' })).status).toBe(303);
    expect((await read(token, tranId)).body.state).toBe('paid');
    expect(await paidOnline(token, tranId)).toHaveLength(1);
  });

  it('refuses to open a checkout for a charge already settled, and keeps nothing', async () => {
    const token = await api.member('ssl-settled-charge', { since: 1 });
    const charge = (await books(token)).charges.find((c) => c.remaining > 0)!;
    const opened = await start(token, { forCharge: charge.id });
    expect((await back('success', fake.complete(opened.body.tranId, 'success'))).status).toBe(303);
    const before = await books(token);
    const again = await start(token, { forCharge: charge.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PAYMENT.NOTHING_OWED' });
    expect(await books(token)).toEqual(before);
  });

  it('shows a payment to its payer only, and refuses to start one for nothing owed', async () => {
    const { tranId } = await started('ssl-own');
    const other = await api.member('ssl-other');
    expect((await read(other, tranId)).status).toBe(404);
    const paid = await started('ssl-settled');
    expect((await back('success', fake.complete(paid.tranId, 'success'))).status).toBe(303);
    const nothing = await start(paid.token);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ code: 'PAYMENT.NOTHING_OWED' });
  });
});

describe('without SSLCommerz configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('does not offer the channel, and starting a payment is refused', async () => {
    expect((await api.call('GET', '/api/config')).body.onlinePayments).toEqual({ sslcommerz: false });
    const token = await api.member('ssl-off', { since: 1 });
    const opened = await api.call('POST', '/api/online-payments', { token, body: {} });
    expect(opened.status).toBe(404);
    expect(opened.body).toMatchObject({ code: 'ONLINEPAYMENT.OFF' });
  });
});
