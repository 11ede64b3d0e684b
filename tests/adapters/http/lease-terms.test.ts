/**
 * Lease terms through the real HTTP stack, on memory, SQLite and PostgreSQL: the admin accepts a request with a rent
 * of their own, an end month, two months' rent ahead and a deposit; the lease bills that rent, its books ask for the
 * deposit and the advance (the advance's months once), and once the money comes the first two months are settled and
 * the deposit is held, counted nowhere as money collected. Bad terms are refused beside their fields, nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { LEASE_TERMS_RULES } from '../../../domain/agreements/terms.ts';
import { addMonths } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth, today } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

interface Charge {
  id: string;
  kind: string;
  month: string;
  amount: number;
  paid: number;
  remaining: number;
  throughAdvance?: boolean;
}

describe.each(STORES)('lease terms over HTTP on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('terms-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  /** A new applicant's pending request on a free flat. */
  const request = async (label: string) => {
    const token = await api.user(label);
    const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
    const free = apartments.find((a: { available: boolean }) => a.available);
    const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
    expect(applied.status).toBe(201);
    return { token, id: applied.body._id as string, rent: applied.body.rent as number };
  };
  const accept = (id: string, terms: Record<string, unknown>) =>
    api.call('PATCH', `/api/agreements/${id}`, { token: admin, body: { action: 'accept', ...terms } });
  const books = async (token: string) => (await api.call('GET', '/api/ledger/mine', { token })).body;

  it('accepts on the admin’s terms; the books ask for the deposit and the advance, and settle both once paid', async () => {
    const { token, id } = await request('terms-member');
    const start = thisMonth();
    const end = addMonths(start, 11);
    const accepted = await accept(id, {
      startMonth: start,
      endMonth: end,
      rent: 9_000,
      advanceMonths: 2,
      deposit: 18_000,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      rent: 9_000,
      startMonth: start,
      termEndMonth: end,
      advanceMonths: 2,
      deposit: 18_000,
    });
    expect((await api.call('GET', '/api/agreements/user', { token })).body).toMatchObject({ termEndMonth: end });

    const before = await books(token);
    expect(before.lease).toMatchObject({ rent: 9_000, terms: { endMonth: end, advanceMonths: 2, deposit: 18_000 } });
    expect(before).toMatchObject({ owed: 36_000, balance: 36_000, depositHeld: 0 });
    const kinds = before.charges.map((c: Charge) => [c.kind, c.month, c.amount, c.throughAdvance ?? false]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['rent', start, 9_000, true],
        ['rent', addMonths(start, 1), 9_000, true],
        ['advance', start, 18_000, false],
        ['deposit', start, 18_000, false],
      ]),
    );

    const collectedNow = async () =>
      (await api.call('GET', '/api/admin/books/collection', { token: admin })).body.months.find(
        (m: { month: string }) => m.month === start,
      ).collected as number;
    const collectedBefore = await collectedNow();
    const paid = await api.call('POST', `/api/admin/books/${id}/payments`, {
      token: admin,
      body: { amount: 36_000, paidOn: today(), method: 'cash' },
    });
    expect(paid.status).toBe(201);
    const after = await books(token);
    expect(after).toMatchObject({ owed: 0, balance: 0, depositHeld: 18_000 });
    for (const month of [start, addMonths(start, 1)])
      expect(after.charges.find((c: Charge) => c.kind === 'rent' && c.month === month)).toMatchObject({ remaining: 0 });

    // The deposit is held, not collected: the month's collection grew by the advance's rent only.
    expect((await collectedNow()) - collectedBefore).toBe(18_000);
    const rentCollection = (await api.call('GET', `/api/admin/rent-collection?month=${start}`, { token: admin })).body;
    const row = rentCollection.rows.find((r: { memberEmail: string }) => r.memberEmail === before.lease.memberEmail);
    expect(row).toMatchObject({ paid: true });
  });

  it.each([
    ['rent', -1],
    ['rent', 0],
    ['rent', 100.5],
    ['rent', '9000'],
    ['advanceMonths', 25],
    ['advanceMonths', -1],
    ['advanceMonths', 1.5],
    ['deposit', -100],
    ['deposit', 10.5],
    ['endMonth', 'next year'],
  ] as const)('refuses %s = %j beside its field, and writes nothing', async (field, value) => {
    const { token, id } = await request(`terms-bad-${field}`);
    const res = await accept(id, { startMonth: thisMonth(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: { [field]: LEASE_TERMS_RULES[field] } });
    expect((await api.call('GET', '/api/agreements/user', { token })).body).toMatchObject({ status: 'pending' });
  });

  it('refuses a deposit over 24 months of rent, an end before the start, and more advance than the lease’s months', async () => {
    const { token, id } = await request('terms-bad-rules');
    for (const [terms, field] of [
      [{ rent: 1_000, deposit: 24_001 }, 'deposit'],
      [{ endMonth: addMonths(thisMonth(), -1) }, 'endMonth'],
      [{ endMonth: thisMonth(), advanceMonths: 2 }, 'advanceMonths'],
    ] as const) {
      const res = await accept(id, { startMonth: thisMonth(), ...terms });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
        fields: { [field]: LEASE_TERMS_RULES[field] },
      });
    }
    expect((await api.call('GET', '/api/agreements/user', { token })).body).toMatchObject({ status: 'pending' });
    const audit = (await api.call('GET', '/api/admin/audit-log?action=agreement.accept', { token: admin })).body;
    expect(JSON.stringify(audit)).not.toContain(id);
  });

  it('a lease accepted without terms reads as before: the flat’s rent, no deposit, no advance', async () => {
    const { token, id, rent } = await request('terms-none');
    expect((await accept(id, { startMonth: thisMonth() })).status).toBe(200);
    const mine = await books(token);
    expect(mine.lease).toMatchObject({ rent, terms: { endMonth: null, advanceMonths: 0, deposit: 0 } });
    expect(mine.charges.map((c: Charge) => c.kind)).toEqual(['rent']);
    expect(mine.depositHeld).toBe(0);
  });
});
