/**
 * The front desk over HTTP: the staff an admin adds reach the gate and nothing of the admins' or the residents';
 * bad input is a 4xx with `fields` and writes nothing; two guards on two servers letting in one visitor at once, on
 * one SQLite file or PostgreSQL schema, let them in once, and the resident hears of it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { today } from '../../support/months.ts';
import { snapshotOf } from '../../security/support/world.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';
import { addDays } from '../../../domain/front-desk/visitors.ts';

describe('the front desk over HTTP', () => {
  const tables = new MemoryTables();
  let api: TestApi;
  let admin: string;
  let resident: string;
  let guard: { token: string; email: string };
  beforeAll(async () => {
    api = await startTestApi({ persistence: createMemoryPersistence(tables) });
    admin = await api.admin('desk-admin');
    resident = await api.member('desk-resident');
    guard = await api.staff('desk-guard');
  });
  afterAll(() => api?.close());

  /** Refused with `status` (and `fields` when given), and not one row changed. */
  async function refused(
    call: () => Promise<{ status: number; body: any }>,
    status: number,
    expected: { code?: string; fields?: string[] } = {},
  ) {
    const before = snapshotOf(tables);
    const res = await call();
    expect(res.status).toBe(status);
    if (expected.code) expect(res.body.code).toBe(expected.code);
    if (expected.fields) expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(expected.fields.sort());
    expect(snapshotOf(tables)).toBe(before);
  }

  it('lets the admin add, list and remove staff, answering bad input field by field', async () => {
    const add = (body: object) => api.call('POST', '/api/admin/staff', { token: admin, body });
    const added = await add({ email: 'Desk-Caretaker@Test.Lakeview', name: 'Nila Caretaker', job: 'caretaker' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'desk-caretaker@test.lakeview', job: 'caretaker' });
    const list = await api.call('GET', '/api/admin/staff', { token: admin });
    expect(list.body.map((s: { email: string }) => s.email)).toContain('desk-caretaker@test.lakeview');
    await refused(() => add({ email: 'nope', name: 'N', job: 'cook' }), 400, { fields: ['email', 'name', 'job'] });
    await refused(() => add({ email: 'desk-caretaker@test.lakeview', name: 'Again', job: 'guard' }), 409, {
      code: 'STAFF.ALREADY_STAFF',
    });
    await refused(() => api.call('DELETE', '/api/admin/staff/nobody%40test.lakeview', { token: admin }), 404, {
      code: 'STAFF.NOT_FOUND',
    });
  });

  it('keeps the staff to the front desk: no admin route, no resident route', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/members'],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/books'],
      ['GET', '/api/visitors/mine'],
      ['POST', '/api/visitors'],
    ] as const) {
      await refused(
        () => api.call(method, path, { token: guard.token, body: method === 'POST' ? {} : undefined }),
        403,
        {
          code: 'AUTH.FORBIDDEN',
        },
      );
    }
    const flats = await api.call('GET', '/api/desk/flats', { token: guard.token });
    expect(flats.status).toBe(200);
    // Of the residents the desk sees a name and a flat, nothing more.
    expect(Object.keys(flats.body[0]).sort()).toEqual(['apartmentId', 'block', 'flat', 'floor', 'residentName']);
  });

  it('answers a bad pass, walk-in or log query with fields, writing nothing', async () => {
    const pass = (body: object) => api.call('POST', '/api/visitors', { token: resident, body });
    await refused(() => pass({ visitorName: 'K', phone: '12345', date: addDays(today(), -1) }), 400, {
      fields: ['visitorName', 'phone', 'date'],
    });
    await refused(() => pass({ visitorName: 'Karim', phone: '01712345678', date: 'tomorrow' }), 400, {
      fields: ['date'],
    });
    await refused(() => pass({}), 400, { fields: ['visitorName', 'phone', 'date'] });
    const walkIn = (body: object) => api.call('POST', '/api/desk/walk-ins', { token: guard.token, body });
    await refused(() => walkIn({ apartmentId: 'no-such-flat', visitorName: 'Courier', phone: '01712345678' }), 400, {
      fields: ['apartmentId'],
    });
    await refused(() => api.call('GET', '/api/desk/visitor-log?from=2026-13-01', { token: guard.token }), 400, {
      fields: ['from'],
    });
    await refused(
      () => api.call('PUT', '/api/admin/visitor-settings', { token: admin, body: { retentionDays: 0, version: 0 } }),
      400,
      { fields: ['retentionDays'] },
    );
  });

  it('takes a pass from a resident to the gate: found by code, let in once, gone; the resident is told', async () => {
    const made = await api.call('POST', '/api/visitors', {
      token: resident,
      body: { visitorName: 'Karim Visitor', phone: '017-1234-5678', date: today(), note: 'Cousin' },
    });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const found = await api.call('GET', `/api/desk/visitors?q=${made.body.code.toLowerCase()}`, { token: guard.token });
    expect(found.body.map((v: { id: string }) => v.id)).toEqual([made.body.id]);
    const arrive = () => api.call('POST', `/api/desk/passes/${made.body.code}/arrive`, { token: guard.token });
    expect((await arrive()).body.status).toBe('arrived');
    await refused(arrive, 409, { code: 'VISITOR.ALREADY_USED' });
    await refused(() => api.call('POST', '/api/desk/passes/QQQQQQ/arrive', { token: guard.token }), 404, {
      code: 'VISITOR.NOT_FOUND',
    });
    const inbox = await api.call('GET', '/api/notifications', { token: resident });
    expect(inbox.body.items[0].subject).toBe('Your visitor Karim Visitor has arrived');
    const left = await api.call('POST', `/api/desk/visits/${made.body.id}/leave`, { token: guard.token });
    expect(left.body.status).toBe('left');
    const log = await api.call('GET', `/api/desk/visitor-log?flat=${made.body.flat}`, { token: guard.token });
    expect(log.body.map((v: { id: string }) => v.id)).toContain(made.body.id);
  });
});

describe.each(SQL_DATABASES)('guards racing one arrival, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  it('lets the visitor in once; the others are told the pass was used; the resident hears of it once', async () => {
    const resident = await one.member('race-host');
    const guards = [await one.staff('race-guard-1'), await one.staff('race-guard-2')];
    const made = await one.call('POST', '/api/visitors', {
      token: resident,
      body: { visitorName: 'Racing Visitor', phone: '01712345678', date: today() },
    });
    const replies = await Promise.all(
      [one, two, one, two, one, two].map((api, i) =>
        api.call('POST', `/api/desk/passes/${made.body.code}/arrive`, { token: guards[i % 2]!.token }),
      ),
    );
    expect(replies.map((r) => (r.status < 300 ? r.status : `${r.status} ${r.body.code}`)).sort()).toEqual([
      200,
      ...Array(5).fill('409 VISITOR.ALREADY_USED'),
    ]);
    const inbox = await two.call('GET', '/api/notifications', { token: resident });
    expect(inbox.body.items.filter((n: { subject: string }) => n.subject.includes('Racing Visitor'))).toHaveLength(1);
  });
});
