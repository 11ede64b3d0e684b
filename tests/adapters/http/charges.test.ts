/**
 * The building's own charges through the real HTTP stack, on memory, SQLite and PostgreSQL: a recurring charge shows on
 * every running lease's books for each month and stops after its last once ended; bills loaded from a spreadsheet go
 * on the books of the lease covering each flat and month, all of them or none, the first bad line named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { addMonths } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, thisMonth } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

/** The real clock, which a test may move on by whole days (and back) to see what a later month brings. */
const clock = { daysAhead: 0, now: () => new Date(Date.now() + clock.daysAhead * 24 * 60 * 60 * 1000) };

interface Charge {
  id: string;
  kind: string;
  month: string;
  label: string;
  amount: number;
  remaining: number;
}
interface Books {
  lease: { leaseId: string; flat: { block: string; floor: number; number: string } };
  charges: Charge[];
}

describe.each(STORES)('charges on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect(), clock });
    admin = await api.admin('charges-admin');
  });
  afterAll(async () => {
    clock.daysAhead = 0;
    await api?.close();
    await db.drop();
  });

  const mine = async (token: string): Promise<Books> => {
    const res = await api.call('GET', '/api/ledger/mine', { token });
    expect(res.status).toBe(200);
    return res.body as Books;
  };
  const notRent = (books: Books) => books.charges.filter((c) => c.kind !== 'rent');
  const importCsv = (csv: string) =>
    fetch(`${api.url}/api/admin/charges/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      body: csv,
    });
  const flatOf = (books: Books) => `${books.lease.flat.block}/${books.lease.flat.floor}/${books.lease.flat.number}`;

  it('bills a charge for every running lease each month, stops after its last month once ended, and logs both', async () => {
    const early = await api.member('charges-early', { since: 2 });
    const fresh = await api.member('charges-fresh');
    const added = await api.call('POST', '/api/admin/charges/recurring', {
      token: admin,
      body: { name: 'Service charge', kind: 'service', amount: 1500, fromMonth: monthsAgo(1), leaseIds: 'all' },
    });
    expect(added.status).toBe(201);
    const id = added.body.id as string;
    const earlyBooks = await mine(early);
    expect(notRent(earlyBooks).map((c) => [c.id, c.month, c.label, c.amount, c.remaining])).toEqual(
      [monthsAgo(1), thisMonth()].map((m) => [
        `recurring:${id}:${earlyBooks.lease.leaseId}:${m}`,
        m,
        'Service charge',
        1500,
        1500,
      ]),
    );
    expect(notRent(await mine(fresh)).map((c) => c.month)).toEqual([thisMonth()]);

    const list = await api.call('GET', '/api/admin/charges/recurring', { token: admin });
    expect(list.body.charges).toEqual([expect.objectContaining({ id, untilMonth: null, leaseIds: 'all' })]);
    expect(list.body.currentMonth).toBe(thisMonth());

    // Ending before this month is refused: this month may be billed already.
    const tooSoon = await api.call('POST', `/api/admin/charges/recurring/${id}/end`, {
      token: admin,
      body: { untilMonth: monthsAgo(1) },
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fields).toHaveProperty('untilMonth');
    const ended = await api.call('POST', `/api/admin/charges/recurring/${id}/end`, {
      token: admin,
      body: { untilMonth: thisMonth() },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.untilMonth).toBe(thisMonth());

    // Next month comes: rent is billed, the ended charge is not.
    clock.daysAhead = 32;
    try {
      const later = await mine(early);
      const next = addMonths(thisMonth(), 1);
      expect(later.charges.some((c) => c.kind === 'rent' && c.month === next)).toBe(true);
      expect(notRent(later).map((c) => c.month)).toEqual([monthsAgo(1), thisMonth()]);
    } finally {
      clock.daysAhead = 0;
    }

    for (const action of ['charges.recurring-add', 'charges.recurring-end']) {
      const log = (await api.call('GET', `/api/admin/audit-log?action=${action}`, { token: admin })).body.entries;
      expect(log).toEqual([
        expect.objectContaining({ actor: expect.any(String), subject: id, label: 'Service charge' }),
      ]);
    }
  });

  it('loads a spreadsheet of bills onto the books of the lease covering each flat, and refuses it loaded again', async () => {
    const one = await api.member('charges-bills-one', { since: 1 });
    const two = await api.member('charges-bills-two');
    const [booksOne, booksTwo] = [await mine(one), await mine(two)];
    const csv = [
      'flat,month,kind,amount',
      `${flatOf(booksOne)},${monthsAgo(1)},gas,950`,
      `${flatOf(booksOne)},${thisMonth()},Water,300.50`,
      `${booksTwo.lease.flat.block}/${booksTwo.lease.flat.floor}/${booksTwo.lease.flat.number},${thisMonth()},electricity,1200`,
      '',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ imported: 3 });
    const gasAndWater = notRent(await mine(one)).filter((c) => c.id.startsWith('import:'));
    expect(gasAndWater.map((c) => [c.id, c.month, c.label, c.amount])).toEqual([
      [`import:${booksOne.lease.leaseId}:${monthsAgo(1)}:gas`, monthsAgo(1), 'Gas bill', 950],
      [`import:${booksOne.lease.leaseId}:${thisMonth()}:water`, thisMonth(), 'Water bill', 300.5],
    ]);
    expect(
      notRent(await mine(two))
        .filter((c) => c.id.startsWith('import:'))
        .map((c) => c.label),
    ).toEqual(['Electricity bill']);

    const again = await importCsv(csv);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'CHARGE.IMPORT_INVALID', line: 2 });
    expect(notRent(await mine(one)).filter((c) => c.id.startsWith('import:'))).toHaveLength(2);
    const log = (await api.call('GET', '/api/admin/audit-log?action=charges.import', { token: admin })).body.entries;
    expect(log).toEqual([expect.objectContaining({ label: '3 bills', after: { imported: 3 } })]);
  });

  it('writes nothing from a spreadsheet with one bad line, and names the line and what is wrong', async () => {
    const token = await api.member('charges-bad-line');
    const books = await mine(token);
    const before = notRent(books);
    const res = await importCsv(
      [
        'flat,month,kind,amount',
        `${flatOf(books)},${thisMonth()},gas,950`,
        `${flatOf(books)},${thisMonth()},water,ten`,
        `${flatOf(books)},${thisMonth()},electricity,100`,
      ].join('\n'),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'CHARGE.IMPORT_INVALID',
      line: 3,
      message: 'Line 3: the amount must be above ৳0 and up to ৳10,000,000, with at most two decimals',
    });
    expect(notRent(await mine(token))).toEqual(before);

    const header = await importCsv('flat,amount\nA101,1\n');
    expect(await header.json()).toMatchObject({ code: 'CHARGE.IMPORT_INVALID', line: 1 });
    const unknown = await importCsv(`flat,month,kind,amount\nZ/99/Z9999,${thisMonth()},gas,1\n`);
    expect(await unknown.json()).toMatchObject({
      line: 2,
      message: 'Line 2: there is no flat Z/99/Z9999 in the building',
    });
  });

  it('bills a charge to the chosen leases only, and voids one month of it for good', async () => {
    const chosen = await api.member('charges-chosen', { since: 1 });
    const other = await api.member('charges-other');
    const chosenBooks = await mine(chosen);
    const added = await api.call('POST', '/api/admin/charges/recurring', {
      token: admin,
      body: {
        name: 'Generator',
        kind: 'electricity',
        amount: 800,
        fromMonth: monthsAgo(1),
        leaseIds: [chosenBooks.lease.leaseId],
      },
    });
    expect(added.status).toBe(201);
    const generator = (b: Books) => notRent(b).filter((c) => c.label === 'Generator');
    expect(generator(await mine(chosen)).map((c) => c.month)).toEqual([monthsAgo(1), thisMonth()]);
    expect(generator(await mine(other))).toEqual([]);
    const entryId = `recurring:${added.body.id}:${chosenBooks.lease.leaseId}:${monthsAgo(1)}`;
    const voided = await api.call(
      'POST',
      `/api/admin/books/${chosenBooks.lease.leaseId}/entries/${encodeURIComponent(entryId)}/void`,
      { token: admin, body: { reason: 'Generator was off that month' } },
    );
    expect(voided.status).toBe(201);
    expect(generator(await mine(chosen)).map((c) => c.month)).toEqual([thisMonth()]);
  });

  it('refuses a recurring charge whose fields break their rules, naming each field', async () => {
    const res = await api.call('POST', '/api/admin/charges/recurring', {
      token: admin,
      body: { name: '', kind: 'rent', amount: 0, fromMonth: 'soon', leaseIds: [] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['fromMonth', 'kind', 'leaseIds', 'name']);
    const missing = await api.call('POST', '/api/admin/charges/recurring/nope/end', {
      token: admin,
      body: { untilMonth: thisMonth() },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CHARGE.RECURRING_NOT_FOUND');
  });
});
