/**
 * A resident's "I paid ৳X by bKash, reference Y" through the real HTTP stack, on memory, SQLite and PostgreSQL: the
 * report waits and changes nothing on the books, and every admin is told; the admin confirms it onto the books with a receipt, or rejects it
 * with a reason; of two admins deciding at once exactly one does, and the other is told what became of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { today } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

describe.each(STORES)('payment reports on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  let otherAdmin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('reports-admin');
    otherAdmin = await api.admin('reports-other');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const reportAs = (token: string, body: Record<string, unknown> = {}) =>
    api.call('POST', '/api/payment-reports', {
      token,
      body: { amount: 5_000, paidOn: today(), method: 'bkash', reference: '8N7A6B', ...body },
    });
  const mine = async (token: string) => (await api.call('GET', '/api/payment-reports/mine', { token })).body.reports;
  const books = async (token: string) => (await api.call('GET', '/api/ledger/mine', { token })).body;
  const confirm = (id: string, token = admin) =>
    api.call('POST', `/api/admin/payment-reports/${id}/confirm`, { token, body: {} });
  const reject = (id: string, reason: string, token = admin) =>
    api.call('POST', `/api/admin/payment-reports/${id}/reject`, { token, body: { reason } });

  it('a report waits without touching the books; confirmed, it is a payment with a receipt the resident sees', async () => {
    const member = await api.member('reports-confirm', { since: 1 });
    const before = await books(member);
    const made = await reportAs(member, { note: 'From my wife’s number' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', amount: 5_000, method: 'bkash', receiptNumber: null });
    expect(await books(member)).toEqual(before);
    // Each admin is told in their inbox, led to Payment Reports, with nothing of the resident's but what they reported.
    for (const token of [admin, otherAdmin]) {
      const told = (await api.call('GET', '/api/notifications', { token })).body.items.filter(
        (n: { subject: string }) => n.subject === 'Payment reported: Test reports-confirm, 5,000 taka by bKash',
      );
      expect(told).toMatchObject([
        {
          topic: 'payments',
          link: '/dashboard/payment-reports',
          lines: [
            'Test reports-confirm reported paying 5,000 taka by bKash (reference 8N7A6B).',
            expect.stringContaining('Payment Reports'),
          ],
          read: false,
        },
      ]);
    }
    const listed = await api.call('GET', '/api/admin/payment-reports', { token: admin });
    expect(listed.body.reports.find((r: { id: string }) => r.id === made.body.id)).toMatchObject({
      status: 'pending',
      leaseId: before.lease.leaseId,
      memberName: 'Test reports-confirm',
    });

    const confirmed = await confirm(made.body.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.report).toMatchObject({ status: 'confirmed', receiptNumber: expect.any(Number) });
    const after = await books(member);
    expect(after.credits).toContainEqual(
      expect.objectContaining({ method: 'bkash', reference: '8N7A6B', amount: 5_000, note: 'From my wife’s number' }),
    );
    expect(await mine(member)).toMatchObject([
      { id: made.body.id, status: 'confirmed', receiptNumber: confirmed.body.report.receiptNumber },
    ]);
    const inbox = await api.call('GET', '/api/notifications', { token: member });
    expect(JSON.stringify(inbox.body)).toContain('Payment received: 5,000 taka by bKash');
  });

  it('of two admins confirming or rejecting at once, exactly one decides and the other is told what became of it', async () => {
    const member = await api.member('reports-race', { since: 1 });
    const made = await reportAs(member, { reference: 'RACE-1' });
    const answers = await Promise.all([confirm(made.body.id, admin), reject(made.body.id, 'Not found', otherAdmin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.code).toBe('PAYMENT.REPORT_DECIDED');
    const [report] = await mine(member);
    expect(lost.body.message).toContain(`already ${report.status}`);
    const credits = (await books(member)).credits.filter((c: { reference: string }) => c.reference === 'RACE-1');
    expect(credits).toHaveLength(report.status === 'confirmed' ? 1 : 0);

    const twice = await reportAs(member, { reference: 'RACE-2' });
    const both = await Promise.all([confirm(twice.body.id, admin), confirm(twice.body.id, otherAdmin)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(both.find((a) => a.status === 409)!.body.message).toMatch(/already confirmed by .* \(receipt \d+\)/);
    expect((await books(member)).credits.filter((c: { reference: string }) => c.reference === 'RACE-2')).toHaveLength(
      1,
    );
  });

  it('a rejection tells the resident why; a reference already on the books is refused and keeps waiting', async () => {
    const member = await api.member('reports-reject', { since: 1 });
    const made = await reportAs(member, { method: 'nagad', reference: 'NG-1' });
    expect((await reject(made.body.id, '')).status).toBe(400);
    const rejected = await reject(made.body.id, 'No such Nagad transaction');
    expect(rejected.status).toBe(200);
    expect(await mine(member)).toMatchObject([{ status: 'rejected', reason: 'No such Nagad transaction' }]);
    const inbox = await api.call('GET', '/api/notifications', { token: member });
    expect(JSON.stringify(inbox.body)).toContain('No such Nagad transaction');

    const { lease } = await books(member);
    const recorded = await api.call('POST', `/api/admin/books/${lease.leaseId}/payments`, {
      token: admin,
      body: { amount: 5_000, paidOn: today(), method: 'bkash', reference: 'DUP-1' },
    });
    expect(recorded.status).toBe(201);
    const again = await reportAs(member, { reference: 'DUP-1' });
    const refused = await confirm(again.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('LEDGER.DUPLICATE_REFERENCE');
    expect((await mine(member))[0]).toMatchObject({ id: again.body.id, status: 'pending' });
  });

  it('refuses a report without a lease or with a bad field, and an admin route to a resident', async () => {
    const user = await api.user('reports-nobody');
    expect((await reportAs(user)).body.code).toBe('AGREEMENT.NOT_FOUND');
    const member = await api.member('reports-fields', { since: 1 });
    const bad = await reportAs(member, { method: 'cash', reference: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('method');
    expect(await mine(member)).toEqual([]);
    expect((await confirm('nope')).status).toBe(404);
    expect((await api.call('GET', '/api/admin/payment-reports', { token: member })).status).toBe(403);
  });
});
