/**
 * The named input edges, on every route they apply to: oversized bodies 413, wrong or missing content types
 * 415, parameter pollution, huge numbers, negative pages, minRent > maxRent. Each answer is a 4xx with the usual
 * shape and a refused request changes no row. (Single examples of these are in bad-input.test.ts; here every
 * write route and every query parameter gets them.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { allRoutes } from '../../adapters/container.ts';
import type { Route } from '../../adapters/http/route.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';
import { snapshotOf } from './support/world.ts';

const fig = figures('input-edges');
const tables = new MemoryTables();
let api: TestApi;
let writes: Route[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  writes = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' })).filter(
    (r) => r.method !== 'GET',
  );
  tokens.user = await api.user('edges');
  tokens.member = await api.member('edges');
  tokens.admin = await api.admin('edges');
  tokens.staff = (await api.staff('edges')).token;
  // The front desk is the staff's and the admins': a guard calls its routes.
  tokens['front-desk'] = tokens.staff;
});
afterAll(async () => {
  await api?.close();
  fig.print();
});

const tokenFor = (route: Route) =>
  tokens[route.access === 'signed-in' ? 'user' : route.access === 'guest' ? 'user' : route.access];
const concrete = (path: string) =>
  path.replace(':id', 'some-id').replace(':code', 'WELCOME10').replace(':email', 'someone%40test.lakeview');

/** Sends raw bytes, so the test decides the content type (or its absence) and the exact body text. */
async function raw(method: string, path: string, token: string | undefined, body: BodyInit, contentType?: string) {
  const res = await fetch(api.url + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

function expectRefused(res: { status: number; body: any }, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    message: expect.any(String),
    code: code ?? expect.any(String),
    requestId: expect.any(String),
  });
}

describe('bodies', () => {
  it('answers 413 to a JSON body over 64 KB on every JSON write route, 415 where a file is expected, and stores nothing', async () => {
    const huge = JSON.stringify({ name: 'x', title: 't', description: 'y'.repeat(70_000) });
    for (const route of writes) {
      // Routes that take a file (a photo, a spreadsheet) refuse JSON of any size as the wrong type.
      const status = route.rawBody && !route.rawBody.types.includes('application/json') ? 415 : 413;
      const before = snapshotOf(tables);
      expectRefused(
        await raw(route.method, concrete(route.path), tokenFor(route), huge, 'application/json'),
        status,
        status === 413 ? 'HTTP.PAYLOAD_TOO_LARGE' : 'HTTP.UNSUPPORTED_MEDIA_TYPE',
      );
      expect(snapshotOf(tables), route.path).toBe(before);
    }
    fig.add('input', 'write routes: >64 KB body -> 413, no row changed', writes.length);
  });

  it('answers 415 to every non-JSON content type (or none) on every write route, and stores nothing', async () => {
    const types = [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
      undefined,
    ];
    let checked = 0;
    for (const route of writes) {
      for (const type of types) {
        const before = snapshotOf(tables);
        // A byte array gets no content type from fetch, so `undefined` really sends none.
        const res = await raw(
          route.method,
          concrete(route.path),
          tokenFor(route),
          new TextEncoder().encode('{"name":"x"}'),
          type,
        );
        // A route that also takes a form reads a multipart body, and refuses this one as no form at all; the one-click
        // unsubscribe takes a URL-encoded form, and refuses this one as carrying no token.
        if (route.multipart && type?.startsWith('multipart/')) expectRefused(res, 400, 'HTTP.BAD_REQUEST');
        else if (type && route.rawBody?.types.includes(type)) expectRefused(res, 400, 'VALIDATION.INVALID_INPUT');
        else expectRefused(res, 415, 'HTTP.UNSUPPORTED_MEDIA_TYPE');
        expect(snapshotOf(tables), `${route.path} ${type}`).toBe(before);
        checked++;
      }
    }
    fig.add('input', 'write routes x non-JSON content types -> 415, no row changed', checked);
  });

  it('refuses JSON numbers too large for a double, and deep nesting, without a 5xx', async () => {
    const cases: [string, string, string, string][] = [
      ['POST', '/api/payments/create-payment-intent', 'member', '{"month":"2026-11","amount":1e400}'],
      [
        'POST',
        '/api/payments/create-payment-intent',
        'member',
        '{"month":"2026-11","amount":123456789012345678901234567890}',
      ],
      ['POST', '/api/admin/coupons', 'admin', '{"code":"BIG","discountPercentage":1e999,"description":"d"}'],
      ['POST', '/api/agreements', 'user', '{"block":"A","floor":1e400,"number":"A101"}'],
      ['PUT', '/api/users', 'user', `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ];
    for (const [method, path, who, body] of cases) {
      const before = snapshotOf(tables);
      const res = await raw(method, path, tokens[who], body, 'application/json');
      expect(res.status, body.slice(0, 60)).toBe(400);
      expect(snapshotOf(tables)).toBe(before);
    }
    fig.add('input', 'huge JSON numbers / deep nesting -> 400', cases.length);
  });
});

describe('query strings', () => {
  const list = async (query: string) => api.call('GET', `/api/apartments?${query}`);

  it('refuses every repeated parameter, and treats bracketed names as the unknown fields they are', async () => {
    const all = (await list('limit=50')).body;
    for (const name of ['page', 'limit', 'minRent', 'maxRent']) {
      expectRefused(await list(`${name}=1&${name}=2`), 400, 'VALIDATION.INVALID_INPUT');
      expectRefused(await list(`${name}=1&${name}=1`), 400, 'VALIDATION.INVALID_INPUT');
      // Koa's parser keeps `minRent[]` as a name of its own: not an array, not a filter, just ignored.
      const bracketed = await list(`limit=50&${name}[]=1`);
      expect(bracketed.status).toBe(200);
      expect(bracketed.body.total).toBe(all.total);
    }
    expectRefused(await api.call('GET', '/api/payments/user?email=a%40b.c&email=a%40b.c', { token: tokens.user }), 400);
    fig.add('input', 'repeated / bracketed query parameters', 4 * 3 + 1);
  });

  it('refuses huge numbers, negative and zero pages and limits, and minRent > maxRent', async () => {
    const refused = [
      'page=-1',
      'page=0',
      'page=-0',
      'page=1e10',
      'page=99999999999999999999',
      'limit=-5',
      'limit=0',
      'limit=51',
      'minRent=1e400',
      `minRent=${'9'.repeat(400)}`,
      'maxRent=-1',
      'minRent=0x10',
      'minRent=1.5',
      'minRent=Infinity',
      'minRent=NaN',
      'minRent=5000&maxRent=4999',
      'minRent=10000000&maxRent=0',
    ];
    for (const query of refused) expectRefused(await list(query), 400, 'VALIDATION.INVALID_INPUT');
    // Edges that are allowed: the last page past the end is empty, equal bounds are fine.
    const far = await list('page=100000');
    expect(far.status).toBe(200);
    expect(far.body.apartments).toEqual([]);
    expect((await list('minRent=5000&maxRent=5000')).status).toBe(200);
    fig.add('input', 'huge numbers / negative pages / minRent > maxRent -> 400', refused.length);
  });
});
