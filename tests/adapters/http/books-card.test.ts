/**
 * Paying from the books by card, through the real HTTP stack on memory, SQLite and PostgreSQL: a member pays their
 * whole balance, or one charge they pick, priced by the server; the payment gets the next receipt, settles what it
 * was for and is recorded once however often it is reported; a charge paid meanwhile leaves the money as credit,
 * never lost and never refused; a former resident settles what they owe; nobody else can report it, and the rent
 * flow never records or refunds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { formatReceiptNumber } from '../../../domain/payments/payment.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, thisMonth, today } from '../../support/months.ts';
import { CARD_OK, pay } from '../../security/support/world.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

interface Charge {
  id: string;
  kind: string;
  month: string;
  remaining: number;
}
interface Credit {
  id: string;
  amount: number;
  method: string | null;
  reference: string | null;
  receiptNumber: number | null;
  unapplied: number;
}
interface Books {
  balance: number;
  owed: number;
  credit: number;
  charges: Charge[];
  credits: Credit[];
}

describe.each(STORES)('paying from the books by card on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('card-books-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const leaseOf = async (token: string) =>
    (await api.call('GET', '/api/agreements/user', { token })).body as { _id: string; userEmail: string; rent: number };
  const mine = async (token: string): Promise<Books> => (await api.call('GET', '/api/ledger/mine', { token })).body;
  const intent = (token: string, body: object = {}) => api.call('POST', '/api/ledger/mine/intents', { token, body });
  const confirm = (token: string, clientSecret: string) =>
    api.call('POST', '/api/payments/sandbox/confirm', { token, body: { clientSecret, card: CARD_OK } });
  const report = (token: string, transactionId: string) =>
    api.call('POST', '/api/ledger/mine/card-payments', { token, body: { transactionId } });
  const service = async (leaseId: string, month: string, amount: number) =>
    (
      await api.call('POST', `/api/admin/books/${leaseId}/charges`, {
        token: admin,
        body: { kind: 'service', month, amount },
      })
    ).body.entryId as string;

  /** Opens a payment, pays it with the test card (which records it, as a provider's webhook would) and reports it. */
  async function payFromBooks(token: string, body: object = {}) {
    const opened = await intent(token, body);
    expect(opened.status).toBe(200);
    expect((await confirm(token, opened.body.clientSecret)).status).toBe(200);
    const reported = await report(token, opened.body.intentId);
    expect(reported.status).toBe(201);
    return { opened: opened.body, reported: reported.body };
  }

  it('pays the whole balance with the next receipt, once however often it is reported, and tells the member', async () => {
    const token = await api.member('card-balance', { since: 1 });
    const { _id: leaseId, rent } = await leaseOf(token);
    const card = await pay(api.call, token, monthsAgo(1));
    await service(leaseId, thisMonth(), 1500.25);
    expect((await mine(token)).owed).toBe(rent + 1500.25);

    const { opened, reported } = await payFromBooks(token, { amount: rent + 1500.25 });
    expect(opened.amount).toBe(rent + 1500.25);
    expect(reported.receiptNumber).toBe(card.receiptNumber + 1);
    expect(reported.books).toMatchObject({ balance: 0, owed: 0, credit: 0 });
    const books = await mine(token);
    expect(books.charges.every((c) => c.remaining === 0)).toBe(true);
    expect(books.credits.find((c) => c.id === reported.entryId)).toMatchObject({
      amount: rent + 1500.25,
      method: 'card',
      reference: opened.intentId,
      receiptNumber: card.receiptNumber + 1,
      unapplied: 0,
    });

    // The browser reporting it again (or the webhook after it) answers the same entry and writes nothing.
    const again = await report(token, opened.intentId);
    expect(again.body).toMatchObject({ entryId: reported.entryId, receiptNumber: reported.receiptNumber });
    expect(
      (await mine(token)).credits.filter((c) => c.method === 'card' && c.reference === opened.intentId),
    ).toHaveLength(1);

    // Its receipt reads like any other, and the member was told.
    const receipt = await api.call('GET', `/api/payments/receipts/${reported.receiptNumber}`, { token });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      totalPaid: rent + 1500.25,
      method: 'card',
      transactionId: opened.intentId,
      month: null,
    });
    const subjects = (await api.call('GET', '/api/notifications', { token })).body.items.map(
      (n: { subject: string }) => n.subject,
    );
    expect(subjects).toContain(
      `Payment received: ${new Intl.NumberFormat('en').format(rent + 1500.25)} taka by card (receipt ${formatReceiptNumber(reported.receiptNumber)})`,
    );

    // Nothing is owed now: a new payment is refused before any card is asked for.
    const nothing = await intent(token);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ code: 'PAYMENT.NOTHING_OWED' });
  });

  it('pays the one charge the member picks, leaving the rest owed', async () => {
    const token = await api.member('card-charge', { since: 1 });
    const { _id: leaseId, rent } = await leaseOf(token);
    const gas = await service(leaseId, monthsAgo(1), 640);
    const { opened } = await payFromBooks(token, { forCharge: gas, amount: 640 });
    expect(opened.amount).toBe(640);
    const books = await mine(token);
    expect(books.charges.find((c) => c.id === gas)?.remaining).toBe(0);
    // The older rent was not touched: a named payment settles its charge first.
    expect(books.charges.filter((c) => c.kind === 'rent').map((c) => c.remaining)).toEqual([rent, rent]);
    expect(books.owed).toBe(2 * rent);
  });

  it('refuses a stale amount, an unknown charge and a paid one before any card is asked for', async () => {
    const token = await api.member('card-refusals', { since: 0 });
    const { _id: leaseId, rent } = await leaseOf(token);
    const stale = await intent(token, { amount: rent - 1 });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'PAYMENT.AMOUNT_MISMATCH' });
    expect(stale.body.message).toContain(new Intl.NumberFormat('en').format(rent));
    const unknown = await intent(token, { forCharge: 'rent:elsewhere:2020-01' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('forCharge');
    const badAmount = await intent(token, { amount: 10.001 });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.fields).toHaveProperty('amount');
    const water = await service(leaseId, thisMonth(), 300);
    await api.call('POST', `/api/admin/books/${leaseId}/payments`, {
      token: admin,
      body: { amount: 300, paidOn: today(), method: 'cash', forCharge: water },
    });
    const paid = await intent(token, { forCharge: water });
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ code: 'PAYMENT.NOTHING_OWED' });
  });

  it('keeps the money as credit when the charge was paid at the desk meanwhile', async () => {
    const token = await api.member('card-meanwhile', { since: 0 });
    const { _id: leaseId, rent } = await leaseOf(token);
    const opened = (await intent(token, { forCharge: `rent:${leaseId}:${thisMonth()}` })).body;
    await api.call('POST', `/api/admin/books/${leaseId}/payments`, {
      token: admin,
      body: { amount: rent, paidOn: today(), method: 'cash' },
    });
    expect((await confirm(token, opened.clientSecret)).status).toBe(200);
    const reported = await report(token, opened.intentId);
    expect(reported.status).toBe(201);
    expect(reported.body.books).toMatchObject({ balance: -rent, owed: 0, credit: rent });
  });

  it('lets nobody else report it, and the rent flow neither records nor refunds it', async () => {
    const token = await api.member('card-owner', { since: 0 });
    const other = await api.member('card-other', { since: 0 });
    const opened = (await intent(token)).body;
    expect((await confirm(token, opened.clientSecret)).status).toBe(200);
    const stolen = await report(other, opened.intentId);
    expect(stolen.status).toBe(403);
    const asRent = await api.call('POST', '/api/payments', {
      token,
      body: { transactionId: opened.intentId, month: thisMonth() },
    });
    expect(asRent.status).toBe(403);
    expect(asRent.body).toMatchObject({ code: 'PAYMENT.INTENT_MISMATCH' });
    expect((await api.call('GET', '/api/payments/user', { token })).body).toEqual([]);
    // Still the member's, recorded once, not refunded.
    const mineNow = await mine(token);
    expect(mineNow).toMatchObject({ owed: 0 });
    expect(mineNow.credits.filter((c) => c.reference === opened.intentId)).toHaveLength(1);
  });

  it('lets a former resident settle what they owe under the ended lease', async () => {
    const token = await api.member('card-former', { since: 2 });
    const { userEmail, rent } = await leaseOf(token);
    await api.call('PATCH', `/api/admin/members/${encodeURIComponent(userEmail)}/demote`, { token: admin });
    const owed = (await mine(token)).owed;
    expect(owed).toBe(3 * rent);
    const { reported } = await payFromBooks(token, { amount: owed });
    expect(reported.books).toMatchObject({ balance: 0, lease: { current: false } });
  });

  it('records a payment once when the browser and the card confirmation report it at once', async () => {
    const token = await api.member('card-race', { since: 0 });
    const opened = (await intent(token)).body;
    const [confirmed, reported] = await Promise.all([
      confirm(token, opened.clientSecret),
      (async () => {
        // The browser reports as soon as the card went through, racing the confirmation's own recording.
        for (;;) {
          const res = await report(token, opened.intentId);
          if (res.status !== 400 && res.status !== 402 && res.body?.code !== 'PAYMENT.INTENT_NOT_SUCCEEDED') return res;
        }
      })(),
    ]);
    expect(confirmed.status).toBe(200);
    expect(reported.status).toBe(201);
    const credits = (await mine(token)).credits.filter((c) => c.reference === opened.intentId);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.receiptNumber).toBe(reported.body.receiptNumber);
  });
});
