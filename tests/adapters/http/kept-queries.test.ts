/**
 * A route's query is validated once for all the requests that send the same query string. Whatever the order the
 * strings come in, and whichever route was asked with one first, each request must get its own string's answer under
 * its own route's rules, a refused string must be refused every time, and a string beyond what is kept must be
 * validated like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';

describe('query strings asked again', () => {
  let api: TestApi;
  // A rent range no demo flat has, so the pages hold only this test's flats, cheapest first.
  const rent = 888_001;
  const pageOf = (page: number, extra = '') =>
    `/api/apartments?minRent=${rent}&maxRent=${rent + 100}&limit=1&page=${page}${extra}`;
  const numbersOn = async (path: string) => {
    const res = await api.call('GET', path);
    expect(res.status).toBe(200);
    return (res.body as { apartments: { number: string }[] }).apartments.map((a) => a.number);
  };

  beforeAll(async () => {
    api = await startTestApi();
    const admin = await api.admin('kept-queries');
    for (const [i, number] of ['Q101', 'Q102', 'Q103'].entries()) {
      const res = await api.call('POST', '/api/admin/apartments', {
        token: admin,
        body: { block: 'Q', floor: 1, number, rent: rent + i },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => api.close());

  it('answers each query string with its own page, in whatever order they come back', async () => {
    for (const page of [1, 2, 1, 3, 2, 1]) expect(await numbersOn(pageOf(page))).toEqual([`Q10${page}`]);
  });

  it('refuses a bad query string every time it is sent, and the good ones still answer', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await api.call('GET', pageOf(0));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', message: expect.stringMatching(/page/) });
    }
    expect(await numbersOn(pageOf(1))).toEqual(['Q101']);
  });

  it('checks a string against each route’s own rules, whichever route was asked with it first', async () => {
    const admin = await api.admin('kept-queries-routes');
    const ask = (path: string) => api.call('GET', path, { token: admin });
    // "pending" is an email's status, not a maintenance request's; "submitted" the other way round.
    expect((await ask('/api/admin/emails?status=pending')).status).toBe(200);
    const board = await ask('/api/admin/maintenance?status=pending');
    expect(board.status).toBe(400);
    expect(board.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', message: expect.stringMatching(/status/) });
    expect((await ask('/api/admin/maintenance?status=submitted')).status).toBe(200);
    const emails = await ask('/api/admin/emails?status=submitted');
    expect(emails.status).toBe(400);
    expect(emails.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', message: expect.stringMatching(/status/) });
  });

  it('validates a string like any other once many others were asked, and one too long to keep', async () => {
    for (let i = 0; i < 150; i++) expect(await numbersOn(pageOf(2, `&x=${i}`))).toEqual(['Q102']);
    expect(await numbersOn(pageOf(3))).toEqual(['Q103']);
    const long = `&x=${'a'.repeat(300)}`;
    expect(await numbersOn(pageOf(1, long))).toEqual(['Q101']);
    expect(await numbersOn(pageOf(1, long))).toEqual(['Q101']);
    expect((await api.call('GET', pageOf(0, long))).status).toBe(400);
  });
});
