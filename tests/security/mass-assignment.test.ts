/**
 * Every write route, sent a valid body plus fields a client must never decide (role, status, amount,
 * acceptedAt, isActive, userEmail, ids, dates, prototype keys). Each is ignored or refused; none is ever stored.
 * The route list comes from the router, so a new write route without a case here fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { allRoutes } from '../../adapters/container.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { reportForm, webp } from '../support/pictures.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';
import { CARD_OK, paidIntent, snapshotOf } from './support/world.ts';
import { monthsAgo, today } from '../support/months.ts';
import { BUILDING_DETAILS } from '../support/builders.ts';
import { failOneEmail } from '../support/emails.ts';
import { TOKENS } from '../../adapters/container.ts';
import type { UnsubscribeTokens } from '../../application/notifications/ports.ts';
import { startFakeSslCommerz, type FakeSslCommerz } from '../support/fake-sslcommerz.ts';
import { browserBack, fakeGatewayClient } from '../support/online-payments.ts';

const fig = figures('mass-assignment');
const VICTIM = 'victim-mass-assignment@test.lakeview';
const FORCED_ID = 'forced-id-mass-assignment';
const LONG_AGO = '2000-01-01T00:00:00.000Z';
/** Fields no client may set, with values that cannot occur on their own: finding one in the store is a failure. */
const EXTRAS = {
  role: 'admin',
  userRole: 'admin',
  status: 'accepted',
  decision: 'accepted',
  amount: 7,
  amountMinor: 7,
  rent: 7,
  discount: 100,
  acceptedAt: LONG_AGO,
  createdAt: LONG_AGO,
  paidAt: LONG_AGO,
  requestDate: LONG_AGO,
  isActive: false,
  userEmail: VICTIM,
  userName: 'Victim',
  _id: FORCED_ID,
  id: FORCED_ID,
  monthKey: '1999-01',
  refunded: true,
  constructor: { prototype: { polluted: 'yes' } },
};
const wire = (body: Record<string, unknown>) => JSON.stringify({ ...EXTRAS, ...body });
/** The extras as a form's fields, as a gateway's post carries them. */
const flat = (fields: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

const tables = new MemoryTables();
let api: TestApi;
let admin: string;
let gateway: FakeSslCommerz;
beforeAll(async () => {
  gateway = await startFakeSslCommerz();
  api = await startTestApi({
    persistence: createMemoryPersistence(tables),
    onlineGateway: fakeGatewayClient(gateway, () => api.url),
  });
  admin = await api.admin('mass');
});
afterAll(async () => {
  await api?.close();
  await gateway?.close();
  fig.print();
});

/** Nothing a client sent as an extra field shows up in any row, and no prototype was polluted. */
function expectNothingForeignStored() {
  const everything = snapshotOf(tables);
  expect(everything).not.toContain(VICTIM);
  expect(everything).not.toContain(FORCED_ID);
  expect(everything).not.toContain('2000-01-01');
  expect(everything).not.toContain('1999-01');
  expect(everything).not.toMatch(/"(amountMinor|rent)":7\b/);
  expect(everything).not.toContain('polluted');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).role).toBeUndefined();
}

/** One member with a year of rent owed pays the online cases, a month's rent at a time: the flats are few. */
let payer: Promise<string> | undefined;
const onlinePayer = () => (payer ??= api.member('mass-online', { since: 12 }));
async function onlineCharge() {
  const member = await onlinePayer();
  const books = (await api.call('GET', '/api/ledger/mine', { token: member })).body;
  const open = books.charges.find((c: { remaining: number }) => c.remaining > 0);
  const started = await api.call('POST', '/api/online-payments', { token: member, body: { forCharge: open.id } });
  expect(started.status).toBe(200);
  return { member, tranId: started.body.tranId as string, amount: started.body.amount as number };
}

const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
/** The online payer also serves every autopay case (the flats are few), with a sandbox card saved; autopay on when asked. */
let autopayer: Promise<{ member: string; email: string }> | undefined;
async function autopayMember({ on = false } = {}) {
  autopayer ??= (async () => {
    const member = await onlinePayer();
    const email = (await api.call('GET', '/api/agreements/user', { token: member })).body.userEmail as string;
    return { member, email };
  })();
  const { member, email } = await autopayer;
  const setup = (await api.call('POST', '/api/autopay/card/setup', { token: member, body: { consent: true } })).body;
  const confirmed = await api.call('POST', '/api/autopay/sandbox/setup', {
    token: member,
    body: { clientSecret: setup.clientSecret, card: TEST_CARD },
  });
  await api.call('PUT', '/api/autopay/card', { token: member, body: { setupIntentId: confirmed.body.setupIntent.id } });
  if (on) await api.call('PUT', '/api/autopay', { token: member, body: { cap: 1000 } });
  return { member, email, setupIntentId: confirmed.body.setupIntent.id as string };
}

const SPACE = {
  name: 'Mass roof',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 120,
  aheadDays: 30,
  monthlyLimit: 4,
  needsApproval: false,
  fee: 500,
};

/** A new common space, added by the admin. */
async function aSpace(changes: Partial<typeof SPACE> = {}): Promise<{ id: string }> {
  return (await api.call('POST', '/api/admin/spaces', { token: admin, body: { ...SPACE, ...changes } })).body;
}

let booker: string | undefined;

/**
 * A booking of a new space's 08:00 slot three days from the building's today, by one member every booking case
 * shares (each books a new space, so no limit is reached).
 */
async function aBooking(label: string, needsApproval: boolean) {
  booker ??= await api.member(label, { since: 1 });
  const member = booker;
  const space = await aSpace({ needsApproval });
  const day = new Date(Date.parse(`${today()}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const res = await api.call('POST', '/api/space-bookings', {
    token: member,
    body: wire({ spaceId: space.id, day, start: '08:00', fee: 0 }),
  });
  expect(res.status).toBe(201);
  return { member, booking: res.body };
}

/** A common-area problem reported by `token`; its id. */
async function reportedBy(token: string): Promise<string> {
  const res = await api.call('POST', '/api/maintenance', {
    token,
    body: { where: 'common-area', category: 'lift', title: 'Lift stuck', description: 'Between floors 2 and 3' },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

/** A problem reported by `token` that an admin gave to a new staff member: its id and the staff member. */
async function assignedJob(token: string, label: string) {
  const id = await reportedBy(token);
  const guard = await api.staff(label);
  const res = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
    token: admin,
    body: { staffEmail: guard.email, version: 1 },
  });
  expect(res.status).toBe(200);
  return { id, guard };
}

/** A problem reported by `token` that an admin started and resolved; its id. */
async function resolvedFor(token: string): Promise<string> {
  const id = await reportedBy(token);
  for (const action of ['start', 'resolve'])
    expect(
      (await api.call('POST', `/api/admin/maintenance/${id}/status`, { token: admin, body: { action } })).status,
    ).toBe(200);
  return id;
}

/** A new member's lease (since two months ago): its id. */
async function leaseOfNewMember(label: string): Promise<string> {
  const member = await api.member(label, { since: 2 });
  const books = await api.call('GET', '/api/ledger/mine', { token: member });
  expect(books.status).toBe(200);
  return books.body.lease.leaseId;
}

/** A new member whose lease ends in a year, offered a renewal for a year more by the admin. */
async function offeredRenewal(label: string) {
  const member = await api.member(label, { since: 1 });
  const leaseId: string = (await api.call('GET', '/api/me/lease-changes', { token: member })).body.leaseId;
  const lease = tables.agreements.get(leaseId)!;
  const yearOn = (month: string) => `${Number(month.slice(0, 4)) + 1}${month.slice(4)}`;
  const end = yearOn(lease.startMonth!);
  tables.agreements.set(leaseId, { ...lease, termEndMonth: end });
  const later = yearOn(end);
  const res = await api.call('POST', `/api/admin/leases/${leaseId}/renewal-offers`, {
    token: admin,
    body: wire({ endMonth: later, rent: 14_579, fromEndMonth: '1999-01', answeredAt: LONG_AGO }),
  });
  expect(res.status).toBe(201);
  return { member, leaseId, offer: res.body, end, later };
}

/** A member removed by the admin: the lease that ended, which has a draft final statement. */
async function endedLeaseOfNewMember(label: string): Promise<string> {
  const member = await api.member(label, { since: 2 });
  const books = (await api.call('GET', '/api/ledger/mine', { token: member })).body;
  const email = encodeURIComponent(books.lease.memberEmail);
  expect((await api.call('PATCH', `/api/admin/members/${email}/demote`, { token: admin })).status).toBe(200);
  return books.lease.leaseId;
}

type Case = (ctx: { token: string; email: string }) => Promise<void>;

const CASES: Record<string, Case> = {
  'POST /api/users': async ({ token }) => {
    const res = await api.call('POST', '/api/users', { token, body: wire({ name: 'Mass' }) });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
  },
  'POST /api/session': async ({ token, email }) => {
    const res = await api.call('POST', '/api/session', { token, body: wire({ maxAgeSeconds: 7, email: VICTIM }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ maxAgeSeconds: 14 * 24 * 60 * 60 });
    // The emulator's session cookies are unsigned JWTs: the one set names the caller, whatever the body said.
    const cookie = /lakeview_page_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    expect(JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString())).toMatchObject({ email });
  },
  'DELETE /api/session': async ({ token }) => {
    const res = await api.call('DELETE', '/api/session', { token, body: wire({ ended: false }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: true });
  },
  'PUT /api/users': async ({ token }) => {
    const res = await api.call('PUT', '/api/users', { token, body: wire({ name: 'Mass Again' }) });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    expect(res.body._id).not.toBe(FORCED_ID);
  },
  'POST /api/agreements': async ({ token, email }) => {
    const free = (await api.call('GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { available: boolean }) => a.available,
    );
    const res = await api.call('POST', '/api/agreements', { token, body: wire({ apartmentId: free._id }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', rent: free.rent, userEmail: email });
    expect(res.body.acceptedAt).toBeUndefined();
  },
  'POST /api/agreements/user/withdraw': async ({ token, email }) => {
    const free = (await api.call('GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { available: boolean }) => a.available,
    );
    await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
    const res = await api.call('POST', '/api/agreements/user/withdraw', { token, body: wire({}) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'checked', decision: 'withdrawn', userEmail: email });
  },
  'PATCH /api/agreements/:id': async ({ token }) => {
    const free = (await api.call('GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { available: boolean }) => a.available,
    );
    const mine = (await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } })).body;
    const res = await api.call('PATCH', `/api/agreements/${mine._id}`, {
      token: admin,
      body: wire({ action: 'reject' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.decision).toBe('rejected');
    expect((await api.call('GET', '/api/users/role', { token })).body.role).toBe('user');
    // Accepting on terms takes the terms' own fields only: what the books hold or the lease became is the server's.
    const again = (await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } })).body;
    const accepted = await api.call('PATCH', `/api/agreements/${again._id}`, {
      token: admin,
      body: JSON.stringify({
        ...EXTRAS,
        action: 'accept',
        rent: 9_000,
        advanceMonths: 1,
        deposit: 9_000,
        termEndMonth: '2026-01',
        depositHeld: 9_000,
        months: 24,
        endedAt: new Date().toISOString(),
      }),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ decision: 'accepted', rent: 9_000, advanceMonths: 1, deposit: 9_000 });
    expect(accepted.body.termEndMonth).toBeUndefined();
    expect(accepted.body.endedAt).toBeUndefined();
    const books = (await api.call('GET', '/api/ledger/mine', { token })).body;
    expect(books.depositHeld).toBe(0);
    expect(books.charges.find((c: { kind: string }) => c.kind === 'advance')).toMatchObject({ amount: 9_000 });
  },
  'POST /api/payments/create-payment-intent': async () => {
    const member = await api.member('mass-payer', { since: 12 });
    const rent = (await api.call('GET', '/api/agreements/user', { token: member })).body.rent;
    const res = await api.call('POST', '/api/payments/create-payment-intent', {
      token: member,
      body: wire({ month: monthsAgo(7), amount: rent * 100 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(rent * 100);
  },
  'POST /api/payments/sandbox/confirm': async () => {
    const member = await api.member('mass-confirm', { since: 12 });
    const intent = await api.call('POST', '/api/payments/create-payment-intent', {
      token: member,
      body: { month: monthsAgo(7) },
    });
    const res = await api.call('POST', '/api/payments/sandbox/confirm', {
      token: member,
      body: wire({ clientSecret: intent.body.clientSecret, card: CARD_OK }),
    });
    expect(res.status).toBe(200);
    expect(res.body.paymentIntent.amount).toBe(intent.body.amount);
  },
  'POST /api/payments': async () => {
    const member = await api.member('mass-record', { since: 12 });
    const rent = (await api.call('GET', '/api/agreements/user', { token: member })).body.rent;
    const { id } = await paidIntent(api.call, member, monthsAgo(7));
    const res = await api.call('POST', '/api/payments', {
      token: member,
      body: wire({ transactionId: id, month: monthsAgo(7) }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: rent, rent, discount: 0, status: 'paid', transactionId: id });
    expect(res.body.userEmail).not.toBe(VICTIM);
  },
  'POST /api/admin/announcements': async () => {
    const res = await api.call('POST', '/api/admin/announcements', {
      token: admin,
      body: wire({ title: 'Mass', description: 'Assignment' }),
    });
    expect(res.status).toBe(201);
    expect(res.body._id).not.toBe(FORCED_ID);
  },
  'PUT /api/admin/announcements/:id': async () => {
    const posted = (
      await api.call('POST', '/api/admin/announcements', { token: admin, body: { title: 'Edit', description: 'me' } })
    ).body;
    const res = await api.call('PUT', `/api/admin/announcements/${posted._id}`, {
      token: admin,
      body: wire({ title: 'Edited', description: 'words', version: posted.version }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: posted._id, createdAt: posted.createdAt, version: posted.version + 1 });
  },
  'DELETE /api/admin/announcements/:id': async () => {
    const posted = (
      await api.call('POST', '/api/admin/announcements', { token: admin, body: { title: 'Delete', description: 'me' } })
    ).body;
    const res = await api.call('DELETE', `/api/admin/announcements/${posted._id}?version=${posted.version}`, {
      token: admin,
      body: wire({}),
    });
    expect(res.status).toBe(200);
    const left = (await api.call('GET', '/api/admin/announcements', { token: admin })).body;
    expect(left.map((a: { _id: string }) => a._id)).not.toContain(posted._id);
  },
  'POST /api/admin/coupons': async () => {
    const res = await api.call('POST', '/api/admin/coupons', {
      token: admin,
      body: wire({ code: 'MASS42', discountPercentage: 42, description: 'd' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.isActive).toBe(true);
  },
  'PATCH /api/admin/coupons/:code/toggle': async () => {
    const before = (await api.call('GET', '/api/admin/coupons', { token: admin })).body.find(
      (c: { code: string }) => c.code === 'MASS42',
    );
    const res = await api.call('PATCH', '/api/admin/coupons/MASS42/toggle', {
      token: admin,
      body: wire({ isActive: before.isActive }),
    });
    expect(res.status).toBe(200);
    // The body's isActive is not read: the toggle flips whatever the store holds.
    expect(res.body.isActive).toBe(!before.isActive);
  },
  'POST /api/admin/leases/:id/rent-changes': async () => {
    const member = await api.member('mass-rent-change', { since: 1 });
    const leaseId = (await api.call('GET', '/api/me/lease-changes', { token: member })).body.leaseId;
    const { firstMonth } = (await api.call('GET', `/api/admin/leases/${leaseId}/changes`, { token: admin })).body;
    const res = await api.call('POST', `/api/admin/leases/${leaseId}/rent-changes`, {
      token: admin,
      body: wire({ rent: 13_579, effectiveMonth: firstMonth, leaseId: FORCED_ID, scheduledBy: VICTIM }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rent: 13_579, effectiveMonth: firstMonth });
    expect(tables.rentChanges.get(res.body.id)).toMatchObject({
      leaseId,
      scheduledBy: expect.not.stringMatching(VICTIM),
    });
  },
  'DELETE /api/admin/rent-changes/:id': async () => {
    const member = await api.member('mass-rent-cancel', { since: 1 });
    const leaseId = (await api.call('GET', '/api/me/lease-changes', { token: member })).body.leaseId;
    const { firstMonth } = (await api.call('GET', `/api/admin/leases/${leaseId}/changes`, { token: admin })).body;
    const made = await api.call('POST', `/api/admin/leases/${leaseId}/rent-changes`, {
      token: admin,
      body: { rent: 13_000, effectiveMonth: firstMonth },
    });
    const res = await api.call('DELETE', `/api/admin/rent-changes/${made.body.id}`, { token: admin, body: wire({}) });
    expect(res.status).toBe(200);
    expect(tables.rentChanges.has(made.body.id)).toBe(false);
  },
  'POST /api/admin/leases/:id/renewal-offers': async () => {
    const { offer, end, later } = await offeredRenewal('mass-renewal');
    expect(offer).toMatchObject({ status: 'pending', fromEndMonth: end, endMonth: later, rent: 14_579 });
  },
  'POST /api/me/renewal-offers/:id/answer': async () => {
    const { member, leaseId, offer, end, later } = await offeredRenewal('mass-renewal-answer');
    const answer = await api.call('POST', `/api/me/renewal-offers/${offer.id}/answer`, {
      token: member,
      body: wire({ answer: 'decline', endMonth: '2999-01' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'declined', endMonth: later });
    expect(tables.agreements.get(leaseId)!.termEndMonth).toBe(end);
  },
  'POST /api/autopay/card/setup': async () => {
    const { member } = await autopayMember();
    const res = await api.call('POST', '/api/autopay/card/setup', { token: member, body: wire({ consent: true }) });
    expect(res.status).toBe(200);
  },
  'POST /api/autopay/sandbox/setup': async () => {
    const { member } = await autopayMember();
    const setup = (await api.call('POST', '/api/autopay/card/setup', { token: member, body: { consent: true } })).body;
    const res = await api.call('POST', '/api/autopay/sandbox/setup', {
      token: member,
      body: wire({ clientSecret: setup.clientSecret, card: TEST_CARD }),
    });
    expect(res.status).toBe(200);
  },
  'PUT /api/autopay/card': async () => {
    const { member, email, setupIntentId } = await autopayMember();
    const res = await api.call('PUT', '/api/autopay/card', { token: member, body: wire({ setupIntentId }) });
    expect(res.status).toBe(200);
    expect(tables.autopaySettings.get(email)).toMatchObject({ userEmail: email, card: { last4: '4242' } });
  },
  'PUT /api/autopay': async () => {
    const { member, email } = await autopayMember();
    const res = await api.call('PUT', '/api/autopay', { token: member, body: wire({ cap: 1000 }) });
    expect(res.status).toBe(200);
    expect(tables.autopaySettings.get(email)).toMatchObject({ userEmail: email, enabled: true, cap: 100_000 });
  },
  'POST /api/autopay/skip': async () => {
    const { member, email } = await autopayMember({ on: true });
    const res = await api.call('POST', '/api/autopay/skip', { token: member, body: wire({ month: '1999-01' }) });
    expect(res.status).toBe(200);
    expect(tables.autopaySettings.get(email)?.skipMonth).not.toBe('1999-01');
  },
  'DELETE /api/autopay': async () => {
    const { member, email } = await autopayMember({ on: true });
    const res = await api.call('DELETE', '/api/autopay', { token: member, body: wire({ enabled: true }) });
    expect(res.status).toBe(200);
    expect(tables.autopaySettings.get(email)).toMatchObject({ enabled: false });
  },
  'POST /api/admin/parking': async () => {
    const res = await api.call('POST', '/api/admin/parking', { token: admin, body: wire({ label: 'MASS-1' }) });
    expect(res.status).toBe(201);
    // A new space is free whatever the body says.
    expect(res.body).toMatchObject({ label: 'MASS-1', memberEmail: null });
  },
  'PUT /api/admin/parking/:id/member': async () => {
    const space = (await api.call('GET', '/api/admin/parking', { token: admin })).body.find(
      (s: { label: string }) => s.label === 'MASS-1',
    );
    const res = await api.call('PUT', `/api/admin/parking/${space.id}/member`, {
      token: admin,
      body: wire({ memberEmail: null }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: space.id, label: 'MASS-1', memberEmail: null });
  },
  'POST /api/admin/spaces': async () => {
    const res = await api.call('POST', '/api/admin/spaces', { token: admin, body: wire(SPACE) });
    expect(res.status).toBe(201);
    // A new space is open, at version 1, at the fee sent, whatever else the body says.
    expect(res.body).toMatchObject({ name: 'Mass roof', fee: 500, retired: false, version: 1 });
    expect(res.body.id).not.toBe(FORCED_ID);
  },
  'PUT /api/admin/spaces/:id': async () => {
    const space = await aSpace();
    const res = await api.call('PUT', `/api/admin/spaces/${space.id}`, {
      token: admin,
      body: wire({ ...SPACE, name: 'Mass hall', version: 1, retired: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: space.id, name: 'Mass hall', retired: false, version: 2 });
  },
  'POST /api/admin/spaces/:id/retire': async () => {
    const space = await aSpace();
    const res = await api.call('POST', `/api/admin/spaces/${space.id}/retire`, {
      token: admin,
      body: wire({ version: 1, name: 'Renamed' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: space.id, name: 'Mass roof', retired: true });
  },
  'POST /api/space-bookings': async () => {
    const { booking } = await aBooking('mass-book', false);
    // Confirmed at the space's own fee, for the caller's flat, whatever the body says.
    expect(booking).toMatchObject({ status: 'approved', fee: 500, start: '08:00' });
    expect(booking.memberEmail).not.toBe(VICTIM);
  },
  'POST /api/admin/space-bookings/:id/decision': async () => {
    const { booking } = await aBooking('mass-decide', true);
    const res = await api.call('POST', `/api/admin/space-bookings/${booking.id}/decision`, {
      token: admin,
      body: wire({ approve: false, reason: 'Tank repairs' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', reason: 'Tank repairs', fee: 500 });
  },
  'POST /api/admin/space-bookings/:id/cancel': async () => {
    const { booking } = await aBooking('mass-admin-cancel', false);
    const res = await api.call('POST', `/api/admin/space-bookings/${booking.id}/cancel`, {
      token: admin,
      body: wire({ reason: 'Roof repairs', status: 'approved', fee: 0, memberEmail: 'x@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', reason: 'Roof repairs', memberEmail: booking.memberEmail });
  },
  'POST /api/space-bookings/:id/cancel': async () => {
    const { member, booking } = await aBooking('mass-cancel', false);
    const res = await api.call('POST', `/api/space-bookings/${booking.id}/cancel`, { token: member, body: wire({}) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', fee: 500 });
  },
  'POST /api/ledger/mine/intents': async () => {
    const member = await api.member('mass-books-intent', { since: 1 });
    const owed = (await api.call('GET', '/api/ledger/mine', { token: member })).body.owed;
    const res = await api.call('POST', '/api/ledger/mine/intents', {
      token: member,
      body: wire({ amount: owed, purpose: 'rent', agreementId: FORCED_ID, leaseId: FORCED_ID }),
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(owed);
    await api.call('POST', '/api/payments/sandbox/confirm', {
      token: member,
      body: { clientSecret: res.body.clientSecret, card: CARD_OK },
    });
    // Priced and kept for the caller's own books, whatever else was sent.
    const books = (await api.call('GET', '/api/ledger/mine', { token: member })).body;
    expect(books.owed).toBe(0);
    expect(books.credits.find((c: { reference: string }) => c.reference === res.body.intentId)).toBeDefined();
  },
  'POST /api/ledger/mine/card-payments': async () => {
    const member = await api.member('mass-books-card', { since: 1 });
    const owed = (await api.call('GET', '/api/ledger/mine', { token: member })).body.owed;
    const opened = (await api.call('POST', '/api/ledger/mine/intents', { token: member, body: {} })).body;
    await api.call('POST', '/api/payments/sandbox/confirm', {
      token: member,
      body: { clientSecret: opened.clientSecret, card: CARD_OK },
    });
    const res = await api.call('POST', '/api/ledger/mine/card-payments', {
      token: member,
      body: wire({
        transactionId: opened.intentId,
        receiptNumber: 1,
        method: 'cash',
        forCharge: 'x',
        paidOn: LONG_AGO,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.receiptNumber).not.toBe(1);
    expect(res.body.books.lease.memberEmail).not.toBe(VICTIM);
    const credit = res.body.books.credits.find((c: { id: string }) => c.id === res.body.entryId);
    expect(credit).toMatchObject({ amount: owed, method: 'card', reference: opened.intentId, paidOn: today() });
  },
  'POST /api/admin/books/:leaseId/payments': async () => {
    const leaseId = await leaseOfNewMember('mass-pay');
    const res = await api.call('POST', `/api/admin/books/${leaseId}/payments`, {
      token: admin,
      body: wire({ amount: 5_000, paidOn: today(), method: 'bkash', reference: 'MASS-1', receiptNumber: 1 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.receiptNumber).not.toBe(1);
    const credit = res.body.books.credits.find((c: { id: string }) => c.id === res.body.entryId);
    expect(credit).toMatchObject({ amount: 5_000, method: 'bkash', reference: 'MASS-1', kind: 'payment' });
  },
  'POST /api/admin/books/:leaseId/charges': async () => {
    const leaseId = await leaseOfNewMember('mass-charge');
    const res = await api.call('POST', `/api/admin/books/${leaseId}/charges`, {
      token: admin,
      body: wire({ kind: 'gas', month: monthsAgo(1), amount: 1_200, paid: 1_200, remaining: 0 }),
    });
    expect(res.status).toBe(201);
    const charge = res.body.books.charges.find((c: { id: string }) => c.id === res.body.entryId);
    expect(charge).toMatchObject({ kind: 'gas', month: monthsAgo(1), amount: 1_200, paid: 0, remaining: 1_200 });
  },
  'POST /api/admin/books/:leaseId/entries/:entryId/void': async () => {
    const leaseId = await leaseOfNewMember('mass-void');
    const charge = await api.call('POST', `/api/admin/books/${leaseId}/charges`, {
      token: admin,
      body: { kind: 'fine', month: monthsAgo(1), amount: 500 },
    });
    const res = await api.call('POST', `/api/admin/books/${leaseId}/entries/${charge.body.entryId}/void`, {
      token: admin,
      body: wire({ reason: 'Wrong flat', voids: 'rent', by: VICTIM }),
    });
    expect(res.status).toBe(201);
    expect(res.body.books.voided).toMatchObject([{ id: charge.body.entryId, reason: 'Wrong flat' }]);
  },
  'POST /api/admin/final-statements/:leaseId/deductions': async () => {
    const leaseId = await endedLeaseOfNewMember('mass-deduct');
    const res = await api.call('POST', `/api/admin/final-statements/${leaseId}/deductions`, {
      token: admin,
      body: wire({ amount: 300, reason: 'Lost key', restOwed: true, state: 'settled', version: 9, result: 99 }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ leaseId, state: 'draft', version: 2, outcome: null, deductionsTotal: 300 });
    expect(res.body.deductions).toMatchObject([{ amount: 300, reason: 'Lost key' }]);
    expect(res.body.deductions[0].id).not.toBe(FORCED_ID);
  },
  'POST /api/admin/final-statements/:leaseId/deductions/:deductionId/remove': async () => {
    const leaseId = await endedLeaseOfNewMember('mass-undeduct');
    const added = await api.call('POST', `/api/admin/final-statements/${leaseId}/deductions`, {
      token: admin,
      body: { amount: 300, reason: 'Lost key', restOwed: true },
    });
    const res = await api.call(
      'POST',
      `/api/admin/final-statements/${leaseId}/deductions/${added.body.deductions[0].id}/remove`,
      { token: admin, body: wire({ state: 'settled' }) },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'draft', deductions: [], outcome: null });
  },
  'POST /api/admin/final-statements/:leaseId/settle': async () => {
    const leaseId = await endedLeaseOfNewMember('mass-settle');
    const res = await api.call('POST', `/api/admin/final-statements/${leaseId}/settle`, {
      token: admin,
      body: wire({ outcome: { kind: 'refund', amount: 7 }, result: 7, depositHeld: 7 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('settled');
    expect(res.body.outcome).toMatchObject({ kind: 'owed', method: null });
    expect(res.body.depositHeld).toBe(0);
    expect(res.body.outcome.amount).toBe(-res.body.result);
  },
  'POST /api/admin/charges/recurring': async () => {
    const res = await api.call('POST', '/api/admin/charges/recurring', {
      token: admin,
      body: wire({
        name: 'Mass service',
        kind: 'service',
        amount: 1_500,
        fromMonth: monthsAgo(1),
        leaseIds: 'all',
        version: 9,
        by: VICTIM,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Mass service', amount: 1_500, untilMonth: null, leaseIds: 'all' });
    expect(res.body.id).not.toBe(FORCED_ID);
    expect(res.body.by).not.toBe(VICTIM);
    // Ended at once, so it bills no later test's leases.
    await api.call('POST', `/api/admin/charges/recurring/${res.body.id}/end`, {
      token: admin,
      body: { untilMonth: monthsAgo(0) },
    });
  },
  'POST /api/admin/charges/recurring/:id/end': async () => {
    const added = await api.call('POST', '/api/admin/charges/recurring', {
      token: admin,
      body: { name: 'Mass end', kind: 'water', amount: 100, fromMonth: monthsAgo(0), leaseIds: 'all' },
    });
    const res = await api.call('POST', `/api/admin/charges/recurring/${added.body.id}/end`, {
      token: admin,
      body: wire({ untilMonth: monthsAgo(0), fromMonth: '2000-01', name: 'Renamed' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: added.body.id, name: 'Mass end', fromMonth: monthsAgo(0), amount: 100 });
  },
  'POST /api/admin/charges/import': async () => {
    const res = await api.call('POST', '/api/admin/charges/import', {
      token: admin,
      body: wire({ flat: 'A101', month: monthsAgo(0), kind: 'gas', amount: 1 }),
    });
    expect(res.status).toBe(415);
  },
  'POST /api/admin/apartments': async () => {
    const res = await api.call('POST', '/api/admin/apartments', {
      token: admin,
      body: wire({ block: 'M', floor: 4, number: 'M401', rent: 9_400 }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rent: 9_400, image: '', available: true, retired: false });
    expect(res.body._id).not.toBe(FORCED_ID);
  },
  'PUT /api/admin/building': async () => {
    const details = BUILDING_DETAILS;
    const { version } = (await api.call('GET', '/api/building')).body;
    const res = await api.call('PUT', '/api/admin/building', { token: admin, body: wire({ ...details, version }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...details, version: version + 1 });
    expect((await api.call('GET', '/api/building')).body).toEqual(res.body);
  },
  'PUT /api/admin/rent-schedule': async () => {
    // A field the schedule does not have is refused, not dropped: nothing of the body is kept.
    const before = (await api.call('GET', '/api/admin/rent-schedule', { token: admin })).body;
    const schedule = { dueDay: 12, daysBefore: 2, daysAfter: 4, version: before.version };
    const res = await api.call('PUT', '/api/admin/rent-schedule', { token: admin, body: wire(schedule) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect((await api.call('GET', '/api/admin/rent-schedule', { token: admin })).body).toEqual(before);
    const saved = await api.call('PUT', '/api/admin/rent-schedule', { token: admin, body: schedule });
    expect(saved.body).toEqual({ ...schedule, version: before.version + 1 });
  },
  'PUT /api/admin/late-fees': async () => {
    // A field the rule does not have is refused, not dropped: nothing of the body is kept, late fees stay off.
    const before = (await api.call('GET', '/api/admin/late-fees', { token: admin })).body;
    const rule = { enabled: true, graceDays: 3, basis: 'fixed', amount: 300, percent: null, cap: null };
    const res = await api.call('PUT', '/api/admin/late-fees', {
      token: admin,
      body: wire({ ...rule, version: before.version }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect((await api.call('GET', '/api/admin/late-fees', { token: admin })).body).toEqual(before);
    const saved = await api.call('PUT', '/api/admin/late-fees', {
      token: admin,
      body: { ...rule, version: before.version, since: '2020-01' },
    });
    expect(saved.status).toBe(400);
    const put = await api.call('PUT', '/api/admin/late-fees', {
      token: admin,
      body: { ...rule, version: before.version },
    });
    expect(put.status).toBe(200);
    // The month late fees start from is the building's current month, whatever a client might wish.
    expect(put.body).toMatchObject({ ...rule, since: before.since ?? put.body.since, version: before.version + 1 });
    expect(put.body.since).toMatch(/^\d{4}-\d{2}$/);
  },
  'PATCH /api/admin/apartments/:id': async () => {
    const flat = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments[0];
    const res = await api.call('PATCH', `/api/admin/apartments/${flat._id}`, {
      token: admin,
      body: JSON.stringify({
        ...EXTRAS,
        rent: flat.rent + 1,
        image: 'https://evil.example/x.png',
        block: 'Z',
        retired: true,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...flat, rent: flat.rent + 1 });
  },
  'POST /api/admin/apartments/:id/retire': async () => {
    const flat = (
      await api.call('POST', '/api/admin/apartments', {
        token: admin,
        body: { block: 'M', floor: 5, number: 'M501', rent: 9_500 },
      })
    ).body;
    const res = await api.call('POST', `/api/admin/apartments/${flat._id}/retire`, {
      token: admin,
      body: wire({ retired: false }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...flat, retired: true });
  },
  // The picture and the spreadsheet are the body itself: a JSON body, foreign fields and all, is refused outright.
  'PUT /api/admin/apartments/:id/photo': async () => {
    const flat = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments[0];
    const res = await api.call('PUT', `/api/admin/apartments/${flat._id}/photo`, {
      token: admin,
      body: wire({ image: 'https://evil.example/x.png' }),
    });
    expect(res.status).toBe(415);
  },
  'POST /api/admin/apartments/import': async () => {
    const res = await api.call('POST', '/api/admin/apartments/import', {
      token: admin,
      body: wire({ block: 'M', floor: 1, number: 'M1', rent: 1 }),
    });
    expect(res.status).toBe(415);
  },
  'POST /api/maintenance': async ({ token, email }) => {
    const res = await api.call('POST', '/api/maintenance', {
      token,
      body: wire({ where: 'common-area', category: 'lift', title: 'Mass lift', description: 'd', resident: VICTIM }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'submitted',
      place: { kind: 'common-area' },
      history: [{ kind: 'submitted' }],
    });
    expect(res.body.resident.email).toBe(email);
    expect(res.body._id).not.toBe(FORCED_ID);
    // As a form with a photo: the report part's extras are dropped too, and only the photo sent is counted.
    const report = `${wire({
      where: 'common-area',
      category: 'lift',
      title: 'Mass',
      description: 'd',
      resident: VICTIM,
    }).slice(0, -1)},"photoCount":3,"photos":[{"position":9,"url":"https://evil.example/x.webp"}]}`;
    const form = await fetch(`${api.url}/api/maintenance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: reportForm(report, [{ bytes: await webp(), name: 'one.webp', type: 'image/webp' }]),
    });
    expect(form.status).toBe(201);
    const created = await form.json();
    expect(created.resident.email).toBe(email);
    expect(created.photos).toEqual([{ position: 1, url: `/api/maintenance/${created._id}/photos/1` }]);
    expect(snapshotOf(tables)).not.toContain('evil.example');
  },
  'POST /api/maintenance/:id/comments': async ({ token }) => {
    const id = await reportedBy(token);
    const res = await api.call('POST', `/api/maintenance/${id}/comments`, {
      token,
      body: wire({ text: 'Still dripping', internal: true, kind: 'internal-note' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.history.at(-1)).toMatchObject({
      kind: 'comment',
      text: 'Still dripping',
      by: { role: 'resident' },
    });
  },
  'POST /api/maintenance/:id/reopen': async ({ token }) => {
    const id = await resolvedFor(token);
    const res = await api.call('POST', `/api/maintenance/${id}/reopen`, { token, body: wire({ reason: 'Back' }) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
  },
  'POST /api/maintenance/:id/close': async ({ token }) => {
    const id = await resolvedFor(token);
    const res = await api.call('POST', `/api/maintenance/${id}/close`, { token, body: wire({ rating: 4 }) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('closed');
    expect(res.body.history.at(-1)).toMatchObject({ kind: 'closed', rating: 4 });
  },
  'POST /api/admin/maintenance/:id/status': async ({ token }) => {
    const id = await reportedBy(token);
    const res = await api.call('POST', `/api/admin/maintenance/${id}/status`, {
      token: admin,
      body: wire({ action: 'start', to: 'closed' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
  },
  'POST /api/admin/maintenance/:id/comments': async ({ token }) => {
    const id = await reportedBy(token);
    const res = await api.call('POST', `/api/admin/maintenance/${id}/comments`, {
      token: admin,
      body: wire({ text: 'On it', internal: false }),
    });
    expect(res.status).toBe(200);
    expect(res.body.history.at(-1)).toMatchObject({ kind: 'comment', text: 'On it', by: { role: 'admin' } });
  },
  'POST /api/admin/maintenance/:id/assignment': async ({ token }) => {
    const id = await reportedBy(token);
    const guard = await api.staff('mass-assign');
    const res = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: wire({ staffEmail: guard.email, version: 1, status: 'closed', assignee: { email: 'x@example.com' } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('submitted');
    expect(res.body.assignee).toMatchObject({ email: guard.email });
  },
  'POST /api/staff/jobs/:id/status': async ({ token }) => {
    const { id, guard } = await assignedJob(token, 'mass-job-status');
    const res = await api.call('POST', `/api/staff/jobs/${id}/status`, {
      token: guard.token,
      body: wire({ action: 'start', to: 'closed', reason: 'x' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
    expect(res.body.history.at(-1)).toMatchObject({ kind: 'status-changed', by: { role: 'staff' } });
  },
  'POST /api/staff/jobs/:id/comments': async ({ token }) => {
    const { id, guard } = await assignedJob(token, 'mass-job-comment');
    const res = await api.call('POST', `/api/staff/jobs/${id}/comments`, {
      token: guard.token,
      body: wire({ text: 'Coming at 3', internal: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body.history.at(-1)).toMatchObject({ kind: 'comment', text: 'Coming at 3', by: { role: 'staff' } });
  },
  'PATCH /api/admin/members/:email/demote': async () => {
    const member = await api.member('mass-demoted', { since: 12 });
    const email = (await api.call('GET', '/api/agreements/user', { token: member })).body.userEmail;
    const res = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, {
      token: admin,
      body: wire({}),
    });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/users/role', { token: member })).body.role).toBe('user');
  },
  'POST /api/notifications/read': async ({ token }) => {
    const res = await api.call('POST', '/api/notifications/read', {
      token,
      body: wire({ all: true, readAt: LONG_AGO }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unread: 0 });
  },
  'PUT /api/me/email-choices': async ({ token }) => {
    const choices = { payments: false, announcements: true, maintenance: false, reminders: true };
    const res = await api.call('PUT', '/api/me/email-choices', {
      token,
      body: wire({ ...choices, agreements: false, email: VICTIM }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...choices, applications: true });
    // `applications`, left out, keeps what is stored (on, as for every account).
    expect((await api.call('GET', '/api/me/email-choices', { token })).body).toEqual({
      ...choices,
      applications: true,
    });
  },
  'PUT /api/me/language': async ({ token }) => {
    const res = await api.call('PUT', '/api/me/language', { token, body: wire({ language: 'bn' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'bn' });
    // The language changed, and nothing else: not the role the extras named, nor anyone else's record.
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'user', language: 'bn' });
  },
  'POST /api/unsubscribe': async ({ token, email }) => {
    const signed = api.container.get<UnsubscribeTokens>(TOKENS.UnsubscribeTokens).sign(email, 'reminders');
    const res = await api.call('POST', '/api/unsubscribe', {
      body: wire({ token: signed, topic: 'payments', email: VICTIM }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ topic: 'reminders' });
    expect((await api.call('GET', '/api/me/email-choices', { token })).body).toMatchObject({
      reminders: false,
      payments: true,
    });
  },
  'POST /api/admin/emails/:id/retry': async () => {
    await api.member('mass-retry');
    const id = await failOneEmail(api.store);
    const res = await api.call('POST', `/api/admin/emails/${id}/retry`, {
      token: admin,
      body: wire({ status: 'sent', attempts: 0 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notificationId: id, status: 'pending', attempts: 1 });
  },
  'POST /api/payment-reports': async () => {
    const member = await api.member('mass-report', { since: 1 });
    const res = await api.call('POST', '/api/payment-reports', {
      token: member,
      body: wire({ amount: 500, paidOn: today(), method: 'bkash', reference: 'MASS-R1', status: 'confirmed' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', amount: 500, receiptNumber: null });
  },
  'POST /api/admin/payment-reports/:reportId/confirm': async () => {
    const member = await api.member('mass-confirm', { since: 1 });
    const made = await api.call('POST', '/api/payment-reports', {
      token: member,
      body: { amount: 500, paidOn: today(), method: 'nagad', reference: 'MASS-R2' },
    });
    const res = await api.call('POST', `/api/admin/payment-reports/${made.body.id}/confirm`, {
      token: admin,
      body: wire({ amount: 7, receiptNumber: 1, status: 'rejected' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({ status: 'confirmed', amount: 500 });
    expect(res.body.report.receiptNumber).not.toBe(1);
  },
  'POST /api/admin/payment-reports/:reportId/reject': async () => {
    const member = await api.member('mass-reject', { since: 1 });
    const made = await api.call('POST', '/api/payment-reports', {
      token: member,
      body: { amount: 500, paidOn: today(), method: 'bank', reference: 'MASS-R3' },
    });
    const res = await api.call('POST', `/api/admin/payment-reports/${made.body.id}/reject`, {
      token: admin,
      body: wire({ reason: 'No such transfer', status: 'confirmed', receiptNumber: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({ status: 'rejected', reason: 'No such transfer', receiptNumber: null });
  },
  'POST /api/admin/staff': async () => {
    const res = await api.call('POST', '/api/admin/staff', {
      token: admin,
      body: wire({ email: 'mass-guard@test.lakeview', name: 'Mass Guard', job: 'guard' }),
    });
    expect(res.status).toBe(201);
    expect(tables.users.get('mass-guard@test.lakeview')?.role).toBe('staff');
  },
  'DELETE /api/admin/staff/:email': async () => {
    const guard = await api.staff('mass-removed');
    const res = await api.call('DELETE', `/api/admin/staff/${encodeURIComponent(guard.email)}`, {
      token: admin,
      body: wire({}),
    });
    expect(res.status).toBe(200);
  },
  'PUT /api/admin/visitor-settings': async () => {
    const version = (await api.call('GET', '/api/admin/visitor-settings', { token: admin })).body.version;
    const res = await api.call('PUT', '/api/admin/visitor-settings', {
      token: admin,
      body: wire({ retentionDays: 91, version }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ retentionDays: 91, version: version + 1 });
  },
  'POST /api/visitors': async () => {
    const member = await api.member('mass-host');
    const res = await api.call('POST', '/api/visitors', {
      token: member,
      body: wire({ visitorName: 'Mass Visitor', phone: '01712345678', date: today(), code: 'AAAAAA' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'expected', kind: 'pass', visitorName: 'Mass Visitor' });
    expect(res.body.code).not.toBe('AAAAAA');
  },
  'POST /api/visitors/:id/cancel': async () => {
    const member = await api.member('mass-cancel');
    const made = await api.call('POST', '/api/visitors', {
      token: member,
      body: { visitorName: 'Mass Cancel', phone: '01712345678', date: today() },
    });
    const res = await api.call('POST', `/api/visitors/${made.body.id}/cancel`, { token: member, body: wire({}) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
  },
  'POST /api/desk/passes/:code/arrive': async () => {
    const member = await api.member('mass-arrive');
    const made = await api.call('POST', '/api/visitors', {
      token: member,
      body: { visitorName: 'Mass Arrive', phone: '01712345678', date: today() },
    });
    const guard = await api.staff('mass-arrive');
    const res = await api.call('POST', `/api/desk/passes/${made.body.code}/arrive`, {
      token: guard.token,
      body: wire({}),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('arrived');
  },
  'POST /api/desk/visits/:id/arrive': async () => {
    const member = await api.member('mass-arrive-id');
    const made = await api.call('POST', '/api/visitors', {
      token: member,
      body: { visitorName: 'Mass Arrive', phone: '01712345678', date: today() },
    });
    const res = await api.call('POST', `/api/desk/visits/${made.body.id}/arrive`, { token: admin, body: wire({}) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('arrived');
  },
  'POST /api/desk/visits/:id/leave': async () => {
    const flat = [...tables.apartments.values()][0]!;
    const walkIn = await api.call('POST', '/api/desk/walk-ins', {
      token: admin,
      body: { apartmentId: flat.id, visitorName: 'Mass Leave', phone: '01712345678' },
    });
    const res = await api.call('POST', `/api/desk/visits/${walkIn.body.id}/leave`, { token: admin, body: wire({}) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('left');
  },
  'POST /api/online-payments': async () => {
    const member = await onlinePayer();
    const owed = (await api.call('GET', '/api/ledger/mine', { token: member })).body.owed;
    const res = await api.call('POST', '/api/online-payments', {
      token: member,
      body: wire({ amount: owed, state: 'paid', tranId: FORCED_ID, leaseId: FORCED_ID, memberEmail: VICTIM }),
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(owed);
    expect(tables.onlinePayments.get(res.body.tranId)?.payment).toMatchObject({ state: 'pending' });
  },
  ...Object.fromEntries(
    (['success', 'fail', 'cancel'] as const).map((kind) => [
      `POST /api/online-payments/gateway/${kind}`,
      async () => {
        const { member, tranId, amount } = await onlineCharge();
        const fields = gateway.complete(tranId, kind);
        const res = await browserBack(api.url, kind, { ...fields, ...flat(EXTRAS), tran_id: tranId });
        expect(res.status).toBe(303);
        const payment = (await api.call('GET', `/api/online-payments/${tranId}`, { token: member })).body;
        const state = { success: 'paid', fail: 'failed', cancel: 'cancelled' }[kind];
        expect(payment).toMatchObject({ amount, state });
      },
    ]),
  ),
  'POST /api/online-payments/gateway/ipn': async () => {
    const { member, tranId, amount } = await onlineCharge();
    const fields = gateway.complete(tranId, 'success');
    const res = await gateway.sendIpn(tranId, { ...fields, ...flat(EXTRAS), tran_id: tranId });
    expect(res).toEqual({ status: 200, body: { tranId, state: 'paid' } });
    const payment = (await api.call('GET', `/api/online-payments/${tranId}`, { token: member })).body;
    expect(payment).toMatchObject({ amount, state: 'paid' });
  },
  'POST /api/desk/walk-ins': async () => {
    const flat = [...tables.apartments.values()][1]!;
    const guard = await api.staff('mass-walk-in');
    const res = await api.call('POST', '/api/desk/walk-ins', {
      token: guard.token,
      body: wire({ apartmentId: flat.id, visitorName: 'Mass Walk-in', phone: '01712345678', date: '1999-01-01' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'arrived', kind: 'walk-in', date: today(), code: null });
  },
  'POST /api/desk/parcels': async () => {
    const flat = [...tables.apartments.values()][1]!;
    const guard = await api.staff('mass-parcel');
    const res = await api.call('POST', '/api/desk/parcels', {
      token: guard.token,
      body: wire({ apartmentId: flat.id, carrier: 'Mass Courier', collectedBy: 'Victim', hasPhoto: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'waiting', carrier: 'Mass Courier', hasPhoto: false, collectedBy: null });
  },
  'POST /api/desk/parcels/:id/collect': async () => {
    const flat = [...tables.apartments.values()][1]!;
    const made = await api.call('POST', '/api/desk/parcels', {
      token: admin,
      body: { apartmentId: flat.id, carrier: 'Mass Collect' },
    });
    const res = await api.call('POST', `/api/desk/parcels/${made.body.id}/collect`, {
      token: admin,
      body: wire({ collectedBy: 'Mass Taker', collectedAt: LONG_AGO }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'collected', collectedBy: 'Mass Taker' });
  },
  'POST /api/parcels/:id/collect': async () => {
    const member = await api.member('mass-parcel-host');
    const { apartmentId } = (await api.call('GET', '/api/agreements/user', { token: member })).body;
    const made = await api.call('POST', '/api/desk/parcels', { token: admin, body: { apartmentId, carrier: 'Mass' } });
    const res = await api.call('POST', `/api/parcels/${made.body.id}/collect`, {
      token: member,
      body: wire({ collectedBy: 'Mass Resident', status: 'waiting' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'collected', collectedBy: 'Mass Resident' });
  },
};

describe('mass assignment', () => {
  it('has a case for every write route the router mounts', () => {
    const writes = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' }))
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(Object.keys(CASES).sort()).toEqual(writes);
  });

  it.each(Object.keys(CASES))('%s ignores every field the client must not decide', async (route) => {
    const token = await api.user('mass');
    const email = (await api.call('PUT', '/api/users', { token, body: { name: 'Mass' } })).body.email;
    await CASES[route]!({ token, email });
    expectNothingForeignStored();
    fig.count('mass assignment', `write routes checked with ${Object.keys(EXTRAS).length} foreign fields each`);
  });

  it('refuses a body carrying a __proto__ key on every write route, and changes nothing', async () => {
    const token = await api.user('proto');
    const member = await api.member('proto', { since: 12 });
    // An object literal cannot hold a "__proto__" key (it sets the prototype instead): it is written as text.
    const body =
      '{"__proto__":{"role":"admin","polluted":"yes"},"name":"Proto","action":"accept","month":"2026-04","title":"t","description":"d"}';
    for (const route of Object.keys(CASES)) {
      const [method, path] = route.split(' ') as [string, string];
      const concrete = path
        .replace(':id', 'some-id')
        .replace(':code', 'WELCOME10')
        .replace(':email', 'someone%40test.lakeview');
      const before = snapshotOf(tables);
      for (const caller of [token, member, admin]) {
        const res = await api.call(method, concrete, { token: caller, body });
        expect(res.status, `${route}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${route}`).toBeLessThan(500);
      }
      expect(snapshotOf(tables), route).toBe(before);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    fig.add(
      'mass assignment',
      'write routes x callers refused a __proto__ body, no row changed',
      Object.keys(CASES).length * 3,
    );
  });
});
