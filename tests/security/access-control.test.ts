/**
 * Item 1: user A can never read or change B's agreement, payments, intents or profile, whether B is named by id,
 * by email (in any spelling) or by query; and a demotion takes effect on the member's very next request, on every
 * member route. (That every route has an access entry is tests/adapters/http/authorization-matrix.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { allRoutes } from '../../adapters/container.ts';
import { mayAccess } from '../../domain/roles.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';
import { CARD_OK, paidIntent, pay, snapshotOf } from './support/world.ts';

const fig = figures('access-control');
const tables = new MemoryTables();
let api: TestApi;
let admin: string;
const a = { token: '', email: '' };
const b = { token: '', email: '', agreementId: '', paymentTx: '', openIntent: { id: '', clientSecret: '' } };

beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  admin = await api.admin('boss');
  a.token = await api.member('alice');
  a.email = (await api.call('GET', '/api/agreements/user', { token: a.token })).body.userEmail;
  b.token = await api.member('bob');
  const bAgreement = (await api.call('GET', '/api/agreements/user', { token: b.token })).body;
  b.email = bAgreement.userEmail;
  b.agreementId = bAgreement._id;
  b.paymentTx = (await pay(api.call, b.token, '2026-01')).transactionId;
  b.openIntent = await paidIntent(api.call, b.token, '2026-02');
  await pay(api.call, a.token, '2026-01');
});
afterAll(async () => {
  await api?.close();
  fig.print();
});

describe('A against B', () => {
  /** Each attempt must be refused and must leave every table as it was. */
  const attempts = () =>
    [
      ['payments by email', 'GET', `/api/payments/user?email=${encodeURIComponent(b.email)}`, undefined, 403],
      [
        'payments by email, upper case',
        'GET',
        `/api/payments/user?email=${encodeURIComponent(b.email.toUpperCase())}`,
        undefined,
        403,
      ],
      [
        'payments by email, padded',
        'GET',
        `/api/payments/user?email=${encodeURIComponent(`  ${b.email} `)}`,
        undefined,
        403,
      ],
      [
        'payments by email, twice (own first)',
        'GET',
        `/api/payments/user?email=${encodeURIComponent(a.email)}&email=${encodeURIComponent(b.email)}`,
        undefined,
        400,
      ],
      // Koa's query parser keeps brackets in the name: `email[]` is an unknown field, ignored, never an array.
      ['payments by email[]', 'GET', `/api/payments/user?email[]=${encodeURIComponent(b.email)}`, undefined, 200],
      ['payments by email[$ne]', 'GET', `/api/payments/user?email[$ne]=${encodeURIComponent(a.email)}`, undefined, 200],
      ['payments by userEmail', 'GET', `/api/payments/user?userEmail=${encodeURIComponent(b.email)}`, undefined, 200],
      ["record B's recorded payment", 'POST', '/api/payments', { transactionId: '$paymentTx' }, 403],
      ["record B's unrecorded intent", 'POST', '/api/payments', { transactionId: '$intentId' }, 403],
      [
        "confirm B's intent",
        'POST',
        '/api/payments/sandbox/confirm',
        { clientSecret: '$clientSecret', card: CARD_OK },
        403,
      ],
      ["overwrite B's profile by email (PUT)", 'PUT', '/api/users', { name: 'Hijacked', email: '$email' }, 403],
      ["overwrite B's profile by email (POST)", 'POST', '/api/users', { name: 'Hijacked', email: '$EMAIL' }, 403],
      ["decide B's agreement by id", 'PATCH', '/api/agreements/$agreementId', { action: 'reject' }, 403],
      ['demote B', 'PATCH', '/api/admin/members/$email/demote', undefined, 403],
      ['list all agreements', 'GET', '/api/admin/agreements', undefined, 403],
      ['list all members', 'GET', '/api/admin/members', undefined, 403],
    ] as const;

  const fill = (text: string) =>
    text
      .replace('$paymentTx', b.paymentTx)
      .replace('$intentId', b.openIntent.id)
      .replace('$clientSecret', b.openIntent.clientSecret)
      .replace('$agreementId', encodeURIComponent(b.agreementId))
      .replace('$EMAIL', b.email.toUpperCase())
      .replace('$email', b.email);

  it("refuses every attempt and changes no row; what A may read holds only A's rows", async () => {
    let checked = 0;
    for (const [name, method, path, body, status] of attempts()) {
      const before = snapshotOf(tables);
      const res = await api.call(method, fill(path), {
        token: a.token,
        body: body && JSON.parse(fill(JSON.stringify(body))),
      });
      expect.soft(res.status, name).toBe(status);
      if (status === 200) {
        // An unknown query field is ignored: A gets A's own history, never B's.
        expect(res.body.every((p: { userEmail: string }) => p.userEmail === a.email)).toBe(true);
      }
      expect(snapshotOf(tables), name).toBe(before);
      checked++;
    }
    const own = await api.call('GET', '/api/payments/user', { token: a.token });
    expect(own.body.map((p: { userEmail: string }) => p.userEmail)).toEqual([a.email]);
    expect((await api.call('GET', '/api/agreements/user', { token: a.token })).body.userEmail).toBe(a.email);
    // B's intent is still B's to record: nothing A did used it up.
    expect(
      (await api.call('POST', '/api/payments', { token: b.token, body: { transactionId: b.openIntent.id } })).status,
    ).toBe(201);
    fig.add(
      'access control',
      'cross-user attempts (id, email spellings, query pollution) refused, no row changed',
      checked,
    );
  });

  it("lets an admin read B's payments by email in any spelling (the one caller who may)", async () => {
    for (const spelled of [b.email, b.email.toUpperCase(), ` ${b.email} `]) {
      const res = await api.call('GET', `/api/payments/user?email=${encodeURIComponent(spelled)}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((p: { userEmail: string }) => p.userEmail === b.email)).toBe(true);
    }
  });
});

describe('demotion', () => {
  const MEMBER_ROUTES = [
    ['POST', '/api/payments/create-payment-intent', { month: '2026-05' }],
    ['GET', '/api/payments/coupon/WELCOME10', undefined],
    ['POST', '/api/payments', { transactionId: 'pi_anything' }],
  ] as const;

  it("takes effect on the member's very next request on every member route, with the same token", async () => {
    const token = await api.member('demoted');
    const email = (await api.call('GET', '/api/agreements/user', { token })).body.userEmail;
    const intent = await paidIntent(api.call, token, '2026-03');
    for (const [method, path, body] of MEMBER_ROUTES) {
      expect((await api.call(method, path, { token, body })).status, `${method} ${path} before`).not.toBe(403);
    }
    expect(
      (await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin })).status,
    ).toBe(200);
    for (const [method, path, body] of MEMBER_ROUTES) {
      const res = await api.call(method, path, { token, body });
      expect(res.status, `${method} ${path} after`).toBe(403);
      expect(res.body.code).toBe('AUTH.FORBIDDEN');
    }
    // The succeeded intent cannot be recorded after demotion either.
    expect((await api.call('POST', '/api/payments', { token, body: { transactionId: intent.id } })).status).toBe(403);
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'user' });
    // A client cannot talk its way back: the role in a body is never read.
    await api.call('PUT', '/api/users', { token, body: { name: 'Back again', role: 'member' } });
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'user' });
    fig.add('access control', 'member routes refused on the request right after demotion', MEMBER_ROUTES.length + 1);
  });

  it('promotion and demotion in the store are read on every request, never cached from the token', async () => {
    const token = await api.user('flip');
    const email = (await api.call('PUT', '/api/users', { token, body: { name: 'Flip' } })).body.email;
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(403);
    const user = (await api.store.users.byEmail(email))!;
    await api.store.uow.run(() => api.store.users.save({ ...user, role: 'admin' }));
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(200);
    await api.store.uow.run(() => api.store.users.save({ ...user, role: 'user' }));
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(403);
  });
});

describe('every route x every kind of caller, forged and demoted included', () => {
  it("lets in exactly the callers the route's access allows, never with a 5xx", async () => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    // An unsigned token for an account the identity service never issued: refused even in emulator mode.
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/demo-residency', aud: 'demo-residency', sub: 'forged-uid', iat: now, exp: now + 3600, email: 'forged@test.lakeview' })}.`;
    const demoted = await api.member('sweep-demoted');
    const demotedEmail = (await api.call('GET', '/api/agreements/user', { token: demoted })).body.userEmail;
    await api.call('PATCH', `/api/admin/members/${encodeURIComponent(demotedEmail)}/demote`, { token: admin });
    const callers: [string, string | undefined, 'user' | 'member' | 'admin' | null][] = [
      ['guest', undefined, null],
      ['garbage token', 'garbage', null],
      ['forged unsigned token', forged, null],
      ['user', await api.user('sweep'), 'user'],
      ['member', await api.member('sweep'), 'member'],
      ['demoted member', demoted, 'user'],
      ['admin', admin, 'admin'],
    ];
    const routes = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' }));
    const concrete = (path: string) =>
      path.replace(':id', 'no-such-id').replace(':email', 'nobody%40test.lakeview').replace(':code', 'NOPE');
    let checked = 0;
    for (const route of routes) {
      for (const [name, token, role] of callers) {
        const res = await api.call(route.method, concrete(route.path), {
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        const where = `${route.method} ${route.path} as ${name}`;
        expect(res.status, where).toBeLessThan(500);
        if (route.access !== 'guest' && role === null) expect(res.status, where).toBe(401);
        else if (!mayAccess(role, route.access)) expect(res.status, where).toBe(403);
        else expect([401, 403], where).not.toContain(res.status);
        checked++;
      }
    }
    fig.add('access control', `routes x identities checked (${routes.length} x ${callers.length})`, checked);
  });
});
