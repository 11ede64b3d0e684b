/**
 * The product's main journeys through the real HTTP stack: a user applies, the admin accepts, the member pays
 * rent with a coupon through the sandbox card provider, and the admin removes the member again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../../adapters/config.ts';
import { allRoutes } from '../../../adapters/container.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { wireCheck } from '../../support/wire.ts';
import { monthsAgo, nextMonth, thisMonth } from '../../support/months.ts';
import { formatMonth } from '../../../domain/shared/month.ts';

const CARD_OK = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const CARD_DECLINED = { ...CARD_OK, number: '4000 0000 0000 0002' };

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin();
});
afterAll(() => api?.close());

async function payFor(token: string, month: string, card = CARD_OK, couponCode?: string) {
  const agreement = (await api.call('GET', '/api/agreements/user', { token })).body;
  const discount = couponCode
    ? (await api.call('GET', `/api/payments/coupon/${couponCode}`, { token })).body.discountPercentage
    : 0;
  const amount = Math.round(agreement.rent * (1 - discount / 100) * 100);
  const intent = await api.call('POST', '/api/payments/create-payment-intent', {
    token,
    body: { amount, month, couponCode },
  });
  expect(intent.status).toBe(200);
  const confirm = await api.call('POST', '/api/payments/sandbox/confirm', {
    token,
    body: { clientSecret: intent.body.clientSecret, card, billingDetails: { name: 'Test', email: 'x@test.lakeview' } },
  });
  return { agreement, amount, intent, confirm };
}

describe('applying and being accepted', () => {
  it('turns a user into a member with the apartment and rent the store holds, and the summary follows', async () => {
    const token = await api.user('applicant');
    const { apartments } = (await api.call('GET', '/api/apartments')).body;
    const apartment = apartments[0];
    const before = (await api.call('GET', '/api/admin/summary', { token: admin })).body;

    const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: apartment._id } });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      status: 'pending',
      rent: apartment.rent,
      floor: apartment.floor,
      block: apartment.block,
    });
    expect(applied.body).toMatchObject({ apartmentId: apartment._id, alreadySent: false });
    // The same request again (a double click) is answered with the request already sent, not refused.
    const again = await api.call('POST', '/api/agreements', { token, body: { apartmentId: apartment._id } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...applied.body, alreadySent: true });
    expect(
      (await api.call('POST', '/api/agreements', { token, body: { apartmentId: apartments[1]._id } })).body.code,
    ).toBe('AGREEMENT.OPEN_EXISTS');
    expect((await api.call('GET', '/api/agreements/user', { token })).body.apartmentId).toBe(apartment._id);

    const pending = (await api.call('GET', '/api/admin/agreements', { token: admin })).body;
    expect(pending.map((a: { _id: string }) => a._id)).toContain(applied.body._id);

    const accepted = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
      token: admin,
      body: { action: 'accept', userRole: 'admin' },
    });
    expect(accepted.body).toMatchObject({ status: 'checked', decision: 'accepted' });
    expect(accepted.body.acceptedAt).toBeTruthy();
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'member', language: 'en' });
    expect((await api.call('GET', '/api/agreements/user', { token })).body).toMatchObject({
      status: 'checked',
      rent: apartment.rent,
    });

    const listed = (await api.call('GET', '/api/apartments')).body.apartments.find(
      (a: { _id: string }) => a._id === apartment._id,
    );
    expect(listed.available).toBe(false);
    // Only the free flats: the let one is gone from the page and from the count.
    const all = (await api.call('GET', '/api/apartments?limit=50')).body;
    const onlyFree = (await api.call('GET', '/api/apartments?availableOnly=true&limit=50')).body;
    expect(onlyFree.apartments.map((a: { _id: string }) => a._id)).not.toContain(apartment._id);
    expect(onlyFree.apartments.every((a: { available: boolean }) => a.available)).toBe(true);
    expect(onlyFree.total).toBe(all.apartments.filter((a: { available: boolean }) => a.available).length);
    const after = (await api.call('GET', '/api/admin/summary', { token: admin })).body;
    expect(after.totalMembers).toBe(before.totalMembers + 1);
    expect(after.rentedPercentage).toBeGreaterThan(before.rentedPercentage);
    expect(after.rentedPercentage + after.availablePercentage).toBeCloseTo(100, 5);
  });

  it('lets nobody else apply for a rented apartment', async () => {
    const member = await api.member('holder', { since: 12 });
    const rentedId = (await api.call('GET', '/api/agreements/user', { token: member })).body;
    const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
    const rented = apartments.find(
      (a: { block: string; floor: number; number: string }) =>
        a.block === rentedId.block && a.floor === rentedId.floor && a.number === rentedId.number,
    );
    const other = await api.user('latecomer');
    const res = await api.call('POST', '/api/agreements', { token: other, body: { apartmentId: rented._id } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('APARTMENT.ALREADY_RENTED');
  });

  it('rejecting leaves the applicant a user with no current agreement', async () => {
    const token = await api.user('rejected');
    const free = (await api.call('GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { available: boolean }) => a.available,
    );
    const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
    const rejected = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
      token: admin,
      body: { action: 'reject' },
    });
    expect(rejected.body).toMatchObject({ status: 'checked', decision: 'rejected' });
    expect((await api.call('GET', '/api/users/role', { token })).body.role).toBe('user');
    expect((await api.call('GET', '/api/agreements/user', { token })).status).toBe(404);
    const again = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
      token: admin,
      body: { action: 'accept' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'AGREEMENT.ALREADY_REJECTED',
      message: 'This request was already rejected, perhaps by another admin.',
    });
  });
});

describe('where an application stands', () => {
  it('tells the applicant, lets them withdraw while it waits, and keeps the admin and audit log in step', async () => {
    const token = await api.user('withdrawer');
    expect((await api.call('GET', '/api/agreements/user/latest', { token })).body).toEqual({ agreement: null });
    const { apartments } = (await api.call('GET', '/api/apartments')).body;
    const applied = (await api.call('POST', '/api/agreements', { token, body: { apartmentId: apartments[2]._id } }))
      .body;
    expect((await api.call('GET', '/api/agreements/user/latest', { token })).body.agreement).toMatchObject({
      _id: applied._id,
      status: 'pending',
    });

    const withdrawn = await api.call('POST', '/api/agreements/user/withdraw', { token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ _id: applied._id, status: 'checked', decision: 'withdrawn' });
    expect(withdrawn.body.decidedAt).toEqual(expect.any(String));
    expect(withdrawn.body.acceptedAt).toBeUndefined();
    // Gone from the admin's list, no longer the user's current agreement, recorded in the audit log.
    const pending = (await api.call('GET', '/api/admin/agreements', { token: admin })).body;
    expect(pending.map((a: { _id: string }) => a._id)).not.toContain(applied._id);
    expect((await api.call('GET', '/api/agreements/user', { token })).status).toBe(404);
    const log = (await api.call('GET', '/api/admin/audit-log?action=agreement.withdraw', { token: admin })).body;
    const entry = log.entries.find((e: { subject: string }) => e.subject === applied._id);
    // In people's words, kept with the entry: who, for which flat.
    expect(entry.label).toMatch(/^Test withdrawer for Block .+, floor \d+, .+$/);

    // Nothing left to withdraw; and they may apply again.
    const again = await api.call('POST', '/api/agreements/user/withdraw', { token });
    expect(again).toMatchObject({ status: 404, body: { code: 'AGREEMENT.NOT_FOUND' } });
    expect(
      (await api.call('POST', '/api/agreements', { token, body: { apartmentId: apartments[2]._id } })).status,
    ).toBe(201);
  });

  it('refuses to withdraw an accepted request, which stays accepted', async () => {
    const token = await api.user('too-late');
    const { apartments } = (await api.call('GET', '/api/apartments')).body;
    const free = apartments.find((a: { available: boolean }) => a.available);
    const applied = (await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } })).body;
    await api.call('PATCH', `/api/agreements/${applied._id}`, { token: admin, body: { action: 'accept' } });
    const refused = await api.call('POST', '/api/agreements/user/withdraw', { token });
    expect(refused).toMatchObject({ status: 404, body: { code: 'AGREEMENT.NOT_FOUND' } });
    expect((await api.call('GET', '/api/agreements/user', { token })).body.decision).toBe('accepted');
  });
});

describe('paying rent', () => {
  it('charges the server-computed amount with a coupon, records it once, and blocks the same month', async () => {
    const token = await api.member('payer', { since: 12 });
    const { agreement, amount, confirm, intent } = await payFor(token, thisMonth(), CARD_OK, 'welcome10');
    expect(intent.body.amount).toBe(Math.round(agreement.rent * 90));
    expect(confirm.status).toBe(200);
    expect(confirm.body.paymentIntent).toMatchObject({ status: 'succeeded', amount });

    const recorded = await api.call('POST', '/api/payments', {
      token,
      body: { transactionId: confirm.body.paymentIntent.id, month: thisMonth() },
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      month: formatMonth(thisMonth()),
      monthKey: thisMonth(),
      discount: 10,
      rent: agreement.rent,
      amount: amount / 100,
      status: 'paid',
    });
    const again = await api.call('POST', '/api/payments', {
      token,
      body: { transactionId: confirm.body.paymentIntent.id, month: thisMonth() },
    });
    expect(again.body._id).toBe(recorded.body._id);

    const history = (await api.call('GET', '/api/payments/user', { token })).body;
    expect(history).toHaveLength(1);
    const sameMonth = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { amount: agreement.rent * 100, month: formatMonth(thisMonth()) },
    });
    expect(sameMonth.status).toBe(409);
    expect(sameMonth.body.code).toBe('PAYMENT.MONTH_ALREADY_PAID');
  });

  it('shows a declined card in the provider’s words and records nothing', async () => {
    const token = await api.member('declined', { since: 12 });
    const { confirm } = await payFor(token, monthsAgo(1), CARD_DECLINED);
    expect(confirm.status).toBe(402);
    expect(confirm.body.message).toBe('Your card was declined.');
    expect((await api.call('GET', '/api/payments/user', { token })).body).toEqual([]);
  });

  it('refuses an amount the client made up, and a payment not yet confirmed', async () => {
    const token = await api.member('tamperer', { since: 12 });
    const agreement = (await api.call('GET', '/api/agreements/user', { token })).body;
    const cheap = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { amount: 100, month: monthsAgo(2) },
    });
    expect(cheap.status).toBe(400);
    expect(cheap.body.code).toBe('PAYMENT.AMOUNT_MISMATCH');
    const intent = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { amount: agreement.rent * 100, month: monthsAgo(2) },
    });
    const intentId = intent.body.clientSecret.split('_secret_')[0];
    const early = await api.call('POST', '/api/payments', {
      token,
      body: { transactionId: intentId, month: monthsAgo(2) },
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PAYMENT.INTENT_NOT_SUCCEEDED');
    expect((await api.call('GET', '/api/payments/user', { token })).body).toEqual([]);
  });

  it('refuses a repeated report of a recorded charge that names another month, and answers the same report again', async () => {
    const token = await api.member('repeater', { since: 12 });
    const { confirm } = await payFor(token, monthsAgo(3));
    const transactionId = confirm.body.paymentIntent.id;
    const report = (month: string) => api.call('POST', '/api/payments', { token, body: { transactionId, month } });
    const recorded = await report(monthsAgo(3));
    expect(recorded.status).toBe(201);

    const otherMonth = await report(monthsAgo(2));
    expect(otherMonth.status).toBe(409);
    expect(otherMonth.body).toMatchObject({
      code: 'PAYMENT.RECORDED_FOR_ANOTHER_MONTH',
      message: `This card payment is already recorded for ${formatMonth(monthsAgo(3))}, not ${formatMonth(monthsAgo(2))}`,
    });
    // The month named in other words is the same report, answered with the same row.
    const again = await report(formatMonth(monthsAgo(3)));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(recorded.body);
    const history = (await api.call('GET', '/api/payments/user', { token })).body;
    expect(history.map((p: { monthKey: string }) => p.monthKey)).toEqual([monthsAgo(3)]);
  });

  it('keeps one member away from another member’s intent and history', async () => {
    const owner = await api.member('owner', { since: 12 });
    const thief = await api.member('thief', { since: 12 });
    const { confirm, intent } = await payFor(owner, monthsAgo(3));
    const stolenConfirm = await api.call('POST', '/api/payments/sandbox/confirm', {
      token: thief,
      body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
    });
    expect(stolenConfirm.status).toBeGreaterThanOrEqual(400);
    expect(stolenConfirm.status).toBeLessThan(500);
    const stolenRecord = await api.call('POST', '/api/payments', {
      token: thief,
      body: { transactionId: confirm.body.paymentIntent.id },
    });
    expect(stolenRecord.status).toBe(403);
    const ownerEmail = (await api.call('PUT', '/api/users', { token: owner, body: { name: 'Owner' } })).body.email;
    expect(
      (await api.call('GET', `/api/payments/user?email=${encodeURIComponent(ownerEmail)}`, { token: thief })).status,
    ).toBe(403);
    expect(
      (await api.call('GET', `/api/payments/user?email=${encodeURIComponent(ownerEmail)}`, { token: admin })).status,
    ).toBe(200);
    expect((await api.call('GET', '/api/payments/user', { token: thief })).body).toEqual([]);
  });

  it('records a fully discounted month without any card step', async () => {
    await api.call('POST', '/api/admin/coupons', {
      token: admin,
      body: { code: 'FREEMONTH', discountPercentage: 100, description: 'On the house' },
    });
    const token = await api.member('lucky', { since: 12 });
    const res = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { amount: 0, month: nextMonth(), couponCode: 'FREEMONTH' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clientSecret: null,
      amount: 0,
      payment: { month: formatMonth(nextMonth()), monthKey: nextMonth(), discount: 100, amount: 0 },
    });
    expect((await api.call('GET', '/api/payments/user', { token })).body).toHaveLength(1);
  });
});

describe('removing a member', () => {
  it('demotes them on their very next request, ends the agreement, frees the apartment and keeps their payments', async () => {
    const token = await api.member('leaver', { since: 12 });
    const { confirm } = await payFor(token, monthsAgo(4));
    await api.call('POST', '/api/payments', {
      token,
      body: { transactionId: confirm.body.paymentIntent.id, month: monthsAgo(4) },
    });
    const me = (await api.call('PUT', '/api/users', { token, body: { name: 'Leaver' } })).body;
    const members = (await api.call('GET', '/api/admin/members', { token: admin })).body;
    expect(members.map((m: { email: string }) => m.email)).toContain(me.email);

    const removed = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(me.email)}/demote`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect((await api.call('GET', '/api/users/role', { token })).body.role).toBe('user');
    // A former resident pays only what the ended lease left unpaid: not next month.
    expect(
      (await api.call('POST', '/api/payments/create-payment-intent', { token, body: { month: nextMonth() } })).status,
    ).toBe(409);
    expect((await api.call('GET', '/api/agreements/user', { token })).status).toBe(404);
    expect((await api.call('GET', '/api/payments/user', { token })).body).toHaveLength(1);
    const adminEmail = (await api.call('PUT', '/api/users', { token: admin, body: { name: 'Boss' } })).body.email;
    const demoteAdmin = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(adminEmail)}/demote`, {
      token: admin,
    });
    expect(demoteAdmin.body.code).toBe('USER.IS_ADMIN');
  });
});

describe('announcements and coupons', () => {
  it('shows what the admin posts to every signed-in user, newest first', async () => {
    const posted = await api.call('POST', '/api/admin/announcements', {
      token: admin,
      body: { title: 'Lift service', description: 'The lift stops on Monday.' },
    });
    expect(posted.status).toBe(201);
    const user = await api.user('reader');
    const list = (await api.call('GET', '/api/admin/announcements', { token: user })).body;
    expect(list[0]).toMatchObject({ title: 'Lift service', description: 'The lift stops on Monday.' });
  });

  it('lets the admin rewrite and delete what was posted; a stale edit is refused and residents see the latest words', async () => {
    const posted = (
      await api.call('POST', '/api/admin/announcements', {
        token: admin,
        body: { title: 'Water off', description: 'Friday 9-1' },
      })
    ).body;
    const other = await api.admin('second-editor');
    const edited = await api.call('PUT', `/api/admin/announcements/${posted._id}`, {
      token: admin,
      body: { title: 'Water off', description: 'Saturday 9-1', version: posted.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Saturday 9-1',
      version: posted.version + 1,
      createdAt: posted.createdAt,
    });
    expect(edited.body.editedAt).not.toBeNull();
    const stale = await api.call('PUT', `/api/admin/announcements/${posted._id}`, {
      token: other,
      body: { title: 'Water off', description: 'Sunday', version: posted.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('ANNOUNCEMENT.CHANGED');
    const staleDelete = await api.call('DELETE', `/api/admin/announcements/${posted._id}?version=${posted.version}`, {
      token: other,
    });
    expect(staleDelete.status).toBe(409);
    const user = await api.user('latest-reader');
    const read = async () =>
      (await api.call('GET', '/api/admin/announcements', { token: user })).body.filter(
        (a: { _id: string }) => a._id === posted._id,
      );
    expect(await read()).toEqual([edited.body]);
    const deleted = await api.call('DELETE', `/api/admin/announcements/${posted._id}?version=${edited.body.version}`, {
      token: other,
    });
    expect(deleted.status).toBe(200);
    expect(await read()).toEqual([]);
    const log = (await api.call('GET', '/api/admin/audit-log?action=announcement.edit', { token: admin })).body;
    expect(JSON.stringify(log)).toContain('Saturday 9-1');
  });

  it('shows only active coupons publicly and follows the admin’s toggle', async () => {
    const created = await api.call('POST', '/api/admin/coupons', {
      token: admin,
      body: { code: 'spring20', discountPercentage: 20, description: 'Spring' },
    });
    expect(created.body).toMatchObject({ code: 'SPRING20', isActive: true });
    const codes = async () => (await api.call('GET', '/api/coupons/active')).body.map((c: { code: string }) => c.code);
    expect(await codes()).toContain('SPRING20');
    expect(await codes()).not.toContain('WINTER5');
    const toggled = await api.call('PATCH', '/api/admin/coupons/spring20/toggle', { token: admin });
    expect(toggled.body.isActive).toBe(false);
    expect(await codes()).not.toContain('SPRING20');
    expect(
      (await api.call('GET', '/api/admin/coupons', { token: admin })).body.map((c: { code: string }) => c.code),
    ).toContain('SPRING20');
  });
});

describe('a maintenance request', () => {
  it('goes from an emergency report to a rated close, with the admins working it on the board and in the audit log', async () => {
    const member = await api.member('leaky');
    const reported = await api.call('POST', '/api/maintenance', {
      token: member,
      body: {
        where: 'flat',
        category: 'plumbing',
        title: 'Leaking tap',
        description: 'Water under the sink',
        emergency: true,
        entryAllowed: true,
      },
    });
    expect(reported.status).toBe(201);
    const building = (await api.call('GET', '/api/building')).body;
    expect(reported.body).toMatchObject({
      status: 'submitted',
      emergency: true,
      place: { kind: 'flat' },
      entry: { allowed: true, notes: null },
      emergencyPhone: building.emergencyPhone,
      actions: ['comment'],
    });
    const id = reported.body._id;
    const label = `Leaking tap in ${reported.body.place.label}`;

    const calm = await api.call('POST', '/api/maintenance', {
      token: await api.user('lift-watcher'),
      body: { where: 'common-area', category: 'lift', title: 'Lift slow', description: 'It takes ages' },
    });
    expect(calm.body.emergencyPhone).toBeNull();
    const board = (await api.call('GET', '/api/admin/maintenance?status=submitted', { token: admin })).body;
    expect(board[0]._id).toBe(id);
    expect(board.map((r: { _id: string }) => r._id)).toContain(calm.body._id);
    expect(
      (await api.call('GET', '/api/admin/maintenance?category=lift', { token: admin })).body.map(
        (r: { _id: string }) => r._id,
      ),
    ).toEqual([calm.body._id]);

    expect(
      (await api.call('POST', `/api/admin/maintenance/${id}/status`, { token: admin, body: { action: 'start' } }))
        .status,
    ).toBe(200);
    await api.call('POST', `/api/admin/maintenance/${id}/comments`, {
      token: admin,
      body: { text: 'Plumber on the way', internal: false },
    });
    await api.call('POST', `/api/admin/maintenance/${id}/comments`, {
      token: admin,
      body: { text: 'Check the valve too', internal: true },
    });
    const seen = (await api.call('GET', `/api/maintenance/${id}`, { token: member })).body;
    expect(seen.history.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'status-changed', 'comment']);
    expect(seen.history[2]).toMatchObject({ text: 'Plumber on the way', by: { role: 'admin' } });

    const resolved = await api.call('POST', `/api/admin/maintenance/${id}/status`, {
      token: admin,
      body: { action: 'resolve' },
    });
    expect(resolved.body.status).toBe('resolved');
    const mine = (await api.call('GET', '/api/maintenance', { token: member })).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      _id: id,
      title: 'Leaking tap',
      description: 'Water under the sink',
      status: 'resolved',
      actions: ['reopen', 'close', 'comment'],
    });
    expect(mine[0].reopenUntil).not.toBeNull();
    // Their list shows them what the request page does: the admins' comment, never the internal note.
    expect(mine[0].history.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'status-changed',
      'comment',
      'status-changed',
    ]);
    expect(mine[0].history[2]).toMatchObject({ text: 'Plumber on the way', by: { role: 'admin' } });
    expect(JSON.stringify(mine)).not.toContain('Check the valve too');

    const closed = await api.call('POST', `/api/maintenance/${id}/close`, {
      token: member,
      body: { rating: 5, comment: 'Fast and tidy' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', actions: [] });

    const summary = (await api.call('GET', '/api/admin/maintenance/summary', { token: admin })).body;
    expect(summary).toMatchObject({ opened: 2, resolved: 1, rated: 1, averageRating: 5 });
    expect(summary.medianResolutionMs).toBeGreaterThanOrEqual(0);

    const log = (await api.call('GET', '/api/admin/audit-log', { token: admin })).body.entries;
    const ours = log.filter((e: { subject: string }) => e.subject === id);
    expect(ours.map((e: { action: string }) => e.action).sort()).toEqual(
      ['maintenance.comment', 'maintenance.note', 'maintenance.resolve', 'maintenance.start'].sort(),
    );
    expect(ours.every((e: { label: string }) => e.label === label)).toBe(true);
  });
});

describe('the answers of these journeys', () => {
  it("each parsed with their route's response schema (every call above was held to it)", () => {
    expect(api.wire.checked.size).toBeGreaterThan(25);
    expect(api.wire.checked).toContain('PATCH /api/agreements/:id');
    expect(api.wire.checked).toContain('POST /api/payments/sandbox/confirm');
  });

  it('would fail on a response schema that lies about the wire', async () => {
    const res = await api.call('GET', '/api/apartments');
    const lying = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' })).map((route) =>
      route.path === '/api/apartments' && route.method === 'GET'
        ? { ...route, response: z.strictObject({ apartments: z.array(z.unknown()), total: z.string() }) }
        : route,
    );
    const answer = { method: 'GET', path: '/api/apartments', status: 200, body: res.body, contentType: null };
    expect(() => wireCheck(lying).check(answer)).toThrow(
      'GET /api/apartments answered what its response schema refuses',
    );
  });
});
