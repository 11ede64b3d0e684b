/**
 * Writes to one lease's books that race, through two server instances on one SQLite file or PostgreSQL schema (as two
 * processes of the building's server would): one bank reference recorded twice at once is stored once, one entry
 * voided twice at once is voided once, and a card payment and a cash payment for the same month at once are both kept,
 * the month settled once and the rest carried as credit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth, today } from '../../support/months.ts';
import { CARD_OK } from '../../security/support/world.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';

describe.each(SQL_DATABASES)('racing writes to the books, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  let admins: [string, string];
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
    admins = [await one.admin('race-admin-1'), await one.admin('race-admin-2')];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  const leaseOf = async (token: string) =>
    (await one.call('GET', '/api/agreements/user', { token })).body as { _id: string; rent: number };
  const booksOf = async (leaseId: string) =>
    (await two.call('GET', `/api/admin/books/${leaseId}`, { token: admins[0] })).body;
  const statuses = (replies: { status: number; body: { code?: string } }[]) =>
    replies.map((r) => (r.status < 300 ? r.status : `${r.status} ${r.body.code}`)).sort();

  it('stores once a bank reference that two admins record at once on two servers', async () => {
    const { _id: leaseId } = await leaseOf(await one.member('race-ref'));
    const transfer = { amount: 1500, paidOn: today(), method: 'bank', reference: 'EBL-90210' };
    const replies = await Promise.all(
      [one, two, one, two].map((api, i) =>
        api.call('POST', `/api/admin/books/${leaseId}/payments`, { token: admins[i % 2]!, body: transfer }),
      ),
    );
    expect(statuses(replies)).toEqual([201, ...Array(3).fill('409 LEDGER.DUPLICATE_REFERENCE')]);
    const books = await booksOf(leaseId);
    expect(books.credits.filter((c: { reference: string }) => c.reference === 'EBL-90210')).toHaveLength(1);
    expect(books.credit + books.owed - books.balance).toBe(0);
    expect(books.balance).toBe(books.lease.rent - 1500);
  });

  it('voids an entry once when two admins void it at once', async () => {
    const { _id: leaseId, rent } = await leaseOf(await one.member('race-void'));
    const cash = await one.call('POST', `/api/admin/books/${leaseId}/payments`, {
      token: admins[0],
      body: { amount: 800, paidOn: today(), method: 'cash' },
    });
    expect(cash.status).toBe(201);
    const replies = await Promise.all(
      [one, two, one, two].map((api, i) =>
        api.call('POST', `/api/admin/books/${leaseId}/entries/${cash.body.entryId}/void`, {
          token: admins[i % 2]!,
          body: { reason: `Attempt ${i + 1}: entered twice` },
        }),
      ),
    );
    expect(statuses(replies)).toEqual([201, ...Array(3).fill('409 LEDGER.ALREADY_VOIDED')]);
    const books = await booksOf(leaseId);
    expect(books.voided).toHaveLength(1);
    expect(books.voided[0].reason).toBe(replies.find((r) => r.status === 201)!.body.books.voided[0].reason);
    expect(books.balance).toBe(rent);
  });

  it('keeps a card payment and a cash payment for one month at once, settling the month once', async () => {
    const token = await one.member('race-card-cash');
    const { _id: leaseId, rent } = await leaseOf(token);
    const intent = await one.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: thisMonth() },
    });
    expect(intent.status).toBe(200);
    const [card, cash] = await Promise.all([
      one.call('POST', '/api/payments/sandbox/confirm', {
        token,
        body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
      }),
      two.call('POST', `/api/admin/books/${leaseId}/payments`, {
        token: admins[0],
        body: { amount: rent, paidOn: today(), method: 'cash' },
      }),
    ]);
    expect([card.status, cash.status]).toEqual([200, 201]);
    const books = await booksOf(leaseId);
    expect(books.charges).toEqual([
      expect.objectContaining({ kind: 'rent', month: thisMonth(), amount: rent, paid: rent, remaining: 0 }),
    ]);
    expect(books.credits.map((c: { method: string }) => c.method).sort()).toEqual(['card', 'cash']);
    // Charges less both credits: the second payment is carried as credit, never settling the month again.
    expect(books).toMatchObject({ balance: -rent, owed: 0, credit: rent });
    const dues = (await two.call('GET', '/api/payments/dues', { token })).body;
    expect(dues).toMatchObject({ owed: [], total: 0 });
    // Each payment has its own receipt.
    const receipts = books.credits.map((c: { receiptNumber: number }) => c.receiptNumber);
    expect(new Set(receipts).size).toBe(2);
  });
});
