/**
 * Numbers coerced instead of checked: a JSON body takes a JSON number only ("10", true, [10], " 10 " and "1e2" are
 * refused, never read as numbers), and a number in a query string or path is digits only ("1e2", "true", " 5 ",
 * repeated keys are refused). Every route with a numeric body, query or path field gets every bad shape: each answer is
 * 400 with a message naming the field, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../adapters/config.ts';
import { allRoutes } from '../../adapters/container.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { CARD_OK, snapshotOf } from './support/world.ts';
import { thisMonth, today } from '../support/months.ts';
import { BUILDING_DETAILS } from '../support/builders.ts';

type Who = 'user' | 'member' | 'admin';
interface BodyCase {
  who: Who;
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  /** The path as called, when the route's has a parameter. */
  url?: () => string;
  /** A body the route accepts; each case replaces one field of it. */
  valid: () => Record<string, unknown>;
  /** Dotted path of the numeric field and a good value for it. */
  field: string;
  good: number;
  /** Null is a value the field takes (a reminder switched off), so it is not among the bad ones. */
  nullable?: true;
}

const tables = new MemoryTables();
let api: TestApi;
const tokens = {} as Record<Who, string>;
let place: { block: string; floor: number; number: string };
let rentMinor = 0;
let clientSecret = '';
let flatId = '';
let noticeId = '';
let leaseId = '';

beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  tokens.user = await api.user('numbers');
  tokens.member = await api.member('numbers', { since: 12 });
  tokens.admin = await api.admin('numbers');
  const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
  const free = apartments.find((a: { available: boolean }) => a.available);
  place = { block: free.block, floor: free.floor, number: free.number };
  rentMinor = (await api.call('GET', '/api/agreements/user', { token: tokens.member })).body.rent * 100;
  const intent = await api.call('POST', '/api/payments/create-payment-intent', {
    token: tokens.member,
    body: { month: thisMonth() },
  });
  expect(intent.status).toBe(200);
  clientSecret = intent.body.clientSecret;
  flatId = apartments[0]._id;
  leaseId = (await api.call('GET', '/api/ledger/mine', { token: tokens.member })).body.lease.leaseId;
  noticeId = (
    await api.call('POST', '/api/admin/announcements', {
      token: tokens.admin,
      body: { title: 'Numbers', description: 'only' },
    })
  ).body._id;
});
afterAll(() => api?.close());

const BUILDING = BUILDING_DETAILS;
const SPACE = {
  name: 'Rooftop',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 60,
  aheadDays: 14,
  monthlyLimit: 2,
  needsApproval: false,
  fee: 500,
};

const bodyCases: BodyCase[] = [
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/coupons',
    valid: () => ({ code: 'NUMBERS50', discountPercentage: 50, description: 'd' }),
    field: 'discountPercentage',
    good: 50,
  },
  { who: 'user', method: 'POST', path: '/api/agreements', valid: () => ({ ...place }), field: 'floor', good: 1 },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    valid: () => ({ month: thisMonth(), amount: rentMinor }),
    field: 'amount',
    good: 100,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    valid: () => ({ clientSecret, card: { ...CARD_OK } }),
    field: 'card.expMonth',
    good: 12,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    valid: () => ({ clientSecret, card: { ...CARD_OK } }),
    field: 'card.expYear',
    good: 2099,
  },
  { who: 'member', method: 'PUT', path: '/api/autopay', valid: () => ({ cap: 1000 }), field: 'cap', good: 1000 },
  ...(['card.expMonth', 'card.expYear'] as const).map((field): BodyCase => ({
    who: 'member',
    method: 'POST',
    path: '/api/autopay/sandbox/setup',
    valid: () => ({ clientSecret: 'seti_sandbox_x_secret_y', card: { ...CARD_OK } }),
    field,
    good: 12,
  })),
  ...(['floor', 'rent'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'POST',
    path: '/api/admin/apartments',
    valid: () => ({ block: 'N', floor: 1, number: 'N101', rent: 9_000 }),
    field,
    good: field === 'floor' ? 1 : 9_000,
  })),
  {
    who: 'admin',
    method: 'PATCH',
    path: '/api/admin/apartments/:id',
    url: () => `/api/admin/apartments/${flatId}`,
    valid: () => ({ rent: 9_000 }),
    field: 'rent',
    good: 9_000,
  },
  {
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/announcements/:id',
    url: () => `/api/admin/announcements/${noticeId}`,
    valid: () => ({ title: 'Numbers', description: 'only', version: 0 }),
    field: 'version',
    good: 0,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/maintenance/:id/assignment',
    url: () => '/api/admin/maintenance/any-request/assignment',
    valid: () => ({ staffEmail: null, version: 1 }),
    field: 'version',
    good: 1,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/maintenance/:id/close',
    url: () => '/api/maintenance/any-request/close',
    valid: () => ({ rating: 4 }),
    field: 'rating',
    good: 4,
  },
  ...(['latitude', 'longitude', 'version'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/building',
    valid: () => ({ ...BUILDING, version: 0 }),
    field,
    good: field === 'version' ? 0 : BUILDING[field],
  })),
  ...(['dueDay', 'daysBefore', 'daysAfter', 'version'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/rent-schedule',
    valid: () => ({ dueDay: 5, daysBefore: 3, daysAfter: 5, version: 0 }),
    field,
    good: field === 'version' ? 0 : 5,
    ...(field === 'daysBefore' || field === 'daysAfter' ? { nullable: true as const } : {}),
  })),
  ...(['graceDays', 'amount', 'percent', 'cap', 'version'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/late-fees',
    // The percent is read only for a percent fee, the amount only for a fixed one.
    valid: () => ({
      enabled: true,
      graceDays: 5,
      basis: field === 'percent' ? 'percent' : 'fixed',
      amount: field === 'percent' ? null : 500,
      percent: field === 'percent' ? 5 : null,
      cap: null,
      version: 0,
    }),
    field,
    good: field === 'version' ? 0 : 5,
    ...(field === 'cap' ? { nullable: true as const } : {}),
  })),
  // Accepting on terms: each number is refused before any request is looked up, so no request need exist.
  ...(['rent', 'advanceMonths', 'deposit'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'PATCH',
    path: '/api/agreements/:id',
    url: () => '/api/agreements/no-such-request',
    valid: () => ({ action: 'accept', rent: 9_000, advanceMonths: 1, deposit: 9_000 }),
    field,
    good: field === 'advanceMonths' ? 1 : 9_000,
  })),
  // A new rent and a renewal's rent: each number is refused before the lease is looked up.
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/leases/:id/rent-changes',
    url: () => '/api/admin/leases/no-such-lease/rent-changes',
    valid: () => ({ rent: 9_000, effectiveMonth: '2999-01' }),
    field: 'rent',
    good: 9_000,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/leases/:id/renewal-offers',
    url: () => '/api/admin/leases/no-such-lease/renewal-offers',
    valid: () => ({ rent: 9_000, endMonth: '2999-01' }),
    field: 'rent',
    good: 9_000,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/ledger/mine/intents',
    valid: () => ({}),
    field: 'amount',
    good: 500,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/books/:leaseId/payments',
    url: () => `/api/admin/books/${leaseId}/payments`,
    valid: () => ({ amount: 500, paidOn: today(), method: 'cash' }),
    field: 'amount',
    good: 500,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/books/:leaseId/charges',
    url: () => `/api/admin/books/${leaseId}/charges`,
    valid: () => ({ kind: 'water', month: thisMonth(), amount: 300 }),
    field: 'amount',
    good: 300,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/final-statements/:leaseId/deductions',
    url: () => `/api/admin/final-statements/${leaseId}/deductions`,
    valid: () => ({ amount: 300, reason: 'Lost key' }),
    field: 'amount',
    good: 300,
  },
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/charges/recurring',
    valid: () => ({ name: 'Lift charge', kind: 'service', amount: 400, fromMonth: thisMonth(), leaseIds: 'all' }),
    field: 'amount',
    good: 400,
  },
  // A common space's terms: each number is refused before the space is looked up, so none need exist.
  ...(['slotMinutes', 'aheadDays', 'monthlyLimit', 'fee'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'POST',
    path: '/api/admin/spaces',
    valid: () => ({ ...SPACE }),
    field,
    good: 2,
  })),
  ...(['slotMinutes', 'aheadDays', 'monthlyLimit', 'fee', 'version'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/spaces/:id',
    url: () => '/api/admin/spaces/no-such-space',
    valid: () => ({ ...SPACE, version: 1 }),
    field,
    good: field === 'version' ? 1 : 2,
  })),
  {
    who: 'admin',
    method: 'POST',
    path: '/api/admin/spaces/:id/retire',
    url: () => '/api/admin/spaces/no-such-space/retire',
    valid: () => ({ version: 1 }),
    field: 'version',
    good: 1,
  },
  ...(['retentionDays', 'version'] as const).map((field): BodyCase => ({
    who: 'admin',
    method: 'PUT',
    path: '/api/admin/visitor-settings',
    valid: () => ({ retentionDays: 90, version: 0 }),
    field,
    good: field === 'version' ? 0 : 90,
  })),
  {
    who: 'member',
    method: 'POST',
    path: '/api/online-payments',
    valid: () => ({}),
    field: 'amount',
    good: 500,
  },
  {
    who: 'member',
    method: 'POST',
    path: '/api/payment-reports',
    valid: () => ({ amount: 700, paidOn: today(), method: 'bkash', reference: 'NUM-1' }),
    field: 'amount',
    good: 700,
  },
];

/** What a careless client sends where a number belongs; none of it is a JSON number. */
const badNumbers = (good: number): unknown[] => [
  String(good),
  ` ${good} `,
  `${good}e0`,
  '1e2',
  true,
  false,
  [good],
  [String(good)],
  { value: good },
  null,
  '',
];

function withField(body: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = dotted.split('.');
  if (rest.length === 0) return { ...body, [head!]: value };
  return { ...body, [head!]: withField(body[head!] as Record<string, unknown>, rest.join('.'), value) };
}

function expectRefused(res: { status: number; body: any }, field: string, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.body, what).toEqual({
    message: expect.any(String),
    code: 'VALIDATION.INVALID_INPUT',
    requestId: expect.any(String),
    // A form's route also names the field with the same sentence, for the form to show beside it.
    ...(res.body.fields ? { fields: { [field]: res.body.message } } : {}),
  });
  // Elsewhere the message itself names the field.
  if (!res.body.fields) expect(res.body.message.toLowerCase(), what).toContain(field.toLowerCase());
}

/** Dotted paths of every number a schema's JSON input takes. */
function numericFields(schema: object, prefix = ''): string[] {
  const node = schema as { type?: string | string[]; properties?: Record<string, object>; anyOf?: object[] };
  // A nullable number is written either as anyOf [number, null] or as the type list ["number", "null"].
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('number') || types.includes('integer')) return [prefix];
  const fromProperties = Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
    numericFields(child, prefix ? `${prefix}.${name}` : name),
  );
  return [...fromProperties, ...(node.anyOf ?? []).flatMap((child) => numericFields(child, prefix))];
}

describe('numbers coerced instead of checked', () => {
  it('has a case for every numeric body field of every route', () => {
    const routes = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' }));
    const declared = routes.flatMap((r) =>
      r.body
        ? numericFields(z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' })).map(
            (f) => `${r.method} ${r.path} ${f}`,
          )
        : [],
    );
    expect(new Set(declared)).toEqual(new Set(bodyCases.map((c) => `${c.method} ${c.path} ${c.field}`)));
  });

  it.each(bodyCases)(
    '$method $path refuses anything but a JSON number as $field, and stores nothing',
    async ({ who, method, path, url, valid, field, good, nullable }) => {
      for (const bad of badNumbers(good).filter((value) => !(nullable && value === null))) {
        const before = snapshotOf(tables);
        const res = await api.call(method, url?.() ?? path, {
          token: tokens[who],
          body: withField(valid(), field, bad),
        });
        expectRefused(res, field, `${field} = ${JSON.stringify(bad)}`);
        expect(snapshotOf(tables), `${field} = ${JSON.stringify(bad)}`).toBe(before);
      }
    },
  );

  it('refuses "1e2" as a discount: no free-rent coupon is created', async () => {
    const res = await api.call('POST', '/api/admin/coupons', {
      token: tokens.admin,
      body: { code: 'FREERENT', discountPercentage: '1e2', description: 'd' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Discount must be a whole percentage from 1 to 100');
    const coupons = (await api.call('GET', '/api/admin/coupons', { token: tokens.admin })).body;
    expect(coupons.map((c: { code: string }) => c.code)).not.toContain('FREERENT');
  });

  it("refuses an apartment's number sent as a JSON number: it is a label, sent as text", async () => {
    const before = snapshotOf(tables);
    const res = await api.call('POST', '/api/agreements', { token: tokens.user, body: { ...place, number: 101 } });
    expectRefused(res, 'number', 'number = 101');
    expect(res.body.message).toBe('number must be text');
    expect(snapshotOf(tables)).toBe(before);
  });

  it('still takes the JSON numbers a real client sends', async () => {
    const coupon = await api.call('POST', '/api/admin/coupons', {
      token: tokens.admin,
      body: { code: 'NUMBERS50', discountPercentage: 50, description: 'd' },
    });
    expect(coupon.status).toBe(201);
    expect(coupon.body.discountPercentage).toBe(50);
    const applied = await api.call('POST', '/api/agreements', { token: tokens.user, body: { ...place } });
    expect(applied.status).toBe(201);
    const intent = await api.call('POST', '/api/payments/create-payment-intent', {
      token: tokens.member,
      body: { month: thisMonth(), amount: rentMinor },
    });
    expect(intent.status).toBe(200);
  });
});

describe('numbers in query strings and paths are digits only', () => {
  const queryCases: { who: Who | 'guest'; path: string; name: string; good: string }[] = [
    { who: 'guest', path: '/api/apartments', name: 'page', good: '1' },
    { who: 'guest', path: '/api/apartments', name: 'limit', good: '6' },
    { who: 'guest', path: '/api/apartments', name: 'minRent', good: '1000' },
    { who: 'guest', path: '/api/apartments', name: 'maxRent', good: '90000' },
    { who: 'admin', path: '/api/admin/audit-log', name: 'page', good: '1' },
    { who: 'member', path: '/api/notifications', name: 'limit', good: '20' },
    { who: 'admin', path: '/api/admin/emails', name: 'page', good: '1' },
  ];
  /** Each is the raw query text after `name=`. */
  const badQueries = (good: string) => [
    '1e2',
    `${good}e0`,
    'true',
    'false',
    `%20${good}%20`,
    `${good}%20`,
    `%09${good}`,
    `+${good}`,
    `%2B${good}`,
    `0x${good}`,
    `${good}.0`,
    `${good}&NAME=${good}`,
    `${good}&NAME=${Number(good) + 1}`,
  ];

  it.each(queryCases)(
    '$path refuses $name written other than in digits, or given twice',
    async ({ who, path, name, good }) => {
      const token = who === 'guest' ? undefined : tokens[who];
      expect((await api.call('GET', `${path}?${name}=${good}`, { token })).status).toBe(200);
      for (const bad of badQueries(good)) {
        const query = `${name}=${bad.replace('NAME', name)}`;
        expectRefused(await api.call('GET', `${path}?${query}`, { token }), name, query);
      }
    },
  );

  it('refuses a receipt number written other than in digits', async () => {
    for (const bad of ['1e0', '1e2', 'true', '%201', '1%20', '%2B1', '0x1', '1.0', '-1']) {
      expectRefused(await api.call('GET', `/api/payments/receipts/${bad}`, { token: tokens.member }), 'number', bad);
    }
  });

  it("refuses a request photo's position written other than in digits", async () => {
    for (const bad of ['1e0', '1e2', 'true', '%201', '1%20', '%2B1', '0x1', '1.0', '-1', '01', '0']) {
      const path = `/api/maintenance/any-request/photos/${bad}`;
      expectRefused(await api.call('GET', path, { token: tokens.member }), 'position', bad);
    }
  });

  it('refuses a repeated text parameter with a message saying so', async () => {
    const twice = await api.call('GET', '/api/admin/rent-collection?month=2026-11&month=2026-12', {
      token: tokens.admin,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('month must be given once, as text');
    const email = await api.call('GET', '/api/payments/user?email=a%40b.c&email=a%40b.c', { token: tokens.admin });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('email must be given once, as text');
  });
});
