/**
 * Maintenance jobs given to the staff, over HTTP: bad input refused and nothing written, each side kept to its own
 * routes, and two admins assigning one request at once through two server instances on one SQLite file or PostgreSQL
 * schema: one assignment stands, the other is told 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';

const TAP = { where: 'flat', category: 'plumbing', title: 'Tap drips', description: 'All night long' };

let reporters = 0;
let lastReporter = '';

/** A problem in a common area, each reported by a new resident (a resident reports at most 5 a day): its id. */
async function reported(api: TestApi, _member?: string): Promise<string> {
  const token = await api.user(`jobs-reporter-${++reporters}`);
  lastReporter = token;
  const res = await api.call('POST', '/api/maintenance', { token, body: { ...TAP, where: 'common-area' } });
  expect(res.status).toBe(201);
  return res.body._id;
}

describe('maintenance jobs over HTTP', () => {
  let api: TestApi;
  let admin: string;
  let member: string;
  let guard: { token: string; email: string };
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin('jobs-http-admin');
    member = await api.member('jobs-http-member', { since: 1 });
    guard = await api.staff('jobs-http-guard');
  });
  afterAll(() => api?.close());

  it.each([
    [{}, 'staffEmail'],
    [{ staffEmail: 'x@example.com' }, 'version'],
    [{ staffEmail: 'x@example.com', version: '1' }, 'version'],
    [{ staffEmail: 'x@example.com', version: 0 }, 'version'],
    [{ staffEmail: 'x@example.com', version: 1.5 }, 'version'],
    [{ staffEmail: 42, version: 1 }, 'staffEmail'],
    [{ staffEmail: '', version: 1 }, 'staffEmail'],
  ])('refuses an assignment of %o naming %s, and assigns nothing', async (body, field) => {
    const id = await reported(api, member);
    const res = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(res.body.message).toContain(field);
    expect(res.body.fields).toBeUndefined();
    const board = (await api.call('GET', '/api/admin/maintenance', { token: admin })).body;
    expect(board.find((r: { _id: string }) => r._id === id).assignee).toBeNull();
  });

  it('refuses someone not on the staff roster, a stale version and the same assignee, each with its code', async () => {
    const id = await reported(api, member);
    const stranger = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: 'nobody@example.com', version: 1 },
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'STAFF.NOT_FOUND']);
    const given = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: guard.email, version: 1 },
    });
    expect(given.status).toBe(200);
    expect(given.body.assignee).toMatchObject({ email: guard.email });
    const stale = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: null, version: 1 },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'MAINTENANCE.CHANGED']);
    const same = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: guard.email, version: 2 },
    });
    expect([same.status, same.body.code]).toEqual([409, 'MAINTENANCE.SAME_ASSIGNEE']);
    // A resident reads who has it by name only.
    const own = await reported(api);
    const reporter = lastReporter;
    await api.call('POST', `/api/admin/maintenance/${own}/assignment`, {
      token: admin,
      body: { staffEmail: guard.email, version: 1 },
    });
    const seen = (await api.call('GET', `/api/maintenance/${own}`, { token: reporter })).body;
    expect(seen.assignee).toEqual({ name: expect.any(String) });
  });

  it('lets the staff member move the job along and comment, and refuses bad input, writing nothing', async () => {
    const id = await reported(api, member);
    await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: guard.email, version: 1 },
    });
    for (const body of [{ action: 'decline' }, { action: 'close' }, {}, { action: 1 }]) {
      const res = await api.call('POST', `/api/staff/jobs/${id}/status`, { token: guard.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await api.call('POST', `/api/staff/jobs/${id}/comments`, { token: guard.token, body: { text: ' ' } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(['text']);
    expect((await api.call('GET', `/api/staff/jobs/${id}`, { token: guard.token })).body.history).toHaveLength(2);
    const started = await api.call('POST', `/api/staff/jobs/${id}/status`, {
      token: guard.token,
      body: { action: 'start' },
    });
    expect(started.body).toMatchObject({ status: 'in_progress', actions: ['resolve', 'comment'] });
    const again = await api.call('POST', `/api/staff/jobs/${id}/status`, {
      token: guard.token,
      body: { action: 'start' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'MAINTENANCE.WRONG_STATUS']);
    const commented = await api.call('POST', `/api/staff/jobs/${id}/comments`, {
      token: guard.token,
      body: { text: 'Coming at 3 pm' },
    });
    expect(commented.body.history.at(-1)).toMatchObject({ kind: 'comment', by: { role: 'staff' } });
    const resolved = await api.call('POST', `/api/staff/jobs/${id}/status`, {
      token: guard.token,
      body: { action: 'resolve' },
    });
    expect(resolved.body.status).toBe('resolved');
    expect(
      (await api.call('GET', '/api/staff/jobs', { token: guard.token })).body.map((j: { _id: string }) => j._id),
    ).toContain(id);
  });

  it('keeps each side to its own routes: staff off the admin board, admins and residents off the staff jobs', async () => {
    const id = await reported(api, member);
    const asStaff = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: guard.token,
      body: { staffEmail: guard.email, version: 1 },
    });
    expect([asStaff.status, asStaff.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    for (const token of [admin, member]) {
      const res = await api.call('GET', '/api/staff/jobs', { token });
      expect([res.status, res.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    }
    const notGiven = await api.call('GET', `/api/staff/jobs/${id}`, { token: guard.token });
    expect([notGiven.status, notGiven.body.code]).toEqual([404, 'MAINTENANCE.NOT_ASSIGNED']);
  });
});

describe.each(SQL_DATABASES)('two admins assigning one request at once, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  let admins: [string, string];
  let member: string;
  let staff: [{ token: string; email: string }, { token: string; email: string }];
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
    admins = [await one.admin('jobs-race-admin-1'), await one.admin('jobs-race-admin-2')];
    member = await one.member('jobs-race-member', { since: 1 });
    staff = [await one.staff('jobs-race-guard'), await one.staff('jobs-race-caretaker', 'caretaker')];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  it('gives the request to one of the two: the other admin is told 409 and only the winner is told of a job', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await reported(one, member);
      const replies = await Promise.all(
        [one, two].map((api, i) =>
          api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
            token: admins[i]!,
            body: { staffEmail: staff[i]!.email, version: 1 },
          }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.code).toBe('MAINTENANCE.CHANGED');
      const winner = replies.findIndex((r) => r.status === 200);
      const board = (await one.call('GET', `/api/admin/maintenance`, { token: admins[0] })).body.find(
        (r: { _id: string }) => r._id === id,
      );
      expect(board.assignee.email).toBe(staff[winner]!.email);
      expect(board.history).toHaveLength(2);
      const jobs = await Promise.all(staff.map((s) => two.call('GET', '/api/staff/jobs', { token: s.token })));
      expect(jobs.map((j) => j.body.some((job: { _id: string }) => job._id === id))).toEqual([
        winner === 0,
        winner === 1,
      ]);
    }
  });
});
