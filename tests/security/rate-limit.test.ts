/**
 * Rate limits on one instance (the memory store). Sign-up-adjacent writes have a smaller budget than
 * reads; a refused request gets 429, Retry-After and the usual error body, and changes nothing; the budget is
 * keyed on the client's address, and X-Forwarded-For counts only when TRUST_PROXY says a proxy sets it.
 * (The shared PostgreSQL store across two processes is in tests/reliability/two-instances.test.ts.)
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import type { RateLimitStore } from '../../adapters/http/rate-limit.ts';
import {
  MemoryRateLimitStore,
  PostgresRateLimitStore,
} from '../../adapters/persistence/rate-limit/rate-limit-stores.ts';
import { TOKENS } from '../../adapters/container.ts';
import { dropSchema, uniqueSchema } from '../adapters/persistence/stores.ts';
import { startTcpProxy } from '../reliability/support/tcp-proxy.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';

const fig = figures('rate-limit');
let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});
afterAll(() => fig.print());

const limited = (env: Record<string, string>, tables = new MemoryTables()) =>
  startTestApi({
    persistence: createMemoryPersistence(tables),
    env: {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_WRITE_MAX: '3',
      RATE_LIMIT_READ_MAX: '8',
      ...env,
    },
  });

const snapshot = (tables: MemoryTables) =>
  JSON.stringify(Object.entries(tables).map(([name, rows]) => [name, [...(rows as Map<string, unknown>).entries()]]));

function expect429(res: { status: number; body: any; headers: Headers }, windowSeconds = 60) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    message: expect.any(String),
    code: 'HTTP.TOO_MANY_REQUESTS',
    requestId: expect.any(String),
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits on one instance', () => {
  it('gives sign-up-adjacent writes a smaller budget than reads, and a refused write changes nothing', async () => {
    const tables = new MemoryTables();
    api = await limited({}, tables);
    const token = await api.user('writer');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await api.call('PUT', '/api/users', { token, body: { name: `Name ${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const before = snapshot(tables);
    const refused = await api.call('PUT', '/api/users', { token, body: { name: 'Over the limit' } });
    expect429(refused);
    expect(snapshot(tables)).toBe(before);
    // Applying for an apartment shares the write budget: also refused now.
    expect429(await api.call('POST', '/api/agreements', { token, body: { apartmentId: 'any' } }));
    // Reads have their own, larger budget.
    const reads = [];
    for (let i = 0; i < 8; i++) reads.push((await api.call('GET', '/api/apartments')).status);
    expect(reads.every((s) => s === 200)).toBe(true);
    const ninth = await api.call('GET', '/api/apartments');
    expect429(ninth);
    expect(ninth.headers.get('ratelimit-limit')).toBe('8');
    fig.add('rate limits', 'write budget 3, read budget 8: 4th write / 9th read -> 429 + Retry-After', 'yes');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a client cannot rotate it to get a fresh budget', async () => {
    api = await limited({ TRUST_PROXY: 'false' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (
          await api.call('GET', '/api/coupons/active', {
            headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` },
          })
        ).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    fig.add('rate limits', 'rotating X-Forwarded-For without TRUST_PROXY -> still limited', 'yes');
  });

  it('with TRUST_PROXY, keys on the address the proxy appended, not on a left-most entry the client wrote', async () => {
    api = await limited({ TRUST_PROXY: 'true' });
    const asClient = (client: string, spoofed: string) =>
      api!.call('GET', '/api/apartments', { headers: { 'x-forwarded-for': `${spoofed}, ${client}` } });
    const first: number[] = [];
    for (let i = 0; i < 10; i++) first.push((await asClient('203.0.113.7', `10.9.8.${i}`)).status);
    expect(first.filter((s) => s === 429)).toHaveLength(2);
    // Another real client behind the same proxy has its own budget.
    expect((await asClient('203.0.113.8', '10.9.8.1')).status).toBe(200);
    fig.add(
      'rate limits',
      'TRUST_PROXY: spoofed left-most X-Forwarded-For -> still limited; other client -> own budget',
      'yes',
    );
  });

  it('cannot be dodged by spelling the path differently (case, trailing slash)', async () => {
    api = await limited({ RATE_LIMIT_WRITE_MAX: '2' });
    const token = await api.user('speller');
    const spellings = ['/api/users', '/api/users/', '/API/users', '/Api/Users', '/api/USERS/', '/api/users//'];
    const served = [];
    for (const path of spellings) {
      const res = await api.call('PUT', path, { token, body: { name: 'Speller' } });
      if (res.status === 200) served.push(path);
    }
    // Two writes in the budget, however the path is written; other spellings are not served at all.
    expect(served).toHaveLength(2);
    fig.add('rate limits', 'path spellings (case, trailing slashes) share one budget', spellings.length);
  });

  it('lets a client in again once the window has passed (Retry-After is honest)', async () => {
    api = await limited({ RATE_LIMIT_WINDOW_SECONDS: '1', RATE_LIMIT_READ_MAX: '2' });
    await api.call('GET', '/api/config');
    await api.call('GET', '/api/config');
    const refused = await api.call('GET', '/api/config');
    expect429(refused, 1);
    await new Promise((r) => setTimeout(r, Number(refused.headers.get('retry-after')) * 1000 + 100));
    expect((await api.call('GET', '/api/config')).status).toBe(200);
  });

  it('is off under NODE_ENV=test unless a test turns it on, so the other suites never meet it', async () => {
    api = await startTestApi();
    const statuses = new Set<number>();
    for (let i = 0; i < 700; i++) statuses.add((await api.call('GET', '/api/config')).status);
    expect([...statuses]).toEqual([200]);
  });
});

describe('the shared PostgreSQL store', () => {
  it('counts every hit exactly once when two stores (two instances) hit one key at the same moment', async () => {
    const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = uniqueSchema('rlcount');
    // Opened together: both migrate the store's schema without tripping over each other.
    const stores = await Promise.all([1, 2].map(() => PostgresRateLimitStore.open(`${url}?schema=${schema}`)));
    try {
      const hits = await Promise.all(
        Array.from({ length: 60 }, (_, i) => stores[i % 2]!.hit('write:198.51.100.9', 60_000)),
      );
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      expect(hits.every((h) => h.resetMs > 0 && h.resetMs <= 60_000)).toBe(true);
      // A window of one second, waited out: the count starts again (the database's clock decides).
      await stores[0]!.hit('short', 1000);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await stores[1]!.hit('short', 1000)).count).toBe(1);
    } finally {
      await Promise.all(stores.map((st) => st.close()));
      await dropSchema(url, schema);
    }
  });

  it('fails open while the store is unreachable (the API stays up), and limits again once it is back', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    const proxy = await startTcpProxy(base.hostname, Number(base.port || 5432));
    const schema = uniqueSchema('ratelimit');
    const viaProxy = new URL(base);
    viaProxy.host = proxy.host;
    viaProxy.searchParams.set('schema', schema);
    api = await limited({ RATE_LIMIT_STORE: viaProxy.toString(), RATE_LIMIT_READ_MAX: '3' });
    const store = api.container.get<RateLimitStore>(TOKENS.RateLimitStore);
    try {
      const first = [];
      for (let i = 0; i < 4; i++) first.push((await api.call('GET', '/api/config')).status);
      expect(first).toEqual([200, 200, 200, 429]);
      proxy.cut();
      const during = [];
      for (let i = 0; i < 5; i++) during.push((await api.call('GET', '/api/config')).status);
      expect(during).toEqual([200, 200, 200, 200, 200]);
      proxy.restore();
      let back = 0;
      for (let i = 0; i < 50 && back !== 429; i++) back = (await api.call('GET', '/api/config')).status;
      expect(back).toBe(429);
      fig.add('rate limits', 'shared store unreachable -> requests pass (fail open); back -> limited again', 'yes');
    } finally {
      await store.close();
      await proxy.close();
      await dropSchema(base.toString(), schema);
    }
  });
});

describe('the memory store', () => {
  it('counts per key and window and forgets expired windows', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetMs: 1000 });
    expect((await store.hit('b', 1000)).count).toBe(1);
    now += 600;
    expect(await store.hit('a', 1000)).toEqual({ count: 3, resetMs: 400 });
    now += 400;
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
  });
});
