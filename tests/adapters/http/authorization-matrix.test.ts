/**
 * Every route the router mounts, called by every kind of caller. A route added without an entry here fails,
 * so nobody can ship an endpoint whose access was never decided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../../domain/roles.ts';
import { allRoutes } from '../../../adapters/container.ts';
import { loadConfig } from '../../../adapters/config.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

const MATRIX: Record<string, Access> = {
  'GET /api/health': 'guest',
  'GET /api/config': 'guest',
  'GET /api/apartments': 'guest',
  'GET /api/coupons/active': 'guest',
  'POST /api/users': 'signed-in',
  'PUT /api/users': 'signed-in',
  'GET /api/users/role': 'signed-in',
  'POST /api/agreements': 'signed-in',
  'GET /api/agreements/user': 'signed-in',
  'PATCH /api/agreements/:id': 'admin',
  'GET /api/payments/user': 'signed-in',
  'POST /api/payments/create-payment-intent': 'member',
  'GET /api/payments/coupon/:code': 'member',
  'GET /api/payments/dues': 'member',
  // Signed-in, not member: a charge reported by someone removed meanwhile must be refunded, not refused at the door.
  'POST /api/payments': 'signed-in',
  // Only a member can be charged.
  'POST /api/payments/sandbox/confirm': 'member',
  'GET /api/admin/announcements': 'signed-in',
  'POST /api/admin/announcements': 'admin',
  'GET /api/admin/agreements': 'admin',
  'GET /api/admin/members': 'admin',
  'PATCH /api/admin/members/:email/demote': 'admin',
  'GET /api/admin/coupons': 'admin',
  'POST /api/admin/coupons': 'admin',
  'PATCH /api/admin/coupons/:code/toggle': 'admin',
  'GET /api/admin/summary': 'admin',
  'GET /api/payments/receipts/:number': 'signed-in',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/rent-collection': 'admin',
  'GET /api/admin/rent-collection/csv': 'admin',
  'GET /api/admin/arrears': 'admin',
  'GET /api/admin/arrears/csv': 'admin',
  'GET /api/openapi.json': 'guest',
  'GET /api/docs': 'guest',
};

type Caller = 'guest' | 'invalid token' | 'user' | 'member' | 'admin';
const CALLERS: Caller[] = ['guest', 'invalid token', 'user', 'member', 'admin'];

/** What a caller must get when the route refuses them: 401 without a valid identity, 403 with the wrong role. */
function expectedRefusal(access: Access, caller: Caller): number | undefined {
  if (access === 'guest') return undefined;
  if (caller === 'guest' || caller === 'invalid token') return 401;
  if (access === 'signed-in') return undefined;
  return caller === access ? undefined : 403;
}

const concrete = (path: string) =>
  path.replace(':id', 'no-such-id').replace(':number', '999999').replace(':email', 'nobody%40test.lakeview').replace(':code', 'NOPE');

let api: TestApi;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  api = await startTestApi();
  tokens['invalid token'] = 'not-a-real.token.at-all';
  tokens.user = await api.user();
  tokens.member = await api.member();
  tokens.admin = await api.admin();
});
afterAll(() => api?.close());

describe('authorisation matrix', () => {
  it('has an entry for every mounted route, and no entry for a route that is not mounted', () => {
    const mounted = Object.fromEntries(
      allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' })).map((r) => [`${r.method} ${r.path}`, r.access]),
    );
    expect(mounted).toEqual(MATRIX);
  });

  const cases = Object.entries(MATRIX).flatMap(([route, access]) => CALLERS.map((caller) => [route, access, caller] as const));

  it.each(cases)('%s (%s) called as %s', async (route, access, caller) => {
    const [method, path] = route.split(' ') as [string, string];
    const body = method === 'GET' ? undefined : {};
    const res = await api.call(method, concrete(path), { token: tokens[caller], body });
    const refusal = expectedRefusal(access, caller);
    if (refusal) {
      expect(res.status).toBe(refusal);
      expect(res.body).toMatchObject({ code: refusal === 401 ? 'AUTH.UNAUTHENTICATED' : 'AUTH.FORBIDDEN' });
    } else {
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    }
    expect(res.body?.stack).toBeUndefined();
  });
});
