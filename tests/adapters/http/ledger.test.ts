/**
 * The ledger's refusals through the real HTTP stack, on memory, SQLite and PostgreSQL: a month outside the lease,
 * a month that is not one, a coupon at the payment the day after its last day, a once-per-member coupon used again
 * (also by ten payments at once), a lease start outside the months allowed. Each is a 4xx a person understands, with
 * no charge and no row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { addMonths, formatMonth } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, nextMonth, thisMonth, today } from '../../support/months.ts';
import { CARD_OK } from '../../security/support/world.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

/** The memory store and the SQL databases, each as a database one server connects to. */
const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

/** The real clock, which a test may move on by whole days (and back) to see what the next day brings. */
const clock = { daysAhead: 0, now: () => new Date(Date.now() + clock.daysAhead * 24 * 60 * 60 * 1000) };

describe.each(STORES)('the rent ledger on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect(), clock });
    admin = await api.admin('ledger-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const intentFor = (token: string, month: string, couponCode?: string) =>
    api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month, ...(couponCode ? { couponCode } : {}) },
    });
  const history = async (token: string) =>
    (await api.call('GET', '/api/payments/user', { token })).body as { monthKey: string; discount: number }[];
  const addCoupon = (body: object) =>
    api.call('POST', '/api/admin/coupons', {
      token: admin,
      body: { description: 'test', discountPercentage: 10, ...body },
    });

  it('refuses a month before the lease, after next month, or not a month at all, and opens no charge', async () => {
    const token = await api.member('ledger-range', { since: 2 });
    const range = `Rent can be paid for ${formatMonth(monthsAgo(2))} to ${formatMonth(nextMonth())}.`;
    for (const month of [monthsAgo(3), addMonths(thisMonth(), 2), '2019-01', '2035-01']) {
      const res = await intentFor(token, month);
      expect(res.status, month).toBe(409);
      expect(res.body).toMatchObject({
        code: 'PAYMENT.MONTH_NOT_PAYABLE',
        message: `Rent for ${formatMonth(month)} cannot be paid. ${range}`,
      });
    }
    for (const month of ['2026-13', '0000-00', 'someday']) {
      const res = await intentFor(token, month);
      expect(res.status, month).toBe(400);
      expect(res.body.code).toBe('PAYMENT.INVALID_MONTH');
    }
    // A month's name is understood, and held to the same rule.
    expect((await intentFor(token, formatMonth(monthsAgo(3)))).body.code).toBe('PAYMENT.MONTH_NOT_PAYABLE');
    expect((await intentFor(token, formatMonth(monthsAgo(2)))).status).toBe(200);
    expect(await history(token)).toEqual([]);
  });

  it('tells a member what they owe, and the months they may pay, oldest first', async () => {
    const token = await api.member('ledger-dues', { since: 2 });
    const dues = await api.call('GET', '/api/payments/dues', { token });
    expect(dues.status).toBe(200);
    const rent = dues.body.rent as number;
    expect(dues.body).toEqual({
      agreement: (await api.call('GET', '/api/agreements/user', { token })).body,
      rent,
      currentMonth: thisMonth(),
      lease: { startMonth: monthsAgo(2), endMonth: null },
      // Due on the 5th (the default schedule): the months before this one are overdue, this one from the 6th.
      dueDay: 5,
      owed: [monthsAgo(2), monthsAgo(1), thisMonth()].map((month) => ({
        month,
        amount: rent,
        overdue: month !== thisMonth() || today() > `${thisMonth()}-05`,
      })),
      total: rent * 3,
      payable: [monthsAgo(2), monthsAgo(1), thisMonth(), nextMonth()],
    });
    const intent = await intentFor(token, monthsAgo(2));
    await api.call('POST', '/api/payments/sandbox/confirm', {
      token,
      body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
    });
    const after = (await api.call('GET', '/api/payments/dues', { token })).body;
    expect(after.owed.map((m: { month: string }) => m.month)).toEqual([monthsAgo(1), thisMonth()]);
    expect(after.total).toBe(rent * 2);
  });

  it('refuses a coupon at the payment the day after its last day, and charges nothing', async () => {
    const token = await api.member('ledger-expired', { since: 2 });
    const code = `LASTDAY${store.name.toUpperCase()}`;
    expect((await addCoupon({ code, expiresOn: today() })).status).toBe(201);
    expect((await api.call('GET', `/api/payments/coupon/${code}`, { token })).status).toBe(200);
    clock.daysAhead = 1;
    try {
      // What she owes on the day after: on a month's last day that is one month more, whatever the coupon.
      const dues = (await api.call('GET', '/api/payments/dues', { token })).body;
      const check = await api.call('GET', `/api/payments/coupon/${code}`, { token });
      expect(check.status).toBe(409);
      expect(check.body).toMatchObject({ code: 'COUPON.EXPIRED' });
      const refused = await intentFor(token, monthsAgo(1), code);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'COUPON.EXPIRED', message: expect.stringMatching(/expired on/) });
      expect(refused.body.clientSecret).toBeUndefined();
      expect(await history(token)).toEqual([]);
      expect((await api.call('GET', '/api/payments/dues', { token })).body.owed).toEqual(dues.owed);
      // The same month without the coupon is priced in full: it was the coupon that was refused.
      const full = await intentFor(token, monthsAgo(1));
      expect(full.status).toBe(200);
      expect(full.body.amount).toBe(dues.rent * 100);
    } finally {
      clock.daysAhead = 0;
    }
  });

  it('refuses a coupon added with a past expiry, and one a member used before, saying why, and charges nothing', async () => {
    const token = await api.member('ledger-coupons', { since: 2 });
    const code = `ONCE${store.name.toUpperCase()}`;
    expect((await addCoupon({ code, limit: 'once-per-member' })).status).toBe(201);
    expect((await addCoupon({ code: `PAST${store.name.toUpperCase()}`, expiresOn: '2020-01-01' })).body.code).toBe(
      'VALIDATION.INVALID_INPUT',
    );
    const first = await intentFor(token, monthsAgo(2), code);
    expect(first.status).toBe(200);
    await api.call('POST', '/api/payments/sandbox/confirm', {
      token,
      body: { clientSecret: first.body.clientSecret, card: CARD_OK },
    });
    const again = await api.call('GET', `/api/payments/coupon/${code}`, { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'COUPON.ALREADY_USED', message: `You have already used ${code}` });
    expect((await intentFor(token, monthsAgo(1), code)).body.code).toBe('COUPON.ALREADY_USED');
    expect((await history(token)).map((p) => p.discount)).toEqual([10]);
  });

  it('records a once-per-member coupon once when ten payments over two months race with it', async () => {
    const token = await api.member('ledger-race', { since: 2 });
    const code = `RACE${store.name.toUpperCase()}`;
    await addCoupon({ code, limit: 'once-per-member' });
    // Ten intents: two months, five spellings each, every one priced with the coupon.
    const spell = (month: string) => {
      const name = formatMonth(month);
      return [month, name, name.toUpperCase(), name.toLowerCase(), `${name.slice(0, 3)} ${month.slice(0, 4)}`];
    };
    const months = [...spell(monthsAgo(2)), ...spell(monthsAgo(1))];
    const secrets: string[] = [];
    for (const month of months) {
      const intent = await intentFor(token, month, code);
      expect(intent.status, month).toBe(200);
      secrets.push(intent.body.clientSecret);
    }
    expect(new Set(secrets).size).toBe(10);
    const replies = await Promise.all(
      secrets.map((clientSecret) =>
        api.call('POST', '/api/payments/sandbox/confirm', { token, body: { clientSecret, card: CARD_OK } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.code))).toSatisfy((codes: Set<string>) =>
      [...codes].every((c) => c === 'COUPON.ALREADY_USED' || c === 'PAYMENT.MONTH_ALREADY_PAID'),
    );
    expect((await history(token)).map((p) => p.discount)).toEqual([10]);
    // Every charge that was not recorded was given back.
    const ids = secrets.map((s) => s.split('_secret_')[0]!);
    const refunded = await Promise.all(
      ids.map((id) =>
        api.store.inRequestContext(async () => (await api.store.sandboxIntents.byId(id))!.amountRefunded > 0),
      ),
    );
    expect(refunded.filter(Boolean)).toHaveLength(9);
  });

  it('starts a lease only from the month of the request to next month, and then lets pay only from there', async () => {
    const token = await api.user('ledger-start');
    const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
    const free = apartments.find((a: { available: boolean }) => a.available);
    const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: free._id } });
    const decide = (startMonth: string) =>
      api.call('PATCH', `/api/agreements/${applied.body._id}`, {
        token: admin,
        body: { action: 'accept', startMonth },
      });
    const listed = (await api.call('GET', '/api/admin/agreements', { token: admin })).body.find(
      (a: { _id: string }) => a._id === applied.body._id,
    );
    expect(listed.startMonths).toEqual([thisMonth(), nextMonth()]);
    for (const month of [monthsAgo(1), addMonths(thisMonth(), 2)]) {
      const res = await decide(month);
      expect(res.status, month).toBe(400);
      expect(res.body.code).toBe('AGREEMENT.INVALID_START');
    }
    expect((await decide('2026-13')).status).toBe(400);
    expect((await api.call('GET', '/api/users/role', { token })).body.role).toBe('user');
    const accepted = await decide(nextMonth());
    expect(accepted.status).toBe(200);
    expect(accepted.body.startMonth).toBe(nextMonth());
    expect((await intentFor(token, thisMonth())).body.code).toBe('PAYMENT.MONTH_NOT_PAYABLE');
    expect((await intentFor(token, nextMonth())).status).toBe(200);
    expect((await api.call('GET', '/api/payments/dues', { token })).body).toMatchObject({
      owed: [],
      total: 0,
      payable: [nextMonth()],
    });
  });

  it('counts only the leases that cover a month in its rent collection, former members included', async () => {
    const token = await api.member('ledger-former', { since: 3 });
    const email = (await api.call('GET', '/api/agreements/user', { token })).body.userEmail;
    expect(
      (await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin })).status,
    ).toBe(200);
    const rows = async (month: string) =>
      (
        (await api.call('GET', `/api/admin/rent-collection?month=${month}`, { token: admin })).body.rows as {
          memberEmail: string;
        }[]
      ).map((r) => r.memberEmail);
    expect(await rows(monthsAgo(4))).not.toContain(email);
    expect(await rows(monthsAgo(3))).toContain(email);
    expect(await rows(thisMonth())).toContain(email);
    expect(await rows(nextMonth())).not.toContain(email);
    const arrears = (await api.call('GET', '/api/admin/arrears', { token: admin })).body;
    expect(arrears.rows.find((r: { memberEmail: string }) => r.memberEmail === email)).toMatchObject({
      current: false,
      months: [monthsAgo(3), monthsAgo(2), monthsAgo(1), thisMonth()],
    });
  });
});
