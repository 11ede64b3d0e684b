/**
 * Admin Profile's figures through the real HTTP stack, on memory, SQLite and PostgreSQL, with real payments: the
 * requests and reported payments waiting, what every lease owes, and what came in this building month, in poisha.
 * The server's clock stands at 23:59 on the last day of this month in Dhaka, then at 00:00 on the first of the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { addMonths } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

const month = thisMonth();
const [year, monthNumber] = month.split('-').map(Number) as [number, number];
/** The last day of this month, YYYY-MM-DD. */
const lastDay = `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
const LAST_MINUTE = new Date(`${lastDay}T23:59:00+06:00`);
const FIRST_MINUTE = new Date(`${addMonths(month, 1)}-01T00:00:00+06:00`);

describe.each(STORES)('the admin summary on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  let now = LAST_MINUTE;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect(), clock: { now: () => new Date(now) } });
    admin = await api.admin('summary-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const summary = async () => {
    const answer = await api.call('GET', '/api/admin/summary', { token: admin });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('counts what waits and sums the money from the books, and starts the month afresh at midnight in Dhaka', async () => {
    const empty = await summary();
    expect(empty).toMatchObject({ month, requestsWaiting: 0, reportsWaiting: 0, owedNowPoisha: 0 });
    expect(empty.collectedThisMonthPoisha).toBe(0);

    const member = await api.member('summary-member');
    const other = await api.member('summary-other');
    const leaseOf = async (token: string) => (await api.call('GET', '/api/ledger/mine', { token })).body.lease;
    const [mine, theirs] = [await leaseOf(member), await leaseOf(other)];
    const rents = (await summary()).owedNowPoisha;
    expect(rents).toBe((mine.rent + theirs.rent) * 100);

    // Money at the desk in cash and by bKash on the last day, and a payment reported by Nagad that waits.
    const pay = (leaseId: string, amount: number, method: string, reference?: string) =>
      api.call('POST', `/api/admin/books/${leaseId}/payments`, {
        token: admin,
        body: { amount, paidOn: lastDay, method, ...(reference ? { reference } : {}) },
      });
    expect((await pay(mine.leaseId, 3_000, 'cash')).status).toBe(201);
    expect((await pay(theirs.leaseId, 1_250.5, 'bkash', 'BK-77')).status).toBe(201);
    const reported = await api.call('POST', '/api/payment-reports', {
      token: member,
      body: { amount: 500, paidOn: lastDay, method: 'nagad', reference: 'NG-9' },
    });
    expect(reported.status).toBe(201);
    // A visitor applies for a flat.
    const visitor = await api.user('summary-visitor');
    const free = (await api.store.apartments.page({}, { page: 1, limit: 1000 })).items.find((a) => a.available)!;
    expect((await api.call('POST', '/api/agreements', { token: visitor, body: { apartmentId: free.id } })).status).toBe(
      201,
    );

    expect(await summary()).toMatchObject({
      month,
      requestsWaiting: 1,
      reportsWaiting: 1,
      collectedThisMonthPoisha: 425_050,
      owedNowPoisha: rents - 425_050,
    });

    // 00:00 on the first in Dhaka: a new month with nothing taken yet, and its rent owed by both.
    now = FIRST_MINUTE;
    expect(await summary()).toMatchObject({
      month: addMonths(month, 1),
      collectedThisMonthPoisha: 0,
      owedNowPoisha: 2 * rents - 425_050,
      requestsWaiting: 1,
      reportsWaiting: 1,
    });
  });

  it('is the admin’s only', async () => {
    expect((await api.call('GET', '/api/admin/summary')).status).toBe(401);
    expect((await api.call('GET', '/api/admin/summary', { token: await api.user('summary-nobody') })).status).toBe(403);
  });
});
