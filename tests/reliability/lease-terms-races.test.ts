/**
 * Accepting on terms, raced, through HTTP on SQLite and PostgreSQL, the requests alternating between two servers on
 * one database (as two instances behind a load balancer). Two admins accept one request with a deposit and an advance
 * while a third removes the applicant: one accept stands, the other is told it was already accepted, and the lease's
 * books hold its deposit and its advance exactly once (a removal that came after keeps them for the final settlement;
 * one that came first finds no member and changes nothing). Nothing is ever written half.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { thisMonth } from '../support/months.ts';
import { SQL_DATABASES } from '../adapters/persistence/stores.ts';

interface Reply {
  status: number;
  body: any;
}

const TERMS = { advanceMonths: 2, deposit: 20_000, rent: 10_000 };

describe.each(SQL_DATABASES)('accepting on terms, raced, on $name, two servers', (kind) => {
  const apis: TestApi[] = [];
  const db = kind.create();
  const call = (n: number, method: string, path: string, options?: { token?: string; body?: unknown }) =>
    apis[n % apis.length]!.call(method, path, options) as Promise<Reply>;
  beforeAll(async () => {
    apis.push(await startTestApi({ persistence: await db.connect() }));
    apis.push(await startTestApi({ persistence: await db.connect() }));
  });
  afterAll(async () => {
    for (const api of apis) await api.close();
    await db.drop();
  });

  it('two accepts and a removal at once: one accept, the deposit and the advance written once, never half', async () => {
    const admins = [
      await apis[0]!.admin('terms-race-1'),
      await apis[0]!.admin('terms-race-2'),
      await apis[0]!.admin('terms-race-3'),
    ];
    for (let round = 0; round < 4; round++) {
      const token = await apis[0]!.user(`terms-raced-${round}`);
      const { apartments } = (await call(0, 'GET', '/api/apartments?limit=50')).body;
      const free = apartments.find((a: { available: boolean }) => a.available);
      const applied = await call(0, 'POST', '/api/agreements', { token, body: { apartmentId: free._id } });
      expect(applied.status).toBe(201);
      const id = applied.body._id as string;
      const email = applied.body.userEmail as string;
      const accept = (n: number) =>
        call(n, 'PATCH', `/api/agreements/${id}`, {
          token: admins[n],
          body: { action: 'accept', startMonth: thisMonth(), ...TERMS },
        });
      const [first, second, removed] = await Promise.all([
        accept(0),
        accept(1),
        call(2, 'PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admins[2] }),
      ]);
      const accepts = [first, second].map((r) => r.status).sort();
      expect(accepts).toEqual([200, 409]);
      expect([first, second].find((r) => r.status === 409)!.body.code).toBe('AGREEMENT.ALREADY_ACCEPTED');
      // The removal came first (no member yet: refused, nothing changed) or after the accept (the lease ended).
      expect([200, 409]).toContain(removed.status);

      const books = (await call(round, 'GET', `/api/admin/books/${id}`, { token: admins[0] })).body;
      const kinds = books.charges.map((c: { kind: string }) => c.kind);
      expect(kinds.filter((k: string) => k === 'deposit')).toHaveLength(1);
      expect(kinds.filter((k: string) => k === 'advance')).toHaveLength(1);
      expect(books.lease).toMatchObject({
        rent: 10_000,
        current: removed.status !== 200,
        terms: { advanceMonths: 2, deposit: 20_000 },
      });
      const audit = (await call(1, 'GET', '/api/admin/audit-log?action=agreement.accept', { token: admins[0] })).body
        .entries;
      expect(audit.filter((e: { subject: string }) => e.subject === id)).toHaveLength(1);
    }
  });
});
