/**
 * Common spaces over HTTP: bad input refused with its fields and nothing written, and two members racing for one
 * slot through two server instances on one SQLite file or PostgreSQL schema: one books it, the other is told 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { today } from '../../support/months.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';

const SPACE = {
  name: 'Rooftop',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 120,
  aheadDays: 14,
  monthlyLimit: 31,
  needsApproval: false,
  fee: 1500,
};
/** The building's day `count` days from today. */
const inDays = (count: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

describe('common spaces over HTTP', () => {
  let api: TestApi;
  let admin: string;
  let member: string;
  let spaceId: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin('spaces-http-admin');
    member = await api.member('spaces-http-member', { since: 1 });
    spaceId = (await api.call('POST', '/api/admin/spaces', { token: admin, body: SPACE })).body.id;
  });
  afterAll(() => api?.close());

  it.each([
    [{ name: ' ' }, 'name'],
    [{ opensAt: '8am' }, 'opensAt'],
    [{ closesAt: '07:00' }, 'closesAt'],
    [{ slotMinutes: 45 }, 'slotMinutes'],
    [{ slotMinutes: '60' }, 'slotMinutes'],
    [{ aheadDays: 0 }, 'aheadDays'],
    [{ monthlyLimit: 99 }, 'monthlyLimit'],
    [{ fee: -5 }, 'fee'],
  ])('refuses a space with %o, naming %s, and adds nothing', async (change, field) => {
    const before = (await api.call('GET', '/api/admin/spaces', { token: admin })).body;
    const res = await api.call('POST', '/api/admin/spaces', { token: admin, body: { ...SPACE, ...change } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect((await api.call('GET', '/api/admin/spaces', { token: admin })).body).toEqual(before);
  });

  it.each([
    [() => ({ day: inDays(1), start: '22:00' }), 'start', 400],
    [() => ({ day: inDays(1), start: '09:00' }), 'start', 400],
    [() => ({ day: inDays(-1), start: '08:00' }), 'day', 400],
    [() => ({ day: inDays(15), start: '08:00' }), 'day', 400],
    [() => ({ day: 'tomorrow', start: '08:00' }), 'day', 400],
  ])(
    'refuses a booking outside what the space allows, naming the field, and books nothing',
    async (at, field, status) => {
      const res = await api.call('POST', '/api/space-bookings', { token: member, body: { spaceId, ...at() } });
      expect(res.status).toBe(status);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect((await api.call('GET', '/api/space-bookings/mine', { token: member })).body).toEqual([]);
    },
  );

  it('lists a day’s slots as free, books one, shows it taken and on the day sheet, and cancels it', async () => {
    const day = inDays(3);
    const slots = (await api.call('GET', `/api/spaces/${spaceId}/slots?day=${day}`, { token: member })).body.slots;
    expect(slots.map((s: { start: string }) => s.start)).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '18:00',
      '20:00',
    ]);
    const made = await api.call('POST', '/api/space-bookings', {
      token: member,
      body: { spaceId, day, start: '18:00' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'approved', end: '20:00', fee: 1500, cancellable: true });
    const after = (await api.call('GET', `/api/spaces/${spaceId}/slots?day=${day}`, { token: member })).body.slots;
    expect(after[5]).toMatchObject({ start: '18:00', state: 'taken' });
    const sheet = (await api.call('GET', `/api/admin/space-bookings?day=${day}`, { token: admin })).body;
    expect(sheet).toEqual([
      expect.objectContaining({ id: made.body.id, spaceName: 'Rooftop', memberName: expect.any(String) }),
    ]);
    const cancelled = await api.call('POST', `/api/space-bookings/${made.body.id}/cancel`, { token: member });
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    const again = await api.call('POST', `/api/space-bookings/${made.body.id}/cancel`, { token: member });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BOOKING.CHANGED');
  });

  it('shows the front desk the day sheet with flat and member name only, and lets the admin cancel with a reason', async () => {
    const day = inDays(4);
    const made = await api.call('POST', '/api/space-bookings', {
      token: member,
      body: { spaceId, day, start: '10:00' },
    });
    expect(made.status).toBe(201);
    const guard = await api.staff('spaces-http-guard');
    const seen = await api.call('GET', `/api/admin/space-bookings?day=${day}`, { token: guard.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      expect.objectContaining({ id: made.body.id, memberEmail: null, flat: expect.any(String) }),
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('@');
    const asAdmin = (await api.call('GET', `/api/admin/space-bookings?day=${day}`, { token: admin })).body;
    expect(asAdmin[0].memberEmail).toContain('@');
    // The staff read it; cancelling stays the admin's, and the admin's needs a reason.
    const byStaff = await api.call('POST', `/api/admin/space-bookings/${made.body.id}/cancel`, {
      token: guard.token,
      body: { reason: 'Mine' },
    });
    expect([byStaff.status, byStaff.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(301) }, { reason: 5 }]) {
      const res = await api.call('POST', `/api/admin/space-bookings/${made.body.id}/cancel`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['reason']);
    }
    const byMember = await api.call('POST', `/api/admin/space-bookings/${made.body.id}/cancel`, {
      token: member,
      body: { reason: 'x' },
    });
    expect(byMember.status).toBe(403);
    const done = await api.call('POST', `/api/admin/space-bookings/${made.body.id}/cancel`, {
      token: admin,
      body: { reason: 'Roof repairs' },
    });
    expect(done.body).toMatchObject({ status: 'cancelled', reason: 'Roof repairs' });
    const again = await api.call('POST', `/api/admin/space-bookings/${made.body.id}/cancel`, {
      token: admin,
      body: { reason: 'Again' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'BOOKING.CHANGED']);
    const unknown = await api.call('POST', `/api/admin/space-bookings/nope/cancel`, {
      token: admin,
      body: { reason: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('offers no slot of a day beyond how far ahead a flat may book', async () => {
    const within = (await api.call('GET', `/api/spaces/${spaceId}/slots?day=${inDays(14)}`, { token: member })).body;
    expect(within.slots.length).toBeGreaterThan(0);
    const beyond = (await api.call('GET', `/api/spaces/${spaceId}/slots?day=${inDays(15)}`, { token: member })).body;
    expect(beyond.slots).toEqual([]);
  });

  it('refuses a day sheet for no day', async () => {
    const res = await api.call('GET', '/api/admin/space-bookings?day=soon', { token: admin });
    expect(res.status).toBe(400);
  });
});

describe.each(SQL_DATABASES)('two members racing for one slot, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  let members: [string, string];
  let admins: [string, string];
  let spaceId: string;
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
    admins = [await one.admin('spaces-race-admin-1'), await one.admin('spaces-race-admin-2')];
    members = [await one.member('spaces-race-1', { since: 1 }), await one.member('spaces-race-2', { since: 1 })];
    spaceId = (await one.call('POST', '/api/admin/spaces', { token: admins[0], body: SPACE })).body.id;
  });
  const addSpace = async (changes: Partial<typeof SPACE>) =>
    (await one.call('POST', '/api/admin/spaces', { token: admins[0], body: { ...SPACE, ...changes } })).body as {
      id: string;
      version: number;
    };
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  it('books each slot once: one wins, the other is told 409 BOOKING.SLOT_TAKEN', async () => {
    const day = inDays(2);
    for (const start of ['08:00', '10:00', '12:00', '14:00']) {
      const replies = await Promise.all(
        [one, two].map((api, i) =>
          api.call('POST', '/api/space-bookings', { token: members[i]!, body: { spaceId, day, start } }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(replies.find((r) => r.status === 409)!.body.code).toBe('BOOKING.SLOT_TAKEN');
    }
    const sheet =
      (await one.call('GET', `/api/space-bookings/mine`, { token: members[0] })).body.length +
      (await one.call('GET', `/api/space-bookings/mine`, { token: members[1] })).body.length;
    expect(sheet).toBe(4);
  });

  it('answers a waiting booking once when two admins answer at once, charging its fee at most once', async () => {
    const hall = await addSpace({ name: 'Hall', needsApproval: true, fee: 700 });
    const made = await one.call('POST', '/api/space-bookings', {
      token: members[0],
      body: { spaceId: hall.id, day: inDays(4), start: '10:00' },
    });
    expect(made.body.status).toBe('pending');
    const replies = await Promise.all([
      one.call('POST', `/api/admin/space-bookings/${made.body.id}/decision`, {
        token: admins[0],
        body: { approve: true },
      }),
      two.call('POST', `/api/admin/space-bookings/${made.body.id}/decision`, {
        token: admins[1],
        body: { approve: false, reason: 'Hall being painted' },
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('BOOKING.CHANGED');
    const approved = replies.some((r) => r.status === 200 && r.body.status === 'approved');
    const books = (await one.call('GET', '/api/ledger/mine', { token: members[0] })).body as {
      charges: { id: string }[];
    };
    const fees = books.charges.filter((c) => c.id === `booking:${made.body.id}`);
    expect(fees).toHaveLength(approved ? 1 : 0);
  });

  it('cancels a booking once when two admins cancel it at once, voiding its fee once', async () => {
    const made = await one.call('POST', '/api/space-bookings', {
      token: members[1],
      body: { spaceId, day: inDays(6), start: '16:00' },
    });
    expect(made.status).toBe(201);
    const replies = await Promise.all(
      [one, two].map((api, i) =>
        api.call('POST', `/api/admin/space-bookings/${made.body.id}/cancel`, {
          token: admins[i]!,
          body: { reason: `Reason ${i}` },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('BOOKING.CHANGED');
    const books = (await one.call('GET', '/api/ledger/mine', { token: members[1] })).body as {
      charges: { id: string }[];
      voided: { id: string }[];
    };
    const mine = (await two.call('GET', '/api/space-bookings/mine', { token: members[1] })).body;
    expect(mine.find((b: { id: string }) => b.id === made.body.id).status).toBe('cancelled');
    expect(books.charges.filter((c) => c.id === `booking:${made.body.id}`)).toEqual([]);
    expect(books.voided.filter((v) => v.id === `booking:${made.body.id}`)).toHaveLength(1);
  });

  it('never both retires a space and books it: one of the two is refused', async () => {
    for (const round of [1, 2, 3]) {
      const space = await addSpace({ name: `Roof ${round}` });
      const [booked, retired] = await Promise.all([
        one.call('POST', '/api/space-bookings', {
          token: members[1],
          body: { spaceId: space.id, day: inDays(5), start: '08:00' },
        }),
        two.call('POST', `/api/admin/spaces/${space.id}/retire`, {
          token: admins[1],
          body: { version: space.version },
        }),
      ]);
      if (booked.status === 201) {
        expect(retired.status).toBe(409);
        expect(retired.body.code).toBe('SPACE.HAS_BOOKINGS');
      } else {
        expect(retired.status).toBe(200);
        expect(booked.body.code).toBe('SPACE.RETIRED');
      }
    }
  });
});
