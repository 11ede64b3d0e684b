/**
 * Malformed input on every route: each answers 4xx with a message that says what is wrong, never 5xx,
 * and the store is exactly as it was before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth } from '../../support/months.ts';
import { MAINTENANCE_RULES } from '../../../domain/maintenance/fields.ts';
import { html, jpegWithGps, pdf, pngBomb, reportForm, truncatedJpeg, webp } from '../../support/pictures.ts';

type Who = 'guest' | 'user' | 'member' | 'admin';
interface Case {
  who: Who;
  method: string;
  path: string;
  body?: unknown;
  status: number;
  message: RegExp;
}

const tables = new MemoryTables();
const snapshot = () =>
  JSON.stringify(Object.entries(tables).map(([name, rows]) => [name, [...(rows as Map<string, unknown>).entries()]]));

let api: TestApi;
const tokens: Partial<Record<Who, string>> = {};
let userEmail = '';

beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  tokens.user = await api.user('plain');
  tokens.member = await api.member('payer', { since: 12 });
  tokens.admin = await api.admin('boss');
  userEmail = (await api.call('PUT', '/api/users', { token: tokens.user, body: { name: 'Plain User' } })).body.email;
});
afterAll(() => api?.close());

const cases: Case[] = [
  {
    who: 'guest',
    method: 'GET',
    path: '/api/apartments?minRent=abc',
    status: 400,
    message: /minRent must be a whole number/,
  },
  {
    who: 'guest',
    method: 'GET',
    path: '/api/apartments?minRent=-5',
    status: 400,
    message: /minRent must be at least 0/,
  },
  { who: 'guest', method: 'GET', path: '/api/apartments?page=0', status: 400, message: /page must be at least 1/ },
  { who: 'guest', method: 'GET', path: '/api/apartments?page=-3', status: 400, message: /page must be at least 1/ },
  {
    who: 'guest',
    method: 'GET',
    path: '/api/apartments?minRent=1&minRent=2',
    status: 400,
    message: /minRent must be given once/,
  },
  {
    who: 'guest',
    method: 'GET',
    path: '/api/apartments?maxRent=1e400',
    status: 400,
    message: /maxRent must be a whole number/,
  },
  {
    who: 'guest',
    method: 'GET',
    path: '/api/apartments?maxRent=99999999999999',
    status: 400,
    message: /maxRent must be at most/,
  },
  {
    who: 'guest',
    method: 'GET',
    path: '/api/apartments?minRent=9000&maxRent=100',
    status: 400,
    message: /minRent must not be greater than maxRent/,
  },
  { who: 'guest', method: 'GET', path: '/api/apartments?limit=5000', status: 400, message: /limit must be at most 50/ },
  ...['1', 'yes', 'TRUE', 'true&availableOnly=true'].map((value): Case => ({
    who: 'guest',
    method: 'GET',
    path: `/api/apartments?availableOnly=${value}`,
    status: 400,
    message: /availableOnly must be true or false, given once/,
  })),
  { who: 'user', method: 'PUT', path: '/api/users', body: {}, status: 400, message: /name is required/ },
  { who: 'user', method: 'PUT', path: '/api/users', body: { name: 42 }, status: 400, message: /name must be text/ },
  { who: 'user', method: 'PUT', path: '/api/users', body: { name: '   ' }, status: 400, message: /name is required/ },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/users',
    body: { name: 'x'.repeat(101) },
    status: 400,
    message: /name must be at most 100/,
  },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/users',
    body: { name: 'Eve', email: 'someone.else@test.lakeview' },
    status: 403,
    message: /only save your own profile/,
  },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/users',
    body: { name: 'Rafiq', email: 'rafiq@example' },
    status: 400,
    message: /^Email must be an address whose domain has a dot, like name@example.com$/,
  },
  {
    who: 'user',
    method: 'POST',
    path: '/api/users',
    body: { name: 'Eve', photoURL: 'javascript:alert(1)' },
    status: 400,
    message: /photoURL must be an http/,
  },
  { who: 'user', method: 'POST', path: '/api/agreements', body: {}, status: 400, message: /Say which apartment/ },
  {
    who: 'user',
    method: 'POST',
    path: '/api/agreements',
    body: { apartmentId: 'no-such-apartment' },
    status: 404,
    message: /No such apartment/,
  },
  {
    who: 'user',
    method: 'POST',
    path: '/api/agreements',
    body: { block: 'A', floor: 'one', number: 'A101' },
    status: 400,
    message: /floor must be a number/,
  },
  {
    who: 'user',
    method: 'POST',
    path: '/api/agreements',
    body: { block: 'Z', floor: 1, number: 'Z999' },
    status: 404,
    message: /No such apartment/,
  },
  { who: 'user', method: 'GET', path: '/api/agreements/user', status: 404, message: /no agreement/ },
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/agreements/no-such-id',
    body: { action: 'accept' },
    status: 404,
    message: /No such agreement/,
  },
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/agreements/no-such-id',
    body: { action: 'approve' },
    status: 400,
    message: /action must be "accept" or "reject"/,
  },
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/agreements/no-such-id',
    body: {},
    status: 400,
    message: /action must be/,
  },
  {
    who: 'user',
    method: 'GET',
    path: '/api/payments/user?email=someone.else%40test.lakeview',
    status: 403,
    message: /only see your own payments/,
  },
  {
    who: 'user',
    method: 'GET',
    path: '/api/payments/user?email=not-an-email',
    status: 400,
    message: /domain has a dot/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: {},
    status: 400,
    message: /month is required/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: 'someday' },
    status: 400,
    message: /is not a month/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: '2026-13' },
    status: 400,
    message: /is not a month/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: thisMonth(), amount: -100 },
    status: 400,
    message: /amount/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: thisMonth(), amount: 12.5 },
    status: 400,
    message: /whole minor units/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: thisMonth(), amount: 1 },
    status: 400,
    message: /amount should be/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: thisMonth(), amount: '100' },
    status: 400,
    message: /amount must be a number/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: thisMonth(), couponCode: 'NOPE' },
    status: 404,
    message: /Invalid coupon/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    body: { month: thisMonth(), couponCode: 'WINTER5' },
    status: 404,
    message: /Invalid coupon/,
  },
  { who: 'member', method: 'GET', path: '/api/payments/coupon/NOPE', status: 404, message: /Invalid coupon/ },
  { who: 'member', method: 'GET', path: '/api/payments/coupon/WINTER5', status: 404, message: /Invalid coupon/ },
  { who: 'member', method: 'POST', path: '/api/payments', body: {}, status: 400, message: /transactionId is required/ },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments',
    body: { transactionId: 'pi_does_not_exist' },
    status: 404,
    message: /./,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    body: {},
    status: 400,
    message: /clientSecret is required/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/announcements',
    body: {},
    status: 400,
    message: /Enter a title of up to 150 characters/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/announcements',
    body: { title: 'Hi' },
    status: 400,
    message: /Enter the announcement itself/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/announcements',
    body: { title: 'x'.repeat(151), description: 'd' },
    status: 400,
    message: /Enter a title of up to 150 characters/,
  },
  { who: 'admin', method: 'POST', path: '/api/admin/coupons', body: {}, status: 400, message: /Enter a code/ },
  {
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/announcements/no-such-id',
    body: { title: 'T', description: 'D', version: 0 },
    status: 404,
    message: /deleted/,
  },
  {
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/announcements/no-such-id',
    body: { title: 'T', description: 'D' },
    status: 400,
    message: /version is required/,
  },
  {
    who: 'admin',
    method: 'DELETE',
    path: '/api/admin/announcements/no-such-id?version=0',
    status: 404,
    message: /deleted/,
  },
  {
    who: 'admin',
    method: 'DELETE',
    path: '/api/admin/announcements/no-such-id',
    status: 400,
    message: /version is required/,
  },
  {
    who: 'admin',
    method: 'DELETE',
    path: '/api/admin/announcements/no-such-id?version=latest',
    status: 400,
    message: /version must be a whole number/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/coupons',
    body: { code: 'ZERO', discountPercentage: 0, description: 'd' },
    status: 400,
    message: /from 1 to 100/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/coupons',
    body: { code: 'HUGE', discountPercentage: 101, description: 'd' },
    status: 400,
    message: /from 1 to 100/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/coupons',
    body: { code: 'HALF', discountPercentage: 12.5, description: 'd' },
    status: 400,
    message: /whole percentage/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/coupons',
    body: { code: 'bad code!', discountPercentage: 5, description: 'd' },
    status: 400,
    message: /letters, digits/,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/coupons',
    body: { code: 'welcome10', discountPercentage: 5, description: 'd' },
    status: 409,
    message: /already exists/,
  },
  { who: 'admin', method: 'PATCH', path: '/api/admin/coupons/NOPE/toggle', status: 404, message: /No coupon/ },
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/admin/members/not-an-email/demote',
    status: 400,
    message: /domain has a dot/,
  },
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/admin/members/nobody%40test.lakeview/demote',
    status: 404,
    message: /No user/,
  },
  {
    who: 'member',
    method: 'GET',
    path: '/api/notifications?limit=0',
    status: 400,
    message: /limit must be at least 1/,
  },
  {
    who: 'member',
    method: 'GET',
    path: '/api/notifications?limit=51',
    status: 400,
    message: /limit must be at most 50/,
  },
  {
    who: 'member',
    method: 'GET',
    path: '/api/notifications?before=not+a+cursor',
    status: 400,
    message: /before must be the next value of the previous page/,
  },
  {
    who: 'member',
    method: 'GET',
    path: `/api/notifications?before=${Buffer.from('["yesterday","n-1"]').toString('base64url')}`,
    status: 400,
    message: /before must be the next value of the previous page/,
  },
  {
    who: 'member',
    method: 'GET',
    path: `/api/notifications?before=${Buffer.from('{"createdAt":1}').toString('base64url')}`,
    status: 400,
    message: /before must be the next value of the previous page/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/notifications/read',
    body: { ids: [] },
    status: 400,
    message: /ids must name at least one notification/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/notifications/read',
    body: { ids: Array.from({ length: 101 }, (_, i) => `n-${i}`) },
    status: 400,
    message: /ids may name at most 100 notifications/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/notifications/read',
    body: { all: false },
    status: 400,
    message: /all must be true/,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/notifications/read',
    body: { ids: 'n-1' },
    status: 400,
    message: /ids must be a list of notification ids/,
  },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/me/email-choices',
    body: { payments: 'yes', announcements: true, maintenance: true, reminders: true },
    status: 400,
    message: /payments must be true or false/,
  },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/me/email-choices',
    body: { payments: true, announcements: true, maintenance: true, reminders: true, applications: 'no' },
    status: 400,
    message: /applications must be true or false/,
  },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/me/email-choices',
    body: { payments: true, announcements: true, maintenance: true },
    status: 400,
    message: /reminders is required/,
  },
  { who: 'user', method: 'PUT', path: '/api/me/language', body: {}, status: 400, message: /language must be "en"/ },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/me/language',
    body: { language: 'fr' },
    status: 400,
    message: /language must be "en" \(English\) or "bn" \(Bangla\)/,
  },
  {
    who: 'user',
    method: 'PUT',
    path: '/api/me/language',
    body: { language: ['bn'] },
    status: 400,
    message: /language/,
  },
  { who: 'guest', method: 'POST', path: '/api/unsubscribe', body: {}, status: 400, message: /token is required/ },
  {
    who: 'guest',
    method: 'POST',
    path: '/api/unsubscribe',
    body: { token: 'eyJlIjoieEB5LnoiLCJ0IjoicGF5bWVudHMiLCJ4Ijo5OTk5OTk5OTk5OTk5fQ.forged' },
    status: 400,
    message: /This unsubscribe link is not valid or has expired/,
  },
  {
    who: 'guest',
    method: 'POST',
    path: '/api/unsubscribe',
    body: { token: 123 },
    status: 400,
    message: /token must be text/,
  },
  {
    who: 'admin',
    method: 'GET',
    path: '/api/admin/emails?status=lost',
    status: 400,
    message: /status must be one of pending, sent, failed/,
  },
  { who: 'admin', method: 'GET', path: '/api/admin/emails?page=0', status: 400, message: /page must be at least 1/ },
  { who: 'admin', method: 'POST', path: '/api/admin/emails/nope/retry', status: 404, message: /No email/ },
  ...[
    { dueDay: 0, daysBefore: 3, daysAfter: 5, version: 0 },
    { dueDay: 29, daysBefore: 3, daysAfter: 5, version: 0 },
    { dueDay: '5', daysBefore: 3, daysAfter: 5, version: 0 },
    { dueDay: 5.5, daysBefore: 3, daysAfter: 5, version: 0 },
    { daysBefore: 3, daysAfter: 5, version: 0 },
  ].map((body) => ({
    who: 'admin' as const,
    method: 'PUT',
    path: '/api/admin/rent-schedule',
    body,
    status: 400,
    message: /Rent is due on a day of the month from 1 to 28/,
  })),
  {
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/rent-schedule',
    body: { dueDay: 5, daysBefore: 0, daysAfter: 5, version: 0 },
    status: 400,
    message: /The early reminder goes out 1 to 14 days before the due day, or not at all/,
  },
  {
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/rent-schedule',
    body: { dueDay: 5, daysBefore: 3, daysAfter: 5, version: 0, role: 'admin' },
    status: 400,
    message: /The rent schedule has no role/,
  },
  {
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/rent-schedule',
    body: { dueDay: 5, daysBefore: 3, daysAfter: 5, version: 7 },
    status: 409,
    message: /Someone else changed the rent schedule/,
  },
];

describe('malformed input', () => {
  it.each(cases)('$who $method $path $body -> $status', async ({ who, method, path, body, status, message }) => {
    const before = snapshot();
    const res = await api.call(method, path, { token: tokens[who], body });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(res.body.requestId).toBeTruthy();
    expect(snapshot()).toBe(before);
  });

  it("names each refused field of a form in words, never the field's own name", async () => {
    const before = snapshot();
    const coupon = await api.call('POST', '/api/admin/coupons', {
      token: tokens.admin,
      body: { code: 'bad code!', discountPercentage: 0, description: ' ', expiresOn: '2026-02-30' },
    });
    expect(coupon.status).toBe(400);
    expect(coupon.body.fields).toEqual({
      code: 'Enter a code of up to 40 letters, digits, - or _, like WELCOME10',
      discountPercentage: 'Discount must be a whole percentage from 1 to 100',
      description: 'Enter a description of up to 300 characters',
      expiresOn: 'The expiry day must be a real date, like 31/12/2026',
    });
    const announcement = await api.call('POST', '/api/admin/announcements', { token: tokens.admin, body: {} });
    expect(announcement.body.fields).toEqual({
      title: 'Enter a title of up to 150 characters',
      description: 'Enter the announcement itself, up to 5,000 characters',
    });
    const taken = await api.call('POST', '/api/admin/coupons', {
      token: tokens.admin,
      body: { code: 'welcome10', discountPercentage: 5, description: 'd' },
    });
    expect(taken.body.fields).toEqual({ code: 'A coupon with code WELCOME10 already exists' });
    expect(snapshot()).toBe(before);
  });

  it('refuses to demote someone who is not a member, and changes nothing', async () => {
    const before = snapshot();
    const res = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(userEmail)}/demote`, {
      token: tokens.admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('USER.NOT_MEMBER');
    expect(snapshot()).toBe(before);
  });

  it('answers a body that is not JSON with 400, a non-JSON content type with 415 and an oversized body with 413', async () => {
    const before = snapshot();
    const broken = await api.call('PUT', '/api/users', { token: tokens.user, body: '{"name": ' });
    expect(broken.status).toBe(400);
    const wrongType = await api.call('PUT', '/api/users', {
      token: tokens.user,
      body: 'name=Eve',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe('HTTP.UNSUPPORTED_MEDIA_TYPE');
    const huge = await api.call('POST', '/api/admin/announcements', {
      token: tokens.admin,
      body: { title: 't', description: 'x'.repeat(200_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('HTTP.PAYLOAD_TOO_LARGE');
    expect(snapshot()).toBe(before);
  });

  it('refuses to retry an email that has not failed, and a one-click unsubscribe without a token or as text', async () => {
    const before = snapshot();
    const pending = (await api.call('GET', '/api/admin/emails?status=pending', { token: tokens.admin })).body.items[0];
    const retried = await api.call('POST', `/api/admin/emails/${pending.notificationId}/retry`, {
      token: tokens.admin,
    });
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ code: 'EMAIL.NOT_FAILED', message: /Only a failed email can be sent again/ });
    const oneClick = await api.call('POST', '/api/unsubscribe', {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(400);
    expect(oneClick.body.message).toBe('token is required');
    const forgedOneClick = await api.call('POST', '/api/unsubscribe?token=abc.def', {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forgedOneClick.status).toBe(400);
    expect(forgedOneClick.body.message).toMatch(/not valid or has expired/);
    const text = await api.call('POST', '/api/unsubscribe', {
      body: 'token=abc',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await api.call('POST', '/api/unsubscribe', { body: '{"token": ' });
    expect(broken.status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('never stores a role, status or amount a client sends', async () => {
    const token = await api.user('sneaky');
    const saved = await api.call('PUT', '/api/users', {
      token,
      body: { name: 'Sneaky', role: 'admin', status: 'member' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.role).toBe('user');
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'user', language: 'en' });

    const { apartments } = (await api.call('GET', '/api/apartments')).body;
    const target = apartments.find((a: { available: boolean }) => a.available);
    const applied = await api.call('POST', '/api/agreements', {
      token,
      body: {
        apartmentId: target._id,
        rent: 1,
        status: 'checked',
        userEmail: 'victim@test.lakeview',
        acceptedAt: '2020-01-01',
      },
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ rent: target.rent, status: 'pending' });
    expect(applied.body.userEmail).not.toBe('victim@test.lakeview');
    expect(applied.body.acceptedAt).toBeUndefined();
  });
});

describe('maintenance requests refused', () => {
  const lift = { where: 'common-area', category: 'lift', title: 'Lift stuck', description: 'Between floors 2 and 3' };
  const report = async (token: string, body: object = lift) => {
    const res = await api.call('POST', '/api/maintenance', { token, body });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };
  const act = (id: string, action: string, reason?: string) =>
    api.call('POST', `/api/admin/maintenance/${id}/status`, { token: tokens.admin, body: { action, reason } });

  /** The call is refused with `status` and `code`, a message, and no row of any table changed. */
  async function expectRefused(
    call: () => Promise<{ status: number; body: any }>,
    status: number,
    code: string,
  ): Promise<{ status: number; body: any }> {
    const before = snapshot();
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, message: expect.any(String), requestId: expect.any(String) });
    expect(snapshot()).toBe(before);
    return res;
  }

  it('refuses an empty title and a 20,000-character description field by field', async () => {
    const res = await expectRefused(
      () =>
        api.call('POST', '/api/maintenance', {
          token: tokens.member,
          body: { ...lift, where: 'flat', title: '   ', description: 'x'.repeat(20_000) },
        }),
      400,
      'VALIDATION.INVALID_INPUT',
    );
    expect(res.body.fields).toEqual({
      title: MAINTENANCE_RULES.title,
      description: MAINTENANCE_RULES.description,
    });
  });

  it('refuses a problem in "my flat" from someone with no lease, and a sixth report in a day', async () => {
    const token = await api.user('reporter');
    await expectRefused(
      () => api.call('POST', '/api/maintenance', { token, body: { ...lift, where: 'flat' } }),
      409,
      'MAINTENANCE.NO_FLAT',
    );
    for (let i = 0; i < 5; i++) await report(token, { ...lift, title: `Problem ${i}` });
    const sixth = await expectRefused(
      () => api.call('POST', '/api/maintenance', { token, body: lift }),
      429,
      'MAINTENANCE.DAILY_LIMIT',
    );
    expect(sixth.body.message).toMatch(/at most 5 problems a day/);
  });

  it('refuses the status jumps the steps forbid: resolving twice, starting a resolved one, an admin closing, an unknown action', async () => {
    const id = await report(tokens.member!);
    await expectRefused(() => act(id, 'close'), 400, 'VALIDATION.INVALID_INPUT');
    await expectRefused(() => act(id, 'decline'), 400, 'VALIDATION.INVALID_INPUT');
    // A quick fix is resolved straight from submitted; the history says who did it, from which status.
    const resolved = await act(id, 'resolve');
    expect(resolved.status).toBe(200);
    expect(resolved.body.history.at(-1)).toMatchObject({ kind: 'status-changed', from: 'submitted', to: 'resolved' });
    await expectRefused(() => act(id, 'resolve'), 409, 'MAINTENANCE.WRONG_STATUS');
    await expectRefused(() => act(id, 'start'), 409, 'MAINTENANCE.WRONG_STATUS');
    await expectRefused(
      () => api.call('POST', `/api/maintenance/${id}/close`, { token: tokens.admin, body: {} }),
      403,
      'MAINTENANCE.RESIDENT_ONLY',
    );
    await expectRefused(
      () => api.call('POST', `/api/maintenance/${id}/close`, { token: tokens.member, body: { rating: 0 } }),
      400,
      'VALIDATION.INVALID_INPUT',
    );
    await expectRefused(() => act('no-such-request', 'start'), 404, 'MAINTENANCE.NOT_FOUND');
  });

  it('refuses to reopen a request resolved more than 7 days ago', async () => {
    const id = await report(tokens.member!);
    await act(id, 'start');
    await act(id, 'resolve');
    // As if it had been resolved 8 days ago.
    const stored = tables.maintenance.get(id)!;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    tables.maintenance.set(id, {
      ...stored,
      createdAt: new Date(eightDaysAgo.getTime() - 1000),
      history: stored.history.map((entry) => ({ ...entry, at: eightDaysAgo })),
    });
    const res = await expectRefused(
      () => api.call('POST', `/api/maintenance/${id}/reopen`, { token: tokens.member, body: { reason: 'Back' } }),
      409,
      'MAINTENANCE.REOPEN_EXPIRED',
    );
    expect(res.body.message).toMatch(/report it as a new request/);
  });

  it("keeps a resident away from another's request, and never shows a resident an internal note", async () => {
    const id = await report(tokens.member!);
    const note = 'Tenant in A101 is difficult';
    const noted = await api.call('POST', `/api/admin/maintenance/${id}/comments`, {
      token: tokens.admin,
      body: { text: note, internal: true },
    });
    expect(noted.status).toBe(200);
    expect(noted.body.history.map((e: { kind: string }) => e.kind)).toContain('internal-note');
    await expectRefused(
      () => api.call('GET', `/api/maintenance/${id}`, { token: tokens.user }),
      403,
      'MAINTENANCE.NOT_YOURS',
    );
    await expectRefused(
      () => api.call('POST', `/api/maintenance/${id}/comments`, { token: tokens.user, body: { text: 'Mine now' } }),
      403,
      'MAINTENANCE.NOT_YOURS',
    );
    expect((await api.call('GET', '/api/maintenance', { token: tokens.user })).body).toEqual([]);
    const own = await api.call('GET', `/api/maintenance/${id}`, { token: tokens.member });
    const mine = await api.call('GET', '/api/maintenance', { token: tokens.member });
    const commented = await api.call('POST', `/api/maintenance/${id}/comments`, {
      token: tokens.member,
      body: { text: 'Any news?' },
    });
    for (const res of [own, mine, commented]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(note);
      expect(JSON.stringify(res.body)).not.toContain('internal-note');
    }
    await expectRefused(
      () =>
        api.call('POST', `/api/maintenance/${id}/comments`, { token: tokens.member, body: { text: 'x'.repeat(2001) } }),
      400,
      'VALIDATION.INVALID_INPUT',
    );
  });
});

describe('maintenance photos refused', () => {
  const lift = { where: 'common-area', category: 'lift', title: 'Lift stuck', description: 'Between floors 2 and 3' };
  const MB = 1024 * 1024;
  const send = async (token: string, form: FormData) => {
    const res = await fetch(`${api.url}/api/maintenance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  /** Refused with `status`, `code` and a message matching `message`; no request and no photo row written. */
  async function expectRefused(form: () => FormData, status: number, code: string, message: RegExp, token?: string) {
    const before = snapshot();
    const res = await send(token ?? tokens.user!, form());
    expect(res.status, message.source).toBe(status);
    expect(res.body).toMatchObject({ code, message: expect.stringMatching(message), requestId: expect.any(String) });
    expect(snapshot()).toBe(before);
    return res;
  }

  it('refuses a fourth photo, a photo over 5 MB, and a report over the body cap, naming the photo', async () => {
    const photo = { bytes: await webp(), name: 'ok.webp', type: 'image/webp' };
    const four = await expectRefused(
      () => reportForm(lift, [photo, photo, photo, photo]),
      400,
      'MAINTENANCE.TOO_MANY_PHOTOS',
      /^A request can carry at most 3 photos$/,
    );
    expect(four.body.fields).toEqual({ photos: 'A request can carry at most 3 photos' });
    await expectRefused(
      () => reportForm(lift, [photo, { bytes: Buffer.alloc(6 * MB, 0xff), name: 'huge.jpg' }]),
      413,
      'MAINTENANCE.PHOTO_TOO_LARGE',
      /^Each photo must be at most 5 MB; Photo 2 \("huge\.jpg"\) is larger$/,
    );
    // A form larger than three 5 MB photos and a report is refused from its declared length, before it is read.
    await expectRefused(
      () => reportForm(lift, [{ bytes: Buffer.alloc(20 * MB, 0xff), name: 'endless.jpg' }]),
      413,
      'HTTP.PAYLOAD_TOO_LARGE',
      /^The form is too large: it may carry at most 3 files of 5 MB each$/,
    );
  });

  it('judges a photo by its content: a PDF or a page named .jpg, a truncated JPEG and a decompression bomb are refused', async () => {
    const fakes = [
      { bytes: pdf(), name: 'photo.jpg' },
      { bytes: html(), name: 'photo.jpg' },
      { bytes: await truncatedJpeg(), name: 'half.jpg' },
      { bytes: pngBomb(), name: 'bomb.png', type: 'image/png' },
    ];
    for (const fake of fakes) {
      await expectRefused(
        () => reportForm(lift, [fake]),
        400,
        'MAINTENANCE.PHOTO_INVALID',
        new RegExp(`^Photo 1 \\("${fake.name.replace('.', '\\.')}"\\): that file is not a JPEG, PNG or WebP picture$`),
      );
    }
    // The file name is only ever data: what a browser would take for markup is taken out.
    const named = await expectRefused(
      () => reportForm(lift, [{ bytes: html(), name: '<img src=x onerror=alert(1)>.jpg' }]),
      400,
      'MAINTENANCE.PHOTO_INVALID',
      /^Photo 1 \("img src=x onerror=alert\(1\)\.jpg"\)/,
    );
    expect(named.body.message).not.toContain('<');
  });

  it('refuses bad report fields, a report that is not JSON, and parts it does not expect, with the photos', async () => {
    const photos = [{ bytes: await jpegWithGps(64, 48), name: 'tap.jpg' }];
    const fields = await expectRefused(
      () => reportForm({ ...lift, title: '  ', description: 'x'.repeat(20_000) }, photos),
      400,
      'VALIDATION.INVALID_INPUT',
      /./,
    );
    expect(fields.body.fields).toEqual({ title: MAINTENANCE_RULES.title, description: MAINTENANCE_RULES.description });
    await expectRefused(
      () => reportForm('{"where":', photos),
      400,
      'HTTP.BAD_REQUEST',
      /"report" part is not valid JSON/,
    );
    await expectRefused(
      () => reportForm(lift, photos, { role: 'admin' }),
      400,
      'HTTP.BAD_REQUEST',
      /one "report" part and up to 3 "photos" files/,
    );
  });

  it('refuses the sixth report of the day with its photos, and keeps none of them', async () => {
    const token = await api.user('snapper');
    const photos = [{ bytes: await webp(), name: 'a.webp', type: 'image/webp' }];
    for (let i = 0; i < 5; i++) {
      expect((await send(token, reportForm({ ...lift, title: `Problem ${i}` }, photos))).status).toBe(201);
    }
    await expectRefused(
      () => reportForm(lift, photos),
      429,
      'MAINTENANCE.DAILY_LIMIT',
      /at most 5 problems a day/,
      token,
    );
  });
});
