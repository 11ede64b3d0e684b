/**
 * The building's books through the real HTTP stack, on memory, SQLite and PostgreSQL: an admin records money received
 * in cash or by bKash (the next receipt numbers after the card payments', the resident told, the audit log written),
 * adds a charge and voids a mistake; the resident's own books settle the oldest rent first, keep a partial payment's
 * remainder on its month and an over-payment as credit; a month's statement adds up; the arrears list ages what is
 * owed; a month paid in cash is paid for Make Payment too. Every refusal is a 4xx that says which field and writes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { addMonths, dayIn, formatMonth } from '../../../domain/shared/month.ts';
import { formatReceiptNumber } from '../../../domain/payments/payment.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, nextMonth, thisMonth, today } from '../../support/months.ts';
import { pay } from '../../security/support/world.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

/** Tomorrow in the building's time zone. */
const tomorrow = () => dayIn(new Date(Date.now() + 86_400_000), 'Asia/Dhaka');
const taka = (amount: number) => new Intl.NumberFormat('en').format(amount);

interface Charge {
  id: string;
  kind: string;
  month: string;
  label: string;
  amount: number;
  paid: number;
  remaining: number;
}
interface Credit {
  id: string;
  kind: string;
  amount: number;
  method: string | null;
  reference: string | null;
  receiptNumber: number | null;
  unapplied: number;
}

describe.each(STORES)('the books over HTTP on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('books-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const leaseOf = async (token: string) =>
    (await api.call('GET', '/api/agreements/user', { token })).body as { _id: string; userEmail: string; rent: number };
  const mine = async (token: string) => {
    const res = await api.call('GET', '/api/ledger/mine', { token });
    expect(res.status).toBe(200);
    return res.body as { balance: number; owed: number; credit: number; charges: Charge[]; credits: Credit[] } & {
      voided: { id: string; entry: object; reason: string; by: string }[];
      lease: { leaseId: string; current: boolean; endMonth: string | null };
      ageing: Record<string, number>;
    };
  };
  const booksOf = async (leaseId: string) =>
    (await api.call('GET', `/api/admin/books/${leaseId}`, { token: admin })).body;
  const record = (leaseId: string, body: object) =>
    api.call('POST', `/api/admin/books/${leaseId}/payments`, { token: admin, body });
  const charge = (leaseId: string, body: object) =>
    api.call('POST', `/api/admin/books/${leaseId}/charges`, { token: admin, body });
  const voidEntry = (leaseId: string, entryId: string, reason = 'Written in error') =>
    api.call('POST', `/api/admin/books/${leaseId}/entries/${encodeURIComponent(entryId)}/void`, {
      token: admin,
      body: { reason },
    });
  const rentOf = (books: { charges: Charge[] }, month: string) =>
    books.charges.find((c) => c.kind === 'rent' && c.month === month);
  const remove = (email: string) =>
    api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin });

  /** Sends a write the books must refuse, and checks that they read the same afterwards. */
  async function refused(leaseId: string, send: () => ReturnType<TestApi['call']>) {
    const before = await booksOf(leaseId);
    const res = await send();
    expect(await booksOf(leaseId)).toEqual(before);
    return res;
  }

  it('records cash and bKash with the next receipts, settling the oldest rent first, and tells the resident', async () => {
    const token = await api.member('books-cash', { since: 2 });
    const { _id: leaseId, userEmail, rent } = await leaseOf(token);
    const card = await pay(api.call, token, monthsAgo(1));
    const fresh = await mine(token);
    expect(fresh.charges.map((c) => [c.month, c.remaining])).toEqual([
      [monthsAgo(2), rent],
      [monthsAgo(1), 0],
      [thisMonth(), rent],
    ]);
    expect(fresh).toMatchObject({ balance: 2 * rent, owed: 2 * rent, credit: 0 });

    // Part of the oldest month, in cash: the rest of it stays owed there.
    const cash = await record(leaseId, { amount: 1000, paidOn: today(), method: 'cash' });
    expect(cash.status).toBe(201);
    expect(cash.body.receiptNumber).toBe(card.receiptNumber + 1);
    const partial = await mine(token);
    expect(rentOf(partial, monthsAgo(2))).toMatchObject({ paid: 1000, remaining: rent - 1000 });
    expect(rentOf(partial, thisMonth())).toMatchObject({ paid: 0, remaining: rent });
    expect(partial.balance).toBe(2 * rent - 1000);
    expect(partial.credits.find((c) => c.id === cash.body.entryId)).toMatchObject({
      kind: 'payment',
      amount: 1000,
      method: 'cash',
      reference: null,
      receiptNumber: card.receiptNumber + 1,
      unapplied: 0,
    });
    // A month paid in part is still owed, so Make Payment still takes it.
    expect(
      (await api.call('GET', '/api/payments/dues', { token })).body.owed.map((o: { month: string }) => o.month),
    ).toEqual([monthsAgo(2), thisMonth()]);

    // More than is owed, by bKash: the oldest month, then this one, and the rest is credit.
    const over = rent - 1000 + rent + 500;
    const bkash = await record(leaseId, { amount: over, paidOn: today(), method: 'bkash', reference: 'BK-7731' });
    expect(bkash.status).toBe(201);
    expect(bkash.body.receiptNumber).toBe(card.receiptNumber + 2);
    const settled = await mine(token);
    expect(settled.charges.every((c) => c.remaining === 0)).toBe(true);
    expect(settled).toMatchObject({ balance: -500, owed: 0, credit: 500 });
    expect(settled.credits.find((c) => c.id === bkash.body.entryId)).toMatchObject({
      method: 'bkash',
      reference: 'BK-7731',
      receiptNumber: card.receiptNumber + 2,
      unapplied: 500,
    });
    expect(bkash.body.books).toEqual(await booksOf(leaseId));

    // The resident is told of each, with the amount and the receipt.
    const inbox = (await api.call('GET', '/api/notifications', { token })).body.items as { subject: string }[];
    const subjects = inbox.map((n) => n.subject);
    expect(subjects).toContain(
      `Payment received: ${taka(1000)} taka by cash (receipt ${formatReceiptNumber(card.receiptNumber + 1)})`,
    );
    expect(subjects).toContain(
      `Payment received: ${taka(over)} taka by bKash (receipt ${formatReceiptNumber(card.receiptNumber + 2)})`,
    );
    // The audit log has both, under the lease.
    const log = (await api.call('GET', '/api/admin/audit-log?action=ledger.payment', { token: admin })).body.entries;
    expect(
      log.filter((e: { subject: string }) => e.subject === leaseId).map((e: { after: object }) => e.after),
    ).toEqual([
      { amount: over, method: 'bkash', reference: 'BK-7731', paidOn: today(), receipt: card.receiptNumber + 2 },
      { amount: 1000, method: 'cash', reference: null, paidOn: today(), receipt: card.receiptNumber + 1 },
    ]);
    expect(userEmail).toBe((await booksOf(leaseId)).lease.memberEmail);

    // The months the books show settled are paid for the card flow too.
    const dues = (await api.call('GET', '/api/payments/dues', { token })).body;
    expect(dues).toMatchObject({ owed: [], total: 0 });
    for (const month of [monthsAgo(2), thisMonth()]) {
      const intent = await api.call('POST', '/api/payments/create-payment-intent', { token, body: { month } });
      expect(intent.status).toBe(409);
      expect(intent.body).toMatchObject({
        code: 'PAYMENT.MONTH_ALREADY_PAID',
        message: `Payment for ${formatMonth(month)} already exists!`,
      });
    }
    expect((await api.call('GET', '/api/payments/user', { token })).body).toHaveLength(1);
  });

  it('shows a charge with its words and month, and a void puts the debt back and lists why', async () => {
    const token = await api.member('books-void', { since: 1 });
    const { _id: leaseId, rent } = await leaseOf(token);
    const gas = await charge(leaseId, { kind: 'gas', month: monthsAgo(1), label: 'Gas, October meter', amount: 850.5 });
    expect(gas.status).toBe(201);
    expect(gas.body.receiptNumber).toBeNull();
    const withGas = await mine(token);
    expect(withGas.charges.find((c) => c.id === gas.body.entryId)).toEqual({
      id: gas.body.entryId,
      kind: 'gas',
      month: monthsAgo(1),
      label: 'Gas, October meter',
      amount: 850.5,
      paid: 0,
      remaining: 850.5,
    });
    // Rent first within a month, then the month's other charges.
    expect(withGas.charges.map((c) => c.kind)).toEqual(['rent', 'gas', 'rent']);
    expect(withGas.balance).toBe(2 * rent + 850.5);
    const unlabelled = await charge(leaseId, { kind: 'water', month: thisMonth(), amount: 300 });
    expect((await mine(token)).charges.find((c) => c.id === unlabelled.body.entryId)?.label).toBe('Water bill');

    const cash = await record(leaseId, { amount: rent, paidOn: today(), method: 'cash', note: 'At the desk' });
    expect((await mine(token)).balance).toBe(rent + 850.5 + 300);
    const voided = await voidEntry(leaseId, cash.body.entryId, 'Counted twice');
    expect(voided.status).toBe(201);
    const after = await mine(token);
    expect(after.balance).toBe(2 * rent + 850.5 + 300);
    expect(rentOf(after, monthsAgo(1))).toMatchObject({ paid: 0, remaining: rent });
    expect(after.credits.map((c) => c.id)).not.toContain(cash.body.entryId);
    expect(after.voided).toEqual([
      {
        id: cash.body.entryId,
        entry: { type: 'credit', kind: 'payment', paidOn: today(), amount: rent },
        reason: 'Counted twice',
        by: expect.stringMatching(/^books-admin-/),
        at: expect.any(String),
      },
    ]);
    const voidLog = (await api.call('GET', '/api/admin/audit-log?action=ledger.void', { token: admin })).body.entries;
    expect(voidLog.find((e: { subject: string }) => e.subject === leaseId)).toMatchObject({
      before: { entry: `payment ${today()}`, amount: rent },
      after: { reason: 'Counted twice' },
    });

    // What cannot be voided, each refused with nothing written.
    const card = await pay(api.call, token, thisMonth());
    const cardCredit = (await mine(token)).credits.find((c) => c.method === 'card')!;
    expect(cardCredit.receiptNumber).toBe(card.receiptNumber);
    const cases: [string, number, string][] = [
      [cash.body.entryId, 409, 'LEDGER.ALREADY_VOIDED'],
      [voided.body.entryId, 409, 'LEDGER.NOT_VOIDABLE'],
      [cardCredit.id, 409, 'LEDGER.NOT_VOIDABLE'],
      [rentOf(after, monthsAgo(1))!.id, 409, 'LEDGER.NOT_VOIDABLE'],
      ['no-such-entry', 404, 'LEDGER.ENTRY_NOT_FOUND'],
    ];
    for (const [entryId, status, code] of cases) {
      const res = await refused(leaseId, () => voidEntry(leaseId, entryId));
      expect([entryId, res.status, res.body.code]).toEqual([entryId, status, code]);
    }
    const noReason = await refused(leaseId, () => voidEntry(leaseId, gas.body.entryId, '   '));
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fields)).toEqual(['reason']);

    // A charge voided is owed no more.
    expect((await voidEntry(leaseId, gas.body.entryId, 'Meter misread')).status).toBe(201);
    expect((await mine(token)).balance).toBe(rent + 300);
  });

  it('states a month: what was carried in, each line with its balance, what is carried out', async () => {
    const token = await api.member('books-statement', { since: 2 });
    const { _id: leaseId, rent } = await leaseOf(token);
    await charge(leaseId, { kind: 'service', month: monthsAgo(1), amount: 1200 });
    await record(leaseId, { amount: 2500, paidOn: today(), method: 'nagad', reference: 'NG-1' });
    await pay(api.call, token, monthsAgo(2));
    let carried = 0;
    for (const month of [monthsAgo(2), monthsAgo(1), thisMonth()]) {
      const res = await api.call('GET', `/api/ledger/mine/statement?month=${month}`, { token });
      expect(res.status).toBe(200);
      const s = res.body as {
        opening: number;
        closing: number;
        lines: { type: string; amount: number; balance: number; kind: string }[];
      };
      expect(s.opening, month).toBe(carried);
      let running = s.opening;
      for (const line of s.lines) {
        running = Math.round((running + (line.type === 'charge' ? line.amount : -line.amount)) * 100) / 100;
        expect(line.balance).toBe(running);
      }
      expect(s.closing).toBe(running);
      carried = s.closing;
      expect(
        await api.call('GET', `/api/admin/books/${leaseId}/statement?month=${month}`, { token: admin }),
      ).toMatchObject({ status: 200, body: res.body });
    }
    // The last month's closing balance is the books' balance.
    expect(carried).toBe((await mine(token)).balance);
    expect(carried).toBe(2 * rent + 1200 - 2500);
    const thisMonthLines = (await api.call('GET', `/api/ledger/mine/statement?month=${thisMonth()}`, { token })).body
      .lines;
    expect(thisMonthLines.map((l: { type: string; kind: string }) => `${l.type}:${l.kind}`)).toEqual([
      'charge:rent',
      'credit:payment',
      'credit:payment',
    ]);

    for (const month of [monthsAgo(3), nextMonth()]) {
      const outside = await api.call('GET', `/api/ledger/mine/statement?month=${month}`, { token });
      expect(outside.status, month).toBe(400);
      expect(outside.body.fields.month).toBe(
        `Pick a month from ${formatMonth(monthsAgo(2))} to ${formatMonth(thisMonth())}`,
      );
    }
    const notAMonth = await api.call('GET', `/api/ledger/mine/statement?month=soon`, { token });
    expect([notAMonth.status, notAMonth.body.code]).toEqual([400, 'VALIDATION.INVALID_INPUT']);
  });

  it('lists what each lease owes by age, most owed first', async () => {
    const token = await api.member('books-arrears', { since: 4 });
    const { _id: leaseId, rent } = await leaseOf(token);
    const res = await api.call('GET', '/api/admin/books', { token: admin });
    expect(res.status).toBe(200);
    const rows = res.body.rows as { lease: { leaseId: string }; owed: number; ageing: Record<string, number> }[];
    const row = rows.find((r) => r.lease.leaseId === leaseId)!;
    expect(row.owed).toBe(5 * rent);
    expect(Object.values(row.ageing).reduce((a, b) => a + b, 0)).toBe(5 * rent);
    // Four months ago was due well over 90 days ago; this month's rent is due within the month.
    expect(row.ageing['90+']).toBeGreaterThanOrEqual(rent);
    expect(row.ageing['0-30']).toBeGreaterThanOrEqual(rent);
    expect(row.ageing).toEqual((await mine(token)).ageing);
    const owed = rows.map((r) => r.owed);
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    expect(res.body.totals.owed).toBe(owed.reduce((a, b) => a + b, 0));

    // Paying the oldest months moves the debt to the younger buckets.
    await record(leaseId, { amount: 2 * rent, paidOn: today(), method: 'cash' });
    const paid = (await api.call('GET', '/api/admin/books', { token: admin })).body.rows.find(
      (r: { lease: { leaseId: string } }) => r.lease.leaseId === leaseId,
    );
    expect(paid.owed).toBe(3 * rent);
    expect(paid.ageing['90+']).toBe(0);
  });

  it('refuses a payment or charge that breaks a rule, saying which field, and writes nothing', async () => {
    const token = await api.member('books-refusals', { since: 1 });
    const { _id: leaseId } = await leaseOf(token);
    const ok = { amount: 500, paidOn: today(), method: 'cash' };
    const fieldOf = async (res: Promise<{ status: number; body: any }>) => {
      const { status, body } = await res;
      return [status, body.code, Object.keys(body.fields ?? {})];
    };
    const bad: [object, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -100 }, 'amount'],
      [{ amount: 10_000_000.01 }, 'amount'],
      [{ amount: 12.345 }, 'amount'],
      [{ amount: '500' }, 'amount'],
      [{ paidOn: tomorrow() }, 'paidOn'],
      [{ paidOn: `${addMonths(monthsAgo(1), -1)}-28` }, 'paidOn'],
      [{ paidOn: '12/11/2026' }, 'paidOn'],
      [{ method: 'bank' }, 'reference'],
      [{ method: 'cheque', reference: '  ' }, 'reference'],
      [{ method: 'card', reference: 'pi_1' }, 'method'],
    ];
    for (const [change, field] of bad) {
      expect([change, await fieldOf(refused(leaseId, () => record(leaseId, { ...ok, ...change })))]).toEqual([
        change,
        [400, 'VALIDATION.INVALID_INPUT', [field]],
      ]);
    }
    // The largest amount and the lease's first day are allowed.
    expect((await record(leaseId, { ...ok, amount: 10_000_000 })).status).toBe(201);
    expect((await record(leaseId, { ...ok, paidOn: `${monthsAgo(1)}-01` })).status).toBe(201);

    const gas = { kind: 'gas', month: thisMonth(), amount: 100 };
    const badCharges: [object, string][] = [
      [{ kind: 'rent' }, 'kind'],
      [{ kind: 'parking' }, 'kind'],
      [{ month: monthsAgo(2) }, 'month'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 1.001 }, 'amount'],
    ];
    for (const [change, field] of badCharges) {
      expect([change, await fieldOf(refused(leaseId, () => charge(leaseId, { ...gas, ...change })))]).toEqual([
        change,
        [400, 'VALIDATION.INVALID_INPUT', [field]],
      ]);
    }

    // An unknown lease, and an agreement that is not a lease.
    const applicant = await api.user('books-pending');
    const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
    const free = apartments.find((a: { available: boolean }) => a.available);
    const pending = await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: free._id } });
    expect(pending.status).toBe(201);
    for (const id of ['no-such-lease', pending.body._id]) {
      for (const res of [
        await record(id, ok),
        await charge(id, gas),
        await voidEntry(id, 'x'),
        await api.call('GET', `/api/admin/books/${id}`, { token: admin }),
        await api.call('GET', `/api/admin/books/${id}/statement?month=${thisMonth()}`, { token: admin }),
      ]) {
        expect([id, res.status, res.body.code]).toEqual([id, 404, 'AGREEMENT.NOT_FOUND']);
      }
    }
    expect((await api.call('GET', '/api/ledger/mine', { token: applicant })).status).toBe(404);
  });

  it('takes a bank reference once per lease, and the same reference on another lease', async () => {
    const first = await leaseOf(await api.member('books-ref-1'));
    const second = await leaseOf(await api.member('books-ref-2'));
    const transfer = { amount: 700, paidOn: today(), method: 'bank', reference: 'DBBL-4411' };
    expect((await record(first._id, transfer)).status).toBe(201);
    const again = await refused(first._id, () => record(first._id, { ...transfer, amount: 900 }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LEDGER.DUPLICATE_REFERENCE');
    expect((await record(second._id, transfer)).status).toBe(201);
    // The same reference by another method is another payment.
    expect((await record(first._id, { ...transfer, method: 'cheque' })).status).toBe(201);
  });

  it("keeps a former resident's books: they read them, the admin records their payment, no charge after the end", async () => {
    const token = await api.member('books-former', { since: 2 });
    const { _id: leaseId, userEmail, rent } = await leaseOf(token);
    expect((await remove(userEmail)).status).toBe(200);
    const books = await mine(token);
    expect(books.lease).toMatchObject({ leaseId, current: false, endMonth: thisMonth() });
    expect(books.balance).toBe(3 * rent);
    const paid = await record(leaseId, { amount: rent, paidOn: today(), method: 'cash' });
    expect(paid.status).toBe(201);
    expect((await mine(token)).balance).toBe(2 * rent);
    // A charge for a month the lease covered, for the final settlement; none after it ended.
    expect((await charge(leaseId, { kind: 'repair', month: thisMonth(), amount: 2000 })).status).toBe(201);
    const late = await refused(leaseId, () => charge(leaseId, { kind: 'repair', month: nextMonth(), amount: 2000 }));
    expect(late.status).toBe(400);
    expect(late.body.fields).toEqual({ month: 'Pick a month the lease covers' });
    const row = (await api.call('GET', '/api/admin/books', { token: admin })).body.rows.find(
      (r: { lease: { leaseId: string } }) => r.lease.leaseId === leaseId,
    );
    expect(row).toMatchObject({ owed: 2 * rent + 2000, lease: { current: false } });

    // Back in within the month: this month is owed once, under the new lease, and the old one no longer bills it.
    const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
    const free = apartments.find((a: { available: boolean }) => a.available);
    const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
    const accepted = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
      token: admin,
      body: { action: 'accept', startMonth: thisMonth() },
    });
    expect(accepted.status).toBe(200);
    const old = await booksOf(leaseId);
    expect(old.charges.filter((c: Charge) => c.kind === 'rent').map((c: Charge) => c.month)).toEqual([
      monthsAgo(2),
      monthsAgo(1),
    ]);
    const current = await mine(token);
    expect(current.lease).toMatchObject({ leaseId: applied.body._id, current: true });
    expect(current.charges.map((c) => [c.kind, c.month])).toEqual([['rent', thisMonth()]]);
    // The cash paid the oldest month; the repair and last month are what the old lease still owes.
    expect(old).toMatchObject({ owed: rent + 2000, balance: rent + 2000 });
  });
});
