/**
 * Late fees through the real HTTP stack, on memory, SQLite and PostgreSQL: only an admin reads and changes the rule,
 * every field out of its range is refused beside the field with nothing written, a save lands only on the version read
 * and is audit-logged, and switching late fees on starts them this month. Then the round adds one fee per unpaid month
 * to a member's books, which the admin waives with a reason, and later rounds never add that month again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCasesOf } from '../../../adapters/container.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { LATE_FEE_RULES } from '../../../domain/late-fees/late-fee.ts';
import { taka } from '../../../domain/shared/money.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, thisMonth } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

const PATH = '/api/admin/late-fees';
const OFF = {
  enabled: false,
  graceDays: 5,
  basis: 'fixed',
  amount: 500,
  percent: null,
  cap: null,
  since: null,
  dueDay: 5,
  version: 0,
};
const FIXED = { enabled: true, graceDays: 3, basis: 'fixed', amount: 750.5, percent: null, cap: null };
const PERCENT = { enabled: true, graceDays: 0, basis: 'percent', amount: null, percent: 12.5, cap: 2_000 };

interface Charge {
  id: string;
  kind: string;
  month: string;
  label: string;
  amount: number;
  remaining: number;
}

describe.each(STORES)('late fees over HTTP on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('late-fees-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const put = (body: unknown, token = admin) => api.call('PUT', PATH, { token, body });
  const current = async () => (await api.call('GET', PATH, { token: admin })).body;
  const audited = async () =>
    (await api.call('GET', '/api/admin/audit-log?action=late-fees.update', { token: admin })).body.entries;

  it('is off until an admin saves it, with the due day its grace counts from, and only an admin reads or saves it', async () => {
    expect(await api.call('GET', PATH, { token: admin })).toMatchObject({ status: 200, body: OFF });
    const member = await api.member('late-fees-member');
    expect((await api.call('GET', PATH)).status).toBe(401);
    expect((await api.call('GET', PATH, { token: member })).status).toBe(403);
    expect((await put({ ...FIXED, version: 0 }, member)).status).toBe(403);
    expect((await put({ ...FIXED, version: 0 }, await api.user('late-fees-user'))).status).toBe(403);
    expect(await current()).toEqual(OFF);
  });

  it.each([
    ['graceDays', 29, {}],
    ['graceDays', -1, {}],
    ['graceDays', 2.5, {}],
    ['graceDays', '5', {}],
    ['percent', 101, { basis: 'percent' }],
    ['percent', 0, { basis: 'percent' }],
    ['percent', 12.345, { basis: 'percent' }],
    ['percent', null, { basis: 'percent' }],
    ['amount', -50, {}],
    ['amount', 0, {}],
    ['amount', 100_000.01, {}],
    ['amount', 10.001, {}],
    ['amount', null, {}],
    ['cap', 10.5, {}],
    ['cap', 0, {}],
    ['cap', -100, {}],
    ['cap', '1000', {}],
    ['basis', 'daily', {}],
    ['enabled', 'yes', {}],
  ] as const)('refuses %s = %j with its rule beside the field, and writes nothing', async (field, value, more) => {
    const res = await put({ ...FIXED, percent: 5, ...more, [field]: value, version: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      message: LATE_FEE_RULES[field],
      fields: { [field]: LATE_FEE_RULES[field] },
    });
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await current()).toEqual(OFF);
    expect(await audited()).toEqual([]);
  });

  it('refuses fields left out with their rules, and a field the rule does not have', async () => {
    const missing = await put({ enabled: true, version: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      graceDays: LATE_FEE_RULES.graceDays,
      basis: LATE_FEE_RULES.basis,
      amount: LATE_FEE_RULES.amount,
      percent: LATE_FEE_RULES.percent,
      cap: LATE_FEE_RULES.cap,
    });
    const extra = await put({ ...FIXED, version: 0, since: monthsAgo(6) });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe(
      'The late-fee rule has no since: send enabled, graceDays, basis, amount, percent, cap and version only',
    );
    expect(await current()).toEqual(OFF);
  });

  it('saves over the version read, starting this month when switched on, audits each save, and refuses a stale one with 409', async () => {
    const on = await put({ ...FIXED, version: 0 });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ ...FIXED, since: thisMonth(), dueDay: 5, version: 1 });
    expect(await current()).toEqual(on.body);

    const percent = await put({ ...PERCENT, amount: 900, version: 1 });
    expect(percent.body).toEqual({ ...PERCENT, since: thisMonth(), dueDay: 5, version: 2 });

    const stale = await put({ ...FIXED, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'LATEFEE.CHANGED',
      message: 'Someone else changed the late fee settings; reload to see them',
    });
    expect(await current()).toEqual(percent.body);

    const off = await put({ ...PERCENT, enabled: false, version: 2 });
    expect(off.body).toMatchObject({ enabled: false, since: null, version: 3 });

    expect((await audited()).map((e: { before: object; after: object }) => [e.before, e.after])).toEqual([
      [{ enabled: true }, { enabled: false }],
      [
        { graceDays: 3, amount: 750.5, percent: null, cap: null },
        { graceDays: 0, amount: null, percent: 12.5, cap: 2_000 },
      ],
      [
        { enabled: false, graceDays: 5, amount: 500 },
        { enabled: true, graceDays: 3, amount: 750.5 },
      ],
    ]);
  });

  it('adds one fee per unpaid month to a running lease’s books; a waived month is never added again', async () => {
    // Rent due on the 1st, no grace: last month and the month before are late whatever day this runs.
    const schedule = (await api.call('GET', '/api/admin/rent-schedule', { token: admin })).body;
    expect(
      (
        await api.call('PUT', '/api/admin/rent-schedule', {
          token: admin,
          body: { dueDay: 1, daysBefore: null, daysAfter: null, version: schedule.version },
        })
      ).status,
    ).toBe(200);
    // As if late fees had been switched on two months ago.
    const rule = await current();
    await api.store.lateFeeRules.save(
      {
        enabled: true,
        graceDays: 0,
        fee: { basis: 'fixed', amount: taka(400) },
        cap: null,
        since: monthsAgo(2),
        version: rule.version + 1,
      },
      rule.version,
    );
    const member = await api.member('late-fees-books', { since: 3 });
    const leaseId = (await api.call('GET', '/api/agreements/user', { token: member })).body._id;
    const lateFees = async () =>
      ((await api.call('GET', `/api/admin/books/${leaseId}`, { token: admin })).body.charges as Charge[]).filter(
        (c) => c.kind === 'late-fee',
      );

    const round = useCasesOf(api.container).addLateFees;
    await round.execute();
    const fees = await lateFees();
    const months = fees.map((c) => c.month);
    // Never the month before late fees began; this month only once its due day has passed.
    expect(months.slice(0, 2)).toEqual([monthsAgo(2), monthsAgo(1)]);
    expect(months.every((m) => m >= monthsAgo(2))).toBe(true);
    expect(fees[0]).toMatchObject({ label: 'Late fee', amount: 400, remaining: 400 });
    const inbox = (await api.call('GET', '/api/notifications', { token: member })).body.items as {
      subject: string;
    }[];
    expect(inbox.filter((n) => n.subject.startsWith('Late fee added: 400 taka'))).toHaveLength(fees.length);

    const waived = await api.call(
      'POST',
      `/api/admin/books/${leaseId}/entries/${encodeURIComponent(fees[0]!.id)}/void`,
      { token: admin, body: { reason: 'First time: waived' } },
    );
    expect(waived.status).toBe(201);
    await round.execute();
    await round.execute();
    expect((await lateFees()).map((c) => c.month)).toEqual(months.slice(1));
    const books = (await api.call('GET', `/api/admin/books/${leaseId}`, { token: admin })).body;
    expect(books.voided).toEqual([
      expect.objectContaining({ reason: 'First time: waived', entry: expect.objectContaining({ label: 'Late fee' }) }),
    ]);
  });
});
