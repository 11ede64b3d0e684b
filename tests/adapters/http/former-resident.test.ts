/**
 * A former resident who owes keeps their rent account: the role route says they are one, their dues, history and
 * receipts stay theirs, and they pay by card the unpaid months of the lease that ended (never one outside it), at
 * the lease's stored rent. The admin sees that debt on their new request and on the member list. Over real HTTP,
 * with the Auth emulator and the sandbox card provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { pay } from '../../security/support/world.ts';
import { monthsAgo, nextMonth, thisMonth } from '../../support/months.ts';

describe('a former resident who owes, over HTTP', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin('debts-admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('sees and pays what they owe under the ended lease, and the admin sees it on their new request', async () => {
    const token = await api.member('sohel', { since: 3 });
    const lease = (await api.call('GET', '/api/agreements/user', { token })).body;
    const paid = await pay(api.call, token, monthsAgo(3));
    const members = (await api.call('GET', '/api/admin/members', { token: admin })).body;
    const asMember = members.find((m: { email: string }) => m.email === lease.userEmail);
    // Three months of the lease unpaid (two months ago, last month, this month), at its rent.
    expect(asMember.owed).toBe(3 * lease.rent);
    const removed = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(lease.userEmail)}/demote`, {
      token: admin,
    });
    expect(removed.status).toBe(200);

    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({
      role: 'user',
      language: 'en',
      formerResident: true,
    });
    const dues = await api.call('GET', '/api/payments/dues', { token });
    expect(dues.status).toBe(200);
    expect(dues.body).toMatchObject({
      agreement: { _id: lease._id, decision: 'ended', rent: lease.rent },
      lease: { startMonth: monthsAgo(3), endMonth: thisMonth() },
      owed: [monthsAgo(2), monthsAgo(1), thisMonth()].map((month) => ({ month, amount: lease.rent })),
      total: 3 * lease.rent,
      payable: [monthsAgo(2), monthsAgo(1), thisMonth()],
    });

    // The admin re-prices the flat; the debt stays at the lease's rent.
    const flat = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.find(
      (a: { number: string; block: string }) => a.number === lease.number && a.block === lease.block,
    );
    expect(
      (
        await api.call('PATCH', `/api/admin/apartments/${flat._id}`, {
          token: admin,
          body: { rent: lease.rent + 5000 },
        })
      ).status,
    ).toBe(200);
    const outside = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: nextMonth() },
    });
    expect(outside.status).toBe(409);
    expect(outside.body.code).toBe('PAYMENT.MONTH_NOT_PAYABLE');
    const wrongPrice = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: monthsAgo(2), amount: (lease.rent + 5000) * 100 },
    });
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.body.code).toBe('PAYMENT.AMOUNT_MISMATCH');

    const settled = await pay(api.call, token, monthsAgo(2));
    expect(settled).toMatchObject({ monthKey: monthsAgo(2), amount: lease.rent, number: lease.number });
    const history = (await api.call('GET', '/api/payments/user', { token })).body;
    expect(history.map((p: { monthKey: string }) => p.monthKey)).toEqual([monthsAgo(2), monthsAgo(3)]);
    for (const receipt of [paid.receiptNumber, settled.receiptNumber]) {
      expect((await api.call('GET', `/api/payments/receipts/${receipt}`, { token })).status).toBe(200);
    }

    // Applying again is allowed; the admin's list marks the request with what is still owed.
    const again = await api.call('POST', '/api/agreements', {
      token,
      body: { block: lease.block, floor: lease.floor, number: lease.number },
    });
    expect(again.status).toBe(201);
    const requests = (await api.call('GET', '/api/admin/agreements', { token: admin })).body;
    expect(requests.find((r: { _id: string }) => r._id === again.body._id)).toMatchObject({ owed: 2 * lease.rent });
    // Still paying under the ended lease, not the flat's new price nor the pending request.
    expect((await api.call('GET', '/api/payments/dues', { token })).body.agreement._id).toBe(lease._id);
  });

  it('gives someone who never rented no rent account', async () => {
    const token = await api.user('never');
    expect((await api.call('GET', '/api/users/role', { token })).body).toEqual({ role: 'user', language: 'en' });
    const dues = await api.call('GET', '/api/payments/dues', { token });
    expect(dues.status).toBe(404);
    expect(dues.body.code).toBe('AGREEMENT.NOT_FOUND');
    const intent = await api.call('POST', '/api/payments/create-payment-intent', {
      token,
      body: { month: thisMonth() },
    });
    expect(intent.status).toBe(404);
  });
});
