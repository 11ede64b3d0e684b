/**
 * A token verified (and so remembered) before its account is disabled or its sessions revoked, sent again to the
 * real app over the real Auth emulator. Admin requests and writes ask the identity service every time, so the
 * very next one is refused; a signed-in read may be answered from the verifier's memory, but for at most a minute.
 * The minute passes on the verifier's injected clock: nothing sleeps.
 */
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../adapters/container.ts';
import { loadConfig } from '../../adapters/config.ts';
import { FirebaseIdentityVerifier, firebaseAuth } from '../../adapters/identity/firebase-identity.ts';
import type { IdentityVerifier } from '../../application/identity/ports.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { EMULATOR_HOST, PROJECT_ID } from '../support/emulator.ts';

const auth = firebaseAuth({ projectId: PROJECT_ID, emulatorHost: EMULATOR_HOST });

/** Every call that reaches the identity service, with whether it checked revocation. */
const serviceCalls: boolean[] = [];
const countingAuth = {
  verifyIdToken: (token: string, checkRevoked?: boolean) => {
    serviceCalls.push(Boolean(checkRevoked));
    return auth.verifyIdToken(token, checkRevoked);
  },
} as unknown as Auth;

let now = Date.now();
const firebaseVerifier = new FirebaseIdentityVerifier(countingAuth, () => now);
/** What the app asked the verifier for, request by request. */
const asked: boolean[] = [];
const verifier: IdentityVerifier = {
  verify: (token, options) => {
    asked.push(options.checkRevoked);
    return firebaseVerifier.verify(token, options);
  },
};

/** The emulator's ID tokens are unsigned JWTs: the account id is readable in the payload. */
const uidOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SESSION_ENDED = { code: 'AUTH.UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' };
const ANNOUNCEMENT = { title: 'Water', description: 'The water is off on Sunday morning.' };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ verifier });
});
afterAll(() => api?.close());

describe('a token remembered before its account was disabled or revoked', () => {
  it('is refused with 401 on the very next admin request and write once the admin is disabled', async () => {
    const token = await api.admin('disabled-admin');
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);

    await auth.updateUser(uidOf(token), { disabled: true });

    const write = await api.call('POST', '/api/admin/announcements', { token, body: ANNOUNCEMENT });
    expect(write.status).toBe(401);
    expect(write.body).toMatchObject(SESSION_ENDED);
    const read = await api.call('GET', '/api/admin/summary', { token });
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject(SESSION_ENDED);
    // The refusal is not remembered as a success: the signed-in read that was cached is refused too.
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(401);
  });

  it('is refused with 401 on the very next write once the sessions are revoked, though a read was cached', async () => {
    const token = await api.user('revoked-user');
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);
    // Revocation counts in whole seconds against the sign-in time: let the second of signing in pass first.
    await sleep(1100);
    await auth.revokeRefreshTokens(uidOf(token));

    const write = await api.call('PUT', '/api/users', { token, body: { name: 'Still Here' } });
    expect(write.status).toBe(401);
    expect(write.body).toMatchObject(SESSION_ENDED);
  });

  it('still answers a cached signed-in read for less than a minute after the account is disabled, and never after', async () => {
    const token = await api.user('disabled-reader');
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);
    const lastVouched = now;

    await auth.updateUser(uidOf(token), { disabled: true });

    now = lastVouched + 59_000;
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);
    now = lastVouched + 60_000;
    const read = await api.call('GET', '/api/users/role', { token });
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject(SESSION_ENDED);
  });
});

describe('which requests ask the identity service about revocation', () => {
  it('every admin route and every write asks for a revocation check; other signed-in reads do not', async () => {
    const token = await api.admin('route-checks');
    const routes = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' })).filter(
      (r) => r.access !== 'guest',
    );
    const concrete = (path: string) =>
      path
        .replace(':id', 'no-such-id')
        .replace(':number', '999999')
        .replace(':email', 'nobody%40test.lakeview')
        .replace(':code', 'NOPE');
    const seen: Record<string, boolean> = {};
    const expected: Record<string, boolean> = {};
    for (const route of routes) {
      const before = asked.length;
      const res = await api.call(route.method, concrete(route.path), {
        token,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${route.method} ${route.path}`).not.toBe(401);
      expect(asked.length, `${route.method} ${route.path}`).toBe(before + 1);
      seen[`${route.method} ${route.path}`] = asked.at(-1)!;
      expected[`${route.method} ${route.path}`] = route.access === 'admin' || route.method !== 'GET';
    }
    expect(seen).toEqual(expected);
    expect(Object.values(seen)).toContain(false);
  });

  it('a signed-in read is answered from memory: one identity-service call a minute for a token, not one a request', async () => {
    const token = await api.user('busy-reader');
    const before = serviceCalls.length;
    for (let i = 0; i < 20; i++) expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);
    expect(serviceCalls.length - before).toBe(0); // signing in through the app's helpers already verified it
    now += 60_000;
    for (let i = 0; i < 20; i++) expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);
    expect(serviceCalls.slice(before)).toEqual([true]);
  });
});
