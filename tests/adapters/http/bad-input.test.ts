/**
 * Malformed input on every route: each answers 4xx with a message that says what is wrong, never 5xx,
 * and the store is exactly as it was before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth } from '../../support/months.ts';

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
  { who: 'user', method: 'GET', path: '/api/payments/user?email=not-an-email', status: 400, message: /valid email/ },
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
    message: /valid email/,
  },
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/admin/members/nobody%40test.lakeview/demote',
    status: 404,
    message: /No user/,
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

  it('never stores a role, status or amount a client sends', async () => {
    const token = await api.user('sneaky');
    const saved = await api.call('PUT', '/api/users', {
      token,
      body: { name: 'Sneaky', role: 'admin', status: 'member' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.role).toBe('user');
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'user' });

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
