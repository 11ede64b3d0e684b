/**
 * Answers kept as bytes between requests: the apartments page, answered again from the page cache of the SQL
 * stores, is serialised once and sent as the same bytes while the same page comes back. Whatever changes the page (a
 * rent, an accepted agreement) must still show on the very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { STORE_KINDS, type StoreHandle } from '../persistence/stores.ts';

describe.each(STORE_KINDS.filter((kind) => kind.name !== 'memory'))('kept answers on $name', (kind) => {
  let store: StoreHandle | undefined;
  let api: TestApi;
  let admin: string;
  // A rent no demo flat has, so the page holds only this test's flats.
  const rent = 777_001;
  const page = `/api/apartments?minRent=${rent}&maxRent=${rent + 10}&limit=6&page=1`;
  const text = async (path: string, token?: string) => {
    const res = await fetch(api.url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      vary: res.headers.get('vary'),
      body: await res.text(),
    };
  };

  beforeAll(async () => {
    if (kind.unavailable) return;
    store = await kind.open();
    api = await startTestApi({ persistence: store.persistence });
    admin = await api.admin('kept-answers');
  });
  afterAll(async () => {
    await api?.close();
    await store?.close();
  });

  it.skipIf(kind.unavailable !== undefined)(
    'sends the same page while nothing changed, and the change on the next request when something did',
    async () => {
      const add = async (number: string, at: number) =>
        (
          await api.call('POST', '/api/admin/apartments', {
            token: admin,
            body: { block: 'K', floor: 7, number, rent: at },
          })
        ).body as { _id: string };
      const first = await add('K701', rent);
      const second = await add('K702', rent + 5);

      const before = await text(page);
      expect(before.status).toBe(200);
      expect(before.type).toBe('application/json; charset=utf-8');
      expect(JSON.parse(before.body)).toEqual({
        apartments: [
          expect.objectContaining({ _id: first._id, rent, available: true }),
          expect.objectContaining({ _id: second._id, rent: rent + 5, available: true }),
        ],
        total: 2,
      });
      expect(await text(page)).toEqual(before);

      await api.call('PATCH', `/api/admin/apartments/${first._id}`, { token: admin, body: { rent: rent + 9 } });
      const repriced = JSON.parse((await text(page)).body);
      expect(repriced.apartments.map((a: { _id: string; rent: number }) => [a._id, a.rent])).toEqual([
        [second._id, rent + 5],
        [first._id, rent + 9],
      ]);

      // An accepted agreement marks the flat rented on the next read of the same page.
      const applicant = await api.user('kept-answers-applicant');
      const asked = await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: second._id } });
      expect(asked.status).toBe(201);
      const accepted = await api.call('PATCH', `/api/agreements/${asked.body._id}`, {
        token: admin,
        body: { action: 'accept' },
      });
      expect(accepted.status).toBe(200);
      const rented = JSON.parse((await text(page)).body);
      expect(rented.apartments.find((a: { _id: string }) => a._id === second._id).available).toBe(false);
      expect(await text(page)).toEqual(await text(page));
    },
  );

  it.skipIf(kind.unavailable !== undefined)(
    "answers every visitor the same page, with nothing of who asks: a person's own mark is only in their own agreement",
    async () => {
      const at = rent + 100;
      const shared = `/api/apartments?minRent=${at}&maxRent=${at}&limit=6&page=1`;
      const flat = (
        await api.call('POST', '/api/admin/apartments', {
          token: admin,
          body: { block: 'K', floor: 8, number: 'K801', rent: at },
        })
      ).body as { _id: string };
      const applicant = await api.user('kept-answers-mark');
      const other = await api.user('kept-answers-other');
      expect(
        (await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: flat._id } })).status,
      ).toBe(201);

      // The applicant first, so the page is cached from their request; then a guest and someone else.
      const asApplicant = await text(shared, applicant);
      const asGuest = await text(shared);
      const asOther = await text(shared, other);
      const free = await text(`${shared}&availableOnly=true`, applicant);
      expect(asGuest).toEqual(asApplicant);
      expect(asOther).toEqual(asApplicant);
      for (const answer of [asApplicant, free]) {
        const page = JSON.parse(answer.body) as { apartments: Record<string, unknown>[]; total: number };
        expect(page.apartments).toHaveLength(1);
        // Exactly the catalogue's fields: no field saying who asked for it, or that the caller did.
        expect(Object.keys(page.apartments[0]!).sort()).toEqual(
          ['_id', 'available', 'block', 'floor', 'image', 'number', 'rent'].sort(),
        );
        expect(answer.body).not.toContain('kept-answers-mark');
        expect(answer.vary ?? '').not.toMatch(/authorization/i);
      }
      expect(await text(`${shared}&availableOnly=true`)).toEqual(free);
      // The mark comes from the caller's own agreement instead.
      const mine = await api.call('GET', '/api/agreements/user', { token: applicant });
      expect(mine.body).toMatchObject({ apartmentId: flat._id, status: 'pending' });
    },
  );
});
