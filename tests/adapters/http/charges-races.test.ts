/**
 * Spreadsheets of bills that race, through two server instances on one SQLite file or PostgreSQL schema (as two
 * processes of the building's server would): the same file loaded twice at once is loaded once, and the other load is
 * refused as a file loaded before is, naming its first line, whether the leases it bills still run or have ended; two
 * files naming the same leases in opposite orders are both loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, thisMonth } from '../../support/months.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';

interface Books {
  lease: { leaseId: string; flat: { block: string; floor: number; number: string } };
  charges: { id: string; kind: string; month: string; amount: number }[];
}

describe.each(SQL_DATABASES)('racing spreadsheets of bills, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  let admins: [string, string];
  /** Leases that began last month and run. */
  const runningLeases: string[] = [];
  /** Leases that began two months ago and ended this month, when the admin removed their members. */
  const endedLeases: string[] = [];
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
    admins = [await one.admin('bills-race-admin-1'), await one.admin('bills-race-admin-2')];
    // Every lease is let before any ends, so each has a flat of its own: a removed member's flat is the first free
    // one again, and a lease let on it later would cover the same months.
    const running = [];
    for (const label of ['running-1', 'running-2', 'running-3'])
      running.push(await one.member(`bills-race-${label}`, { since: 1 }));
    const leaving = [];
    for (const label of ['ended-1', 'ended-2', 'ended-3', 'ended-4'])
      leaving.push(await one.member(`bills-race-${label}`, { since: 2 }));
    for (const token of running) runningLeases.push((await agreementOf(token))._id);
    for (const token of leaving) {
      const { _id, userEmail } = await agreementOf(token);
      const removed = await one.call('PATCH', `/api/admin/members/${encodeURIComponent(userEmail)}/demote`, {
        token: admins[0],
      });
      expect(removed.status).toBe(200);
      endedLeases.push(_id);
    }
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  const booksOf = async (leaseId: string): Promise<Books> =>
    (await one.call('GET', `/api/admin/books/${leaseId}`, { token: admins[0] })).body as Books;
  const agreementOf = async (token: string) =>
    (await one.call('GET', '/api/agreements/user', { token })).body as { _id: string; userEmail: string };
  const flatOf = (books: Books) => `${books.lease.flat.block}/${books.lease.flat.floor}/${books.lease.flat.number}`;
  const importOn = async (api: TestApi, token: string, csv: string) => {
    const res = await fetch(`${api.url}/api/admin/charges/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string; line?: number } };
  };
  const bills = (books: Books) => books.charges.filter((c) => c.id.startsWith('import:'));
  const importLogs = async () =>
    (await one.call('GET', '/api/admin/audit-log?action=charges.import', { token: admins[0] })).body
      .entries as unknown[];

  /** The same file sent by both admins at once, on both servers, a few times over: one load wins each time. */
  const raceTheSameFile = async (leaseIds: string[], month: string) => {
    const books = await Promise.all(leaseIds.map(booksOf));
    const csv = ['flat,month,kind,amount', ...books.map((b) => `${flatOf(b)},${month},gas,950`)].join('\n');
    const logsBefore = (await importLogs()).length;
    const replies = await Promise.all([one, two, one, two].map((api, i) => importOn(api, admins[i % 2]!, csv)));
    const won = replies.filter((r) => r.status === 201);
    expect(won.map((r) => r.body)).toEqual([{ imported: leaseIds.length }]);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'CHARGE.IMPORT_INVALID', line: 2 });
      expect(r.body.message).toMatch(/^Line 2: the gas bill of \S+ for .+ was loaded before$/);
    }
    for (const leaseId of leaseIds)
      expect(bills(await booksOf(leaseId)).map((c) => [c.id, c.month, c.amount])).toEqual([
        [`import:${leaseId}:${month}:gas`, month, 950],
      ]);
    expect(await importLogs()).toHaveLength(logsBefore + 1);
  };

  it('loads once the same file of an ended lease’s bills sent twice at once, refusing the other load', async () => {
    await raceTheSameFile([endedLeases[0]!], monthsAgo(1));
  });

  it('loads once the same file of two ended leases’ bills sent at once', async () => {
    await raceTheSameFile([endedLeases[1]!, endedLeases[2]!], monthsAgo(1));
  });

  it('loads once the same file of a running lease’s bills sent twice at once', async () => {
    await raceTheSameFile([runningLeases[0]!], thisMonth());
  });

  it('loads both of two files naming the same leases in opposite orders, sent at once', async () => {
    const leases = [runningLeases[1]!, endedLeases[3]!, runningLeases[2]!];
    const books = await Promise.all(leases.map(booksOf));
    const rows = (kindOf: string) => books.map((b) => `${flatOf(b)},${monthsAgo(1)},${kindOf},100`);
    const [water, electricity] = await Promise.all([
      importOn(one, admins[0], ['flat,month,kind,amount', ...rows('water')].join('\n')),
      importOn(two, admins[1], ['flat,month,kind,amount', ...rows('electricity').reverse()].join('\n')),
    ]);
    expect([water, electricity]).toEqual([
      { status: 201, body: { imported: 3 } },
      { status: 201, body: { imported: 3 } },
    ]);
    for (const leaseId of leases)
      expect(
        bills(await booksOf(leaseId))
          .map((c) => c.kind)
          .sort(),
      ).toEqual(['electricity', 'water']);
  });
});
