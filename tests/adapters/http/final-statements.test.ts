/**
 * A move-out through the real HTTP stack, on memory, SQLite and PostgreSQL: the admin reads a member's balance and
 * deposit held, removes them (their lease ends and a draft final statement waits), adds a deduction and settles with a
 * refund by bKash; the books then owe nothing and show the refund, the former member reads their statement and is
 * told, and nobody else reads it. Bad input is refused beside its field with nothing written; a statement is settled
 * once, also when two admins on two servers settle it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { FINAL_STATEMENT_RULES } from '../../../domain/move-out/final-statement.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { memberWithDeposit } from '../../support/move-out.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

const remove = (api: TestApi, admin: string, email: string) =>
  api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin });

describe.each(STORES)('a move-out over HTTP on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('final-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  it('shows the money, ends the lease with a draft, settles a refund once, and the former member reads it', async () => {
    const { token, leaseId, rent, email } = await memberWithDeposit(api, admin, 'final-refund');
    const preview = await api.call('GET', `/api/admin/members/${encodeURIComponent(email)}/move-out`, {
      token: admin,
    });
    expect(preview.body).toEqual({ leaseId, owed: rent, depositHeld: 3 * rent });
    expect((await remove(api, admin, email)).status).toBe(200);

    const path = `/api/admin/final-statements/${leaseId}`;
    const draft = await api.call('GET', path, { token: admin });
    expect(draft.body).toMatchObject({ state: 'draft', owed: rent, depositHeld: 3 * rent, result: 2 * rent });
    expect((await api.call('GET', '/api/admin/final-statements', { token: admin })).body).toContainEqual(draft.body);

    const reason = '=HYPERLINK("http://evil")<script>alert(1)</script>';
    const added = await api.call('POST', `${path}/deductions`, { token: admin, body: { amount: 1000, reason } });
    expect(added.status).toBe(201);
    expect(added.body.deductions).toMatchObject([{ amount: 1000, reason }]);
    expect(added.body.result).toBe(2 * rent - 1000);

    const held = async () => (await api.call('GET', '/api/admin/summary', { token: admin })).body.depositsHeldPoisha;
    const heldBefore = await held();
    expect(heldBefore).toBeGreaterThanOrEqual(3 * rent * 100);
    const settled = await api.call('POST', `${path}/settle`, {
      token: admin,
      body: { method: 'bkash', reference: 'BK-1' },
    });
    expect(settled.status).toBe(200);
    expect(settled.body.outcome).toMatchObject({ kind: 'refund', amount: 2 * rent - 1000, method: 'bkash' });
    expect(await held()).toBe(heldBefore - 3 * rent * 100);
    const again = await api.call('POST', `${path}/settle`, { token: admin, body: { method: 'cash' } });
    expect([again.status, again.body.code]).toEqual([409, 'FINAL.ALREADY_SETTLED']);
    const late = await api.call('POST', `${path}/deductions`, { token: admin, body: { amount: 5, reason: 'Late' } });
    expect([late.status, late.body.code]).toEqual([409, 'FINAL.ALREADY_SETTLED']);

    const mine = await api.call('GET', '/api/final-statement/mine', { token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(settled.body);
    const books = (await api.call('GET', '/api/ledger/mine', { token })).body;
    expect([books.owed, books.balance, books.depositHeld]).toEqual([0, 0, 0]);
    expect(books.charges.map((c: { kind: string }) => c.kind)).toEqual(expect.arrayContaining(['deduction', 'refund']));
    const inbox = (await api.call('GET', '/api/notifications', { token })).body;
    expect(JSON.stringify(inbox)).toContain('Your final statement: a refund of');

    const stranger = await api.user('final-stranger');
    expect((await api.call('GET', '/api/final-statement/mine', { token: stranger })).status).toBe(404);
    expect((await api.call('GET', path, { token })).status).toBe(403);
  });

  it('refuses bad deductions and settlements beside their fields, writing nothing', async () => {
    const { leaseId, rent, email } = await memberWithDeposit(api, admin, 'final-bad');
    await remove(api, admin, email);
    const path = `/api/admin/final-statements/${leaseId}`;
    const before = (await api.call('GET', path, { token: admin })).body;
    const cases: [string, object, string][] = [
      ['deductions', { amount: -5, reason: 'Broken' }, 'amount'],
      ['deductions', { amount: 10.5, reason: 'Broken' }, 'amount'],
      ['deductions', { amount: 10, reason: '   ' }, 'reason'],
      ['deductions', { amount: 10 }, 'reason'],
      ['deductions', { amount: 3 * rent + 1, reason: 'Flood' }, 'restOwed'],
      ['settle', {}, 'method'],
      ['settle', { method: 'bank' }, 'reference'],
      ['settle', { method: 'card' }, 'method'],
    ];
    for (const [action, body, field] of cases) {
      const res = await api.call('POST', `${path}/${action}`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields), JSON.stringify(body)).toEqual([field]);
    }
    const bad = await api.call('POST', `${path}/settle`, { token: admin, body: { method: 'nagad' } });
    expect(bad.body.fields).toEqual({ reference: FINAL_STATEMENT_RULES.reference });
    expect((await api.call('GET', path, { token: admin })).body).toEqual(before);
    const gone = await api.call('POST', `${path}/deductions/nope/remove`, { token: admin, body: {} });
    expect([gone.status, gone.body.code]).toEqual([404, 'FINAL.DEDUCTION_NOT_FOUND']);

    const over = await api.call('POST', `${path}/deductions`, {
      token: admin,
      body: { amount: 3 * rent + 500, reason: 'Flood', restOwed: true },
    });
    expect(over.status).toBe(201);
    const owed = await api.call('POST', `${path}/settle`, { token: admin, body: {} });
    expect(owed.body.outcome).toMatchObject({ kind: 'owed', amount: rent + 500, method: null });
    const books = (await api.call('GET', `/api/admin/books/${leaseId}`, { token: admin })).body;
    expect(books.owed).toBe(rent + 500);
  });
});

describe.each(SQL_DATABASES)('two admins settling one statement at once, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  let admins: [string, string];
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
    admins = [await one.admin('final-race-1'), await one.admin('final-race-2')];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  it('settles it once: one 200, one 409, and the refund is written once', async () => {
    const { leaseId, rent, email } = await memberWithDeposit(one, admins[0], 'final-race');
    await remove(one, admins[0], email);
    const replies = await Promise.all(
      [one, two].map((api, i) =>
        api.call('POST', `/api/admin/final-statements/${leaseId}/settle`, {
          token: admins[i]!,
          body: { method: 'cash' },
        }),
      ),
    );
    expect(replies.map((r) => (r.status === 200 ? 200 : `${r.status} ${r.body.code}`)).sort()).toEqual([
      200,
      '409 FINAL.ALREADY_SETTLED',
    ]);
    const books = (await two.call('GET', `/api/admin/books/${leaseId}`, { token: admins[0] })).body;
    expect(books.charges.filter((c: { kind: string }) => c.kind === 'refund')).toMatchObject([{ amount: 2 * rent }]);
    expect([books.owed, books.balance]).toEqual([0, 0]);
  });
});
