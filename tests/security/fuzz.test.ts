/**
 * Property-based input tests over every route the router mounts, body, query and path. fast-check
 * generates near-valid objects (the route's own field names with hostile values), arbitrary JSON, broken JSON
 * text, polluted and malformed query strings and hostile path segments, sent as every kind of caller (a guest, a
 * broken token, a user, a member, an admin, the staff).
 * Properties: no answer is >= 500, every refusal has the { message, code, requestId } shape, and a refused
 * request changes no row (the memory tables are compared before and after each request).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { allRoutes } from '../../adapters/container.ts';
import type { Route } from '../../adapters/http/route.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';
import { changedSince, rowRefs } from './support/world.ts';
import { thisMonth } from '../support/months.ts';

/** At least this many generated requests a run, shared out over the routes, and at least this many a route. */
const INPUTS_A_RUN = 10_000;
const LEAST_RUNS_A_ROUTE = 60;
const FUZZED_METHODS = ['GET', 'POST', 'PUT', 'PATCH'];
let runsPerRoute = 0;
const fig = figures('fuzz');
const tables = new MemoryTables();
let api: TestApi;
let routes: Route[];
const tokens: Record<string, string | undefined> = { guest: undefined, invalid: 'not.a.token' };
const known: string[] = [];
let generated = 0;
let serverErrors = 0;
let changedByRefusal = 0;
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  routes = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' })).filter((route) =>
    FUZZED_METHODS.includes(route.method),
  );
  runsPerRoute = Number(
    process.env.FUZZ_RUNS_PER_ROUTE ?? Math.max(LEAST_RUNS_A_ROUTE, Math.ceil(INPUTS_A_RUN / routes.length)),
  );
  tokens.user = await api.user('fuzz');
  tokens.member = await api.member('fuzz', { since: 12 });
  tokens.admin = await api.admin('fuzz');
  tokens.staff = (await api.staff('fuzz')).token;
  // Real ids and codes, so some generated requests reach deep into the handlers instead of stopping at 404.
  const apartments = (await api.call('GET', '/api/apartments?limit=50')).body.apartments;
  const agreement = (await api.call('GET', '/api/agreements/user', { token: tokens.member })).body;
  known.push(
    apartments[0]._id,
    agreement._id,
    agreement.userEmail,
    'WELCOME10',
    'welcome10',
    thisMonth(),
    'November 2026',
  );
});
afterAll(async () => {
  await api?.close();
  fig.add('input', 'generated inputs (bodies, queries, paths) over all routes', generated);
  fig.add('input', 'responses >= 500', serverErrors);
  fig.add('input', 'refused requests that changed a row', changedByRefusal);
  fig.add(
    'input',
    'status codes seen',
    [...statusCounts]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' '),
  );
  fig.print();
});

/** The field names a zod schema reads, so generated objects look like what the route expects. */
function fieldsOf(schema: z.ZodType | undefined, depth = 0): string[] {
  const def = (schema as { def?: Record<string, any> } | undefined)?.def;
  if (!def || depth > 6) return [];
  if (def.type === 'object') return Object.keys(def.shape).flatMap((k) => [k, ...fieldsOf(def.shape[k], depth + 1)]);
  if (def.type === 'union') return def.options.flatMap((o: z.ZodType) => fieldsOf(o, depth + 1));
  if (def.type === 'pipe') return [...fieldsOf(def.in, depth + 1), ...fieldsOf(def.out, depth + 1)];
  if (def.innerType) return fieldsOf(def.innerType, depth + 1);
  return [];
}

const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '%',
  '%00',
  '%E0%A4%A',
  '..',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table users; --',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '9'.repeat(400),
  '-9007199254740993',
  '0x10',
  ' 12 ',
  '١٢',
  '\u202e',
  'é'.repeat(50),
  '\ud83d\ude00'.repeat(30),
  'a'.repeat(5000),
  '__proto__',
  'constructor',
  'toString',
  '$ne',
  '[object Object]',
);
const hostileNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  100,
  101,
  12500,
);
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hostileText,
  fc.constantFrom(...['x']).map(() => known[Math.floor(Math.random() * known.length)] ?? ''),
);
const leaf = fc.oneof(anyText, hostileNumber, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(anyText, leaf, { maxKeys: 3 }),
);

const bodyFor = (route: Route) => {
  const fields = fieldsOf(route.body);
  const nearValid = fields.length
    ? fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), value, {
        maxKeys: fields.length + 2,
      })
    : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: nearValid.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

const queryFor = (route: Route) => {
  const fields = [...fieldsOf(route.query), 'page', 'limit', 'email'];
  const key = fc.oneof(
    fc.constantFrom(...fields),
    fc.constantFrom(...fields).map((f) => `${f}[]`),
    fc.string({ maxLength: 8 }),
  );
  const pair = fc.tuple(key, fc.oneof(anyText, hostileNumber.map(String), fc.integer().map(String)));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(pair, { maxLength: 5 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
    },
    // Raw, unencoded text straight into the query string: malformed escapes and all.
    {
      weight: 2,
      arbitrary: fc
        .array(hostileText, { maxLength: 3 })
        .map((parts) => parts.map((p) => `${fields[0]}=${p.replace(/[#\s]/g, '')}`).join('&')),
    },
  );
};

const segment = fc.oneof(
  { weight: 5, arbitrary: anyText.map((t) => encodeURIComponent(t)) },
  { weight: 2, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '%00', '..%2F..%2F', '%2e%2e', 'a%2Fb', '%C0%AE') },
  {
    weight: 2,
    arbitrary: fc.constant(null).map(() => encodeURIComponent(known[Math.floor(Math.random() * known.length)] ?? 'x')),
  },
);

/** Mostly a caller the route lets in (the front desk is the staff or an admin), sometimes anyone at all. */
const callerFor = (route: Route) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary:
        route.access === 'signed-in'
          ? fc.constant('user')
          : route.access === 'front-desk'
            ? fc.constantFrom('staff', 'admin')
            : fc.constant(route.access),
    },
    { weight: 2, arbitrary: fc.constantFrom('guest', 'invalid', 'user', 'member', 'admin', 'staff') },
  );

describe('generated input on every route', () => {
  it('mounts routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.length * runsPerRoute).toBeGreaterThanOrEqual(INPUTS_A_RUN);
  });

  it.each(FUZZED_METHODS)(
    '%s routes: never >= 500, refusals well-formed, a refused request changes no row',
    async (method) => {
      for (const route of routes.filter((r) => r.method === method)) {
        const pathArb = fc
          .tuple(...(route.path.match(/:\w+/g) ?? []).map(() => segment))
          .map((values) => values.reduce((path, v) => path.replace(/:\w+/, v || 'x'), route.path));
        await fc.assert(
          fc.asyncProperty(
            callerFor(route),
            pathArb,
            queryFor(route),
            method === 'GET' ? fc.constant(undefined) : bodyFor(route),
            async (caller, path, query, body) => {
              generated++;
              const before = rowRefs(tables);
              const res = await api.call(method, `${path}${query ? `?${query}` : ''}`, {
                token: tokens[caller],
                ...(body !== undefined ? { body, headers: { 'content-type': 'application/json' } } : {}),
              });
              statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
              if (res.status >= 500) serverErrors++;
              expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
              if (res.status >= 400) {
                expect(res.body).toEqual({
                  message: expect.any(String),
                  code: expect.any(String),
                  requestId: expect.any(String),
                  // A form's route also says what is wrong with each field, in sentences.
                  ...(route.formFields && res.body.fields ? { fields: expect.any(Object) } : {}),
                });
                const changed = changedSince(before, tables);
                if (changed.length) changedByRefusal++;
                expect(changed, `${route.method} ${route.path} ${res.status} changed rows`).toEqual([]);
              }
            },
          ),
          { numRuns: runsPerRoute, endOnFailure: true },
        );
      }
    },
    // A budget for a loaded machine, not a speed check: tens of thousands of requests, each through the real stack.
    600_000,
  );
});
