/**
 * User A can never read or change B's agreement, payments, intents or profile, whether B is named by id,
 * by email (in any spelling) or by query; and a demotion takes effect on the member's very next request; and every route the router mounts lets in exactly the callers its required access (written out
 * below, independent of the router) allows.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { allRoutes } from '../../adapters/container.ts';
import { stripeAdapter } from '../../adapters/payments/payment-adapter.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';
import { CARD_OK, paidIntent, pay, snapshotOf } from './support/world.ts';
import { monthsAgo, nextMonth } from '../support/months.ts';

const fig = figures('access-control');
const tables = new MemoryTables();
let api: TestApi;
let admin: string;
const a = { token: '', email: '' };
const b = { token: '', email: '', agreementId: '', paymentTx: '', openIntent: { id: '', clientSecret: '' } };

beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  admin = await api.admin('boss');
  a.token = await api.member('alice', { since: 12 });
  a.email = (await api.call('GET', '/api/agreements/user', { token: a.token })).body.userEmail;
  b.token = await api.member('bob', { since: 12 });
  const bAgreement = (await api.call('GET', '/api/agreements/user', { token: b.token })).body;
  b.email = bAgreement.userEmail;
  b.agreementId = bAgreement._id;
  b.paymentTx = (await pay(api.call, b.token, monthsAgo(10))).transactionId;
  b.openIntent = await paidIntent(api.call, b.token, monthsAgo(9));
  await pay(api.call, a.token, monthsAgo(10));
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
      ["read B's tenant details", 'GET', '/api/agreements/$agreementId/details', undefined, 403],
      ["read B's statement", 'GET', `/api/admin/books/$agreementId/statement?month=${monthsAgo(1)}`, undefined, 403],
      [
        "download B's statement PDF",
        'GET',
        `/api/admin/books/$agreementId/statement/pdf?month=${monthsAgo(1)}`,
        undefined,
        403,
      ],
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
        // An unknown query field is ignored: A gets A's own history (one payment), never B's.
        expect(
          res.body.map((p: { userEmail: string }) => p.userEmail),
          name,
        ).toEqual([a.email]);
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
  it("takes effect on the member's very next request, with the same token: a former resident pays only what they owe under the lease that ended", async () => {
    const token = await api.member('demoted', { since: 12 });
    const email = (await api.call('GET', '/api/agreements/user', { token })).body.userEmail;
    const paid = await paidIntent(api.call, token, monthsAgo(8));
    // Next month may be paid ahead while the lease runs.
    const ahead = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: nextMonth() },
    });
    expect(ahead.status).toBe(200);
    // An intent opened while still a member, to be confirmed after the removal.
    const open = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: monthsAgo(7) },
    });
    expect(open.status).toBe(200);
    expect(
      (await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin })).status,
    ).toBe(200);
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({
      role: 'user',
      language: 'en',
      formerResident: true,
    });
    // The removal cancelled the intent opened under the running lease: confirming it charges nothing.
    const confirm = await api.call('POST', '/api/payments/sandbox/confirm', {
      token,
      body: { clientSecret: open.body.clientSecret, card: CARD_OK },
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('PAYMENT.INTENT_NOT_SUCCEEDED');
    // The lease ended this month: next month is no longer theirs to pay.
    const after = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: nextMonth() },
    });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('PAYMENT.MONTH_NOT_PAYABLE');
    // Reporting a charge is not refused at the door (one that can no longer be recorded is refunded), but nothing
    // new is recorded: the history holds the month paid as a member, and only that.
    const report = await api.call('POST', '/api/payments', { token, body: { transactionId: 'pi_anything' } });
    expect(report.status).toBe(404);
    expect(
      (await api.call('GET', '/api/payments/user', { token })).body.map(
        (p: { transactionId: string }) => p.transactionId,
      ),
    ).toEqual([paid.id]);
    // A client cannot talk its way back: the role in a body is never read.
    await api.call('PUT', '/api/users', { token, body: { name: 'Back again', role: 'member' } });
    expect((await api.call('GET', '/api/users/role', { token })).body).toMatchObject({ role: 'user' });
    fig.add('access control', 'member rights refused on the request right after demotion', 3);
  });

  it('promotion and demotion in the store are read on every request, never cached from the token', async () => {
    const token = await api.user('flip');
    const email = (await api.call('PUT', '/api/users', { token, body: { name: 'Flip' } })).body.email;
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(403);
    expect(await api.store.uow.run(() => api.store.users.changeRole(email, 'user', 'admin'))).toBe(true);
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(200);
    expect(await api.store.uow.run(() => api.store.users.changeRole(email, 'admin', 'user'))).toBe(true);
    expect((await api.call('GET', '/api/admin/summary', { token })).status).toBe(403);
  });
});

/**
 * Who may call a route: nobody in particular, anyone signed in, a member, an admin, the building's staff, or the
 * front desk (the staff and the admins).
 */
type Level = 'guest' | 'signed-in' | 'member' | 'admin' | 'staff' | 'front-desk';

/**
 * The access the product requires of every route, written out here rather than read from the router, so a route
 * declared with the wrong access fails the sweep below. A route the router mounts that is missing here fails too.
 *
 * - Anyone, signed in or not: the public pages' reads, the health probe, the API description, the card
 *   provider's webhook (the provider signs it; it carries no user), and an email's unsubscribe link (its signed token
 *   says whose choice it changes).
 * - Admins: everything under /api/admin/ except reading announcements, and deciding an agreement.
 * - The front desk (the building's staff and the admins): everything under /api/desk/ (today's visitors, arrivals,
 *   departures, walk-ins, the visitor log) and the day's bookings of the common spaces. Members: their own visitor
 *   passes. The staff alone: the maintenance jobs given to them (/api/staff/jobs), which an admin works on the board.
 * - Opening a card payment, checking a coupon and confirming a card with the sandbox provider: anyone signed in, as
 *   a former resident still pays what they owe under the lease that ended; the use-case prices only the caller's own
 *   lease (nothing for someone who never rented), and a removal cancels the intents opened while the lease ran.
 * - The online gateway's posts (the browser sent back from its checkout, its IPN): anyone, as the gateway's page and
 *   servers carry no user; nothing they say is believed until the gateway's validation API confirms it.
 * - Anyone signed in: their own inbox and email choices, reporting and following maintenance requests (the domain then lets a resident near their own
 *   requests only), and the rest, including reporting a charge that succeeded: whoever was charged must reach the
 *   use-case, which records the charge only for the caller's own intent and agreement and refunds it otherwise, so
 *   a member removed between paying and reporting gets their money back rather than a 403.
 */
const REQUIRED: Record<string, Level> = {
  'GET /api/health': 'guest',
  'GET /api/config': 'guest',
  'GET /api/building': 'guest',
  'GET /api/apartments': 'guest',
  'GET /api/apartments/:id': 'guest',
  'GET /api/apartments/:id/photo': 'guest',
  'GET /api/coupons/active': 'guest',
  'GET /api/openapi.json': 'guest',
  'GET /api/docs': 'guest',
  'POST /api/payments/webhook': 'guest',
  'POST /api/unsubscribe': 'guest',
  'DELETE /api/session': 'guest',

  'POST /api/users': 'signed-in',
  'PUT /api/users': 'signed-in',
  'GET /api/users/role': 'signed-in',
  'POST /api/session': 'signed-in',
  'POST /api/agreements': 'signed-in',
  'GET /api/agreements/user': 'signed-in',
  'GET /api/agreements/user/latest': 'signed-in',
  'POST /api/agreements/user/withdraw': 'signed-in',
  'GET /api/agreements/:id/details': 'signed-in',
  'GET /api/payments/user': 'signed-in',
  'POST /api/payments': 'signed-in',
  'GET /api/payments/receipts/:number': 'signed-in',
  'GET /api/payments/receipts/:number/pdf': 'signed-in',
  'GET /api/admin/announcements': 'signed-in',
  'POST /api/maintenance': 'signed-in',
  'GET /api/maintenance': 'signed-in',
  'GET /api/maintenance/:id': 'signed-in',
  'GET /api/maintenance/:id/photos/:position': 'signed-in',
  'POST /api/maintenance/:id/comments': 'signed-in',
  'POST /api/maintenance/:id/reopen': 'signed-in',
  'POST /api/maintenance/:id/close': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'GET /api/notifications/unread-count': 'signed-in',
  'POST /api/notifications/read': 'signed-in',
  'GET /api/me/email-choices': 'signed-in',
  'PUT /api/me/email-choices': 'signed-in',
  'PUT /api/me/language': 'signed-in',

  'POST /api/payments/create-payment-intent': 'signed-in',
  'GET /api/payments/coupon/:code': 'signed-in',
  'GET /api/payments/dues': 'signed-in',
  'POST /api/payments/sandbox/confirm': 'signed-in',

  'PATCH /api/agreements/:id': 'admin',
  'GET /api/admin/leases/:id/changes': 'admin',
  'POST /api/admin/leases/:id/rent-changes': 'admin',
  'DELETE /api/admin/rent-changes/:id': 'admin',
  'POST /api/admin/leases/:id/renewal-offers': 'admin',
  'GET /api/me/lease-changes': 'member',
  'POST /api/me/renewal-offers/:id/answer': 'member',
  'POST /api/admin/announcements': 'admin',
  'PUT /api/admin/announcements/:id': 'admin',
  'DELETE /api/admin/announcements/:id': 'admin',
  'GET /api/admin/agreements': 'admin',
  'GET /api/admin/members': 'admin',
  'PATCH /api/admin/members/:email/demote': 'admin',
  'GET /api/admin/coupons': 'admin',
  'POST /api/admin/coupons': 'admin',
  'PATCH /api/admin/coupons/:code/toggle': 'admin',
  'GET /api/admin/parking': 'admin',
  'POST /api/admin/parking': 'admin',
  'PUT /api/admin/parking/:id/member': 'admin',
  'GET /api/parking/mine': 'member',
  'GET /api/autopay/mine': 'signed-in',
  'POST /api/autopay/card/setup': 'member',
  'PUT /api/autopay/card': 'member',
  'PUT /api/autopay': 'signed-in',
  'POST /api/autopay/skip': 'signed-in',
  'DELETE /api/autopay': 'signed-in',
  'GET /api/admin/autopay': 'admin',
  'POST /api/autopay/sandbox/setup': 'member',
  'GET /api/admin/spaces': 'admin',
  'POST /api/admin/spaces': 'admin',
  'PUT /api/admin/spaces/:id': 'admin',
  'POST /api/admin/spaces/:id/retire': 'admin',
  'GET /api/admin/space-bookings': 'front-desk',
  'GET /api/admin/space-bookings/pending': 'admin',
  'POST /api/admin/space-bookings/:id/decision': 'admin',
  'POST /api/admin/space-bookings/:id/cancel': 'admin',
  'GET /api/spaces': 'member',
  'GET /api/spaces/:id/slots': 'member',
  'POST /api/space-bookings': 'member',
  'GET /api/space-bookings/mine': 'member',
  'POST /api/space-bookings/:id/cancel': 'member',
  'GET /api/ledger/mine': 'signed-in',
  'GET /api/ledger/mine/statement': 'signed-in',
  'GET /api/ledger/mine/statement/pdf': 'signed-in',
  'GET /api/admin/books': 'admin',
  'GET /api/admin/books/csv': 'admin',
  'GET /api/admin/books/collection': 'admin',
  'GET /api/admin/books/collection/csv': 'admin',
  'GET /api/admin/books/:leaseId': 'admin',
  'GET /api/admin/books/:leaseId/statement': 'admin',
  'GET /api/admin/books/:leaseId/statement/pdf': 'admin',
  'POST /api/ledger/mine/intents': 'signed-in',
  'POST /api/ledger/mine/card-payments': 'signed-in',
  'POST /api/online-payments': 'signed-in',
  'GET /api/online-payments/:tranId': 'signed-in',
  'POST /api/online-payments/gateway/success': 'guest',
  'POST /api/online-payments/gateway/fail': 'guest',
  'POST /api/online-payments/gateway/cancel': 'guest',
  'POST /api/online-payments/gateway/ipn': 'guest',
  'POST /api/admin/books/:leaseId/payments': 'admin',
  'POST /api/admin/books/:leaseId/charges': 'admin',
  'POST /api/admin/books/:leaseId/entries/:entryId/void': 'admin',
  'GET /api/admin/members/:email/move-out': 'admin',
  'GET /api/admin/final-statements': 'admin',
  'GET /api/admin/final-statements/:leaseId': 'admin',
  'GET /api/admin/final-statements/:leaseId/pdf': 'admin',
  'POST /api/admin/final-statements/:leaseId/deductions': 'admin',
  'POST /api/admin/final-statements/:leaseId/deductions/:deductionId/remove': 'admin',
  'POST /api/admin/final-statements/:leaseId/settle': 'admin',
  'GET /api/final-statement/mine': 'signed-in',
  'GET /api/final-statement/mine/pdf': 'signed-in',
  'GET /api/admin/charges/recurring': 'admin',
  'POST /api/admin/charges/recurring': 'admin',
  'POST /api/admin/charges/recurring/:id/end': 'admin',
  'POST /api/admin/charges/import': 'admin',
  'GET /api/payment-reports/mine': 'signed-in',
  'POST /api/payment-reports': 'signed-in',
  'GET /api/admin/payment-reports': 'admin',
  'POST /api/admin/payment-reports/:reportId/confirm': 'admin',
  'POST /api/admin/payment-reports/:reportId/reject': 'admin',
  'GET /api/admin/summary': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/rent-collection': 'admin',
  'GET /api/admin/rent-collection/csv': 'admin',
  'GET /api/admin/arrears': 'admin',
  'GET /api/admin/arrears/csv': 'admin',
  'GET /api/admin/apartments': 'admin',
  'POST /api/admin/apartments': 'admin',
  'POST /api/admin/apartments/import': 'admin',
  'PATCH /api/admin/apartments/:id': 'admin',
  'PUT /api/admin/apartments/:id/photo': 'admin',
  'POST /api/admin/apartments/:id/retire': 'admin',
  'PUT /api/admin/building': 'admin',
  'GET /api/admin/rent-schedule': 'admin',
  'PUT /api/admin/rent-schedule': 'admin',
  'GET /api/admin/late-fees': 'admin',
  'PUT /api/admin/late-fees': 'admin',
  'GET /api/admin/maintenance': 'admin',
  'GET /api/admin/maintenance/summary': 'admin',
  'POST /api/admin/maintenance/:id/status': 'admin',
  'POST /api/admin/maintenance/:id/comments': 'admin',
  'POST /api/admin/maintenance/:id/assignment': 'admin',
  'GET /api/admin/emails': 'admin',
  'POST /api/admin/emails/:id/retry': 'admin',

  'GET /api/admin/staff': 'admin',
  'POST /api/admin/staff': 'admin',
  'DELETE /api/admin/staff/:email': 'admin',
  'GET /api/admin/visitor-settings': 'admin',
  'PUT /api/admin/visitor-settings': 'admin',
  'GET /api/staff/jobs': 'staff',
  'GET /api/staff/jobs/:id': 'staff',
  'GET /api/staff/jobs/:id/photos/:position': 'staff',
  'POST /api/staff/jobs/:id/status': 'staff',
  'POST /api/staff/jobs/:id/comments': 'staff',
  'GET /api/visitors/mine': 'member',
  'POST /api/visitors': 'member',
  'POST /api/visitors/:id/cancel': 'member',
  'GET /api/desk/visitors': 'front-desk',
  'GET /api/desk/flats': 'front-desk',
  'POST /api/desk/passes/:code/arrive': 'front-desk',
  'POST /api/desk/visits/:id/arrive': 'front-desk',
  'POST /api/desk/visits/:id/leave': 'front-desk',
  'POST /api/desk/walk-ins': 'front-desk',
  'GET /api/desk/visitor-log': 'front-desk',
  'GET /api/desk/parcels': 'front-desk',
  'POST /api/desk/parcels': 'front-desk',
  'POST /api/desk/parcels/:id/collect': 'front-desk',
  'GET /api/desk/parcels/:id/photo': 'front-desk',
  'GET /api/parcels/mine': 'member',
  'POST /api/parcels/:id/collect': 'member',
  'GET /api/parcels/:id/photo': 'member',
};

type Caller =
  | 'guest'
  | 'garbage token'
  | 'forged unsigned token'
  | 'user'
  | 'member'
  | 'demoted member'
  | 'admin'
  | 'staff'
  | 'removed staff';
const CALLERS: readonly Caller[] = [
  'guest',
  'garbage token',
  'forged unsigned token',
  'user',
  'member',
  'demoted member',
  'admin',
  'staff',
  'removed staff',
];

/**
 * Who each level lets in. A demoted member and a removed staff member are plain users again; an admin is not a
 * member (admins pay no rent); the staff reach the front desk and what anyone signed in may, nothing of the admins'.
 */
const LETS_IN: Record<Level, readonly Caller[]> = {
  guest: CALLERS,
  'signed-in': ['user', 'member', 'demoted member', 'admin', 'staff', 'removed staff'],
  member: ['member'],
  admin: ['admin'],
  staff: ['staff'],
  'front-desk': ['staff', 'admin'],
};
/** Callers without a valid identity: a route that is not open to anyone answers them 401, never 403. */
const UNIDENTIFIED: readonly Caller[] = ['guest', 'garbage token', 'forged unsigned token'];

/** Real tokens for each kind of caller, with their roles stored in `on`'s persistence. */
async function callersOf(on: TestApi): Promise<Record<Caller, string | undefined>> {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  // An unsigned token for an account the identity service never issued: refused even in emulator mode.
  const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/demo-residency', aud: 'demo-residency', sub: 'forged-uid', iat: now, exp: now + 3600, email: 'forged@test.lakeview' })}.`;
  const boss = await on.admin('sweep-admin');
  const demoted = await on.member('sweep-demoted', { since: 12 });
  const demotedEmail = (await on.call('GET', '/api/agreements/user', { token: demoted })).body.userEmail;
  expect(
    (await on.call('PATCH', `/api/admin/members/${encodeURIComponent(demotedEmail)}/demote`, { token: boss })).status,
  ).toBe(200);
  const removed = await on.staff('sweep-removed');
  expect(
    (await on.call('DELETE', `/api/admin/staff/${encodeURIComponent(removed.email)}`, { token: boss })).status,
  ).toBe(200);
  return {
    guest: undefined,
    'garbage token': 'garbage',
    'forged unsigned token': forged,
    user: await on.user('sweep'),
    member: await on.member('sweep', { since: 12 }),
    'demoted member': demoted,
    admin: boss,
    staff: (await on.staff('sweep')).token,
    'removed staff': removed.token,
  };
}

/**
 * Bodies other than `{}` for routes an empty body would take to the card provider, which the Stripe sweep cannot
 * reach: an amount nobody owes is refused before any provider is asked.
 */
const SWEEP_BODIES: Readonly<Record<string, object>> = {
  'POST /api/ledger/mine/intents': { amount: 0.01 },
};

const concrete = (path: string) =>
  path
    .replace(':id', 'no-such-id')
    .replace(':number', '999999')
    .replace(':email', 'nobody%40test.lakeview')
    .replace(':code', 'NOPE');

describe('every route x every kind of caller, forged and demoted included', () => {
  let stripeApi: TestApi | undefined;
  afterAll(() => stripeApi?.close());

  /** Calls every route `on` mounts as every kind of caller; returns the routes it found. */
  async function sweep(on: TestApi, provider: string): Promise<string[]> {
    const mounted = allRoutes(on.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' })).map(
      (r) => `${r.method} ${r.path}`,
    );
    expect(mounted.length).toBeGreaterThan(0);
    const callers = await callersOf(on);
    for (const key of mounted) {
      const required = REQUIRED[key];
      expect(required, `${key} (${provider}) is mounted but has no required access in the table`).toBeDefined();
      const [method, path] = key.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const res = await on.call(method, concrete(path), {
          token: callers[caller],
          body: method === 'GET' ? undefined : (SWEEP_BODIES[key] ?? {}),
        });
        const where = `${key} (${required}, ${provider}) as ${caller}`;
        expect(res.status, where).toBeLessThan(500);
        expect(res.body?.stack, where).toBeUndefined();
        if (LETS_IN[required!].includes(caller)) {
          expect([401, 403], where).not.toContain(res.status);
        } else if (UNIDENTIFIED.includes(caller)) {
          expect(res.status, where).toBe(401);
          expect(res.body.code, where).toBe('AUTH.UNAUTHENTICATED');
        } else {
          expect(res.status, where).toBe(403);
          expect(res.body.code, where).toBe('AUTH.FORBIDDEN');
        }
      }
    }
    fig.add(
      'access control',
      `routes x identities checked, ${provider} (${mounted.length} x ${CALLERS.length})`,
      mounted.length * CALLERS.length,
    );
    return mounted;
  }

  it("lets in exactly the callers each route's required access allows, with either card provider, never with a 5xx", async () => {
    const withSandbox = await sweep(api, 'sandbox provider');
    // The webhook is mounted only with Stripe; nothing here reaches Stripe (the unsigned webhook is refused first).
    const persistence = createMemoryPersistence();
    stripeApi = await startTestApi({
      persistence,
      payments: stripeAdapter(
        { secretKey: 'sk_test_unreachable', publishableKey: 'pk_test_unreachable', webhookSecret: 'whsec_unreachable' },
        pino({ level: 'silent' }),
        { host: '127.0.0.1', port: 9, protocol: 'http', timeoutMs: 500 },
      ),
    });
    const withStripe = await sweep(stripeApi, 'Stripe provider');
    // Every entry of the table is a route one configuration or the other mounts: no stale entries.
    expect([...new Set([...withSandbox, ...withStripe])].sort()).toEqual(Object.keys(REQUIRED).sort());
    // A budget for every route called by every kind of caller, twice, on a loaded machine; never a speed check.
  }, 180_000);
});

describe('staff removal', () => {
  it("takes effect on the staff member's very next request, with the same token", async () => {
    const guard = await api.staff('removed-next');
    expect((await api.call('GET', '/api/users/role', { token: guard.token })).body).toMatchObject({ role: 'staff' });
    expect((await api.call('GET', '/api/desk/visitors', { token: guard.token })).status).toBe(200);
    expect(
      (await api.call('DELETE', `/api/admin/staff/${encodeURIComponent(guard.email)}`, { token: admin })).status,
    ).toBe(200);
    const refused = await api.call('GET', '/api/desk/visitors', { token: guard.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH.FORBIDDEN');
    expect((await api.call('GET', '/api/users/role', { token: guard.token })).body).toMatchObject({ role: 'user' });
    // A client cannot talk its way back: the role in a body is never read.
    await api.call('PUT', '/api/users', { token: guard.token, body: { name: 'Back again', role: 'staff' } });
    expect((await api.call('GET', '/api/desk/visitors', { token: guard.token })).status).toBe(403);
  });

  it('shuts a removed staff member out of the jobs given to them, and never lets staff near a job of another', async () => {
    const member = await api.member('jobs-reporter', { since: 2 });
    const report = await api.call('POST', '/api/maintenance', {
      token: member,
      body: { where: 'flat', category: 'plumbing', title: 'Tap drips', description: 'All night' },
    });
    const id = report.body._id as string;
    const [guard, other] = [await api.staff('jobs-removed'), await api.staff('jobs-other')];
    const given = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: guard.email, version: 1 },
    });
    expect(given.status).toBe(200);
    const job = await api.call('GET', `/api/staff/jobs/${id}`, { token: guard.token });
    expect(job.status).toBe(200);
    // Of the resident the job names only their name and flat.
    expect(job.body.resident).toEqual({ name: expect.any(String) });
    expect(JSON.stringify(job.body)).not.toContain('@');
    // Another staff member is told only that it is no job of theirs, by every door.
    for (const [method, path, body] of [
      ['GET', `/api/staff/jobs/${id}`, undefined],
      ['POST', `/api/staff/jobs/${id}/status`, { action: 'start' }],
      ['POST', `/api/staff/jobs/${id}/comments`, { text: 'Mine now' }],
    ] as const) {
      const res = await api.call(method, path, { token: other.token, body });
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe('MAINTENANCE.NOT_ASSIGNED');
    }
    expect((await api.call('GET', '/api/staff/jobs', { token: other.token })).body).toEqual([]);
    // The resident's and the admins' doors stay shut to staff.
    expect((await api.call('GET', `/api/maintenance/${id}`, { token: guard.token })).status).toBe(403);
    expect((await api.call('GET', `/api/maintenance/${id}/photos/1`, { token: guard.token })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/maintenance', { token: guard.token })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/audit-log', { token: guard.token })).status).toBe(403);
    expect(
      (await api.call('DELETE', `/api/admin/staff/${encodeURIComponent(guard.email)}`, { token: admin })).status,
    ).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/api/staff/jobs', undefined],
      ['GET', `/api/staff/jobs/${id}`, undefined],
      ['POST', `/api/staff/jobs/${id}/status`, { action: 'start' }],
      ['POST', `/api/staff/jobs/${id}/comments`, { text: 'Still here' }],
    ] as const) {
      const res = await api.call(method, path, { token: guard.token, body });
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe('AUTH.FORBIDDEN');
    }
    expect((await api.call('GET', `/api/admin/maintenance?status=submitted`, { token: admin })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id, status: 'submitted' })]),
    );
  });
});
