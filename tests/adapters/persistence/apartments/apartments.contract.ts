import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { anAgreement, anApartment, aUser } from '../../../support/builders.ts';

export function apartmentsContract(store: () => Persistence) {
  describe('Apartments', () => {
    const cheap = anApartment().withId('apt-cheap').withRent(8_000).at('A', 1, 'A101').build();
    const midB = anApartment().withId('apt-B').withRent(12_000).at('B', 2, 'B201').build();
    const mida = anApartment().withId('apt-a').withRent(12_000).at('A', 2, 'A201').build();
    const dear = anApartment().withId('apt-dear').withRent(30_000).at('C', 9, 'C901').build();
    const seed = () => store().apartments.addMissing([dear, mida, cheap, midB]);

    it('pages by rent, then id in code-point order, with the total of every match', async () => {
      await seed();
      const first = await store().apartments.page({}, { page: 1, limit: 3 });
      // "apt-B" < "apt-a" by code point; a locale-aware sort would put them the other way round.
      expect(first.items.map((a) => a.id)).toEqual(['apt-cheap', 'apt-B', 'apt-a']);
      expect(first.total).toBe(4);
      const second = await store().apartments.page({}, { page: 2, limit: 3 });
      expect(second).toEqual({ items: [{ ...dear, available: true }], total: 4 });
      expect(await store().apartments.page({}, { page: 3, limit: 3 })).toEqual({ items: [], total: 4 });
    });

    it('filters by an inclusive rent range, either end optional', async () => {
      await seed();
      const ids = async (minRent?: number, maxRent?: number) =>
        (await store().apartments.page({ minRent, maxRent }, { page: 1, limit: 10 })).items.map((a) => a.id);
      expect(await ids(12_000, 12_000)).toEqual(['apt-B', 'apt-a']);
      expect(await ids(12_000)).toEqual(['apt-B', 'apt-a', 'apt-dear']);
      expect(await ids(undefined, 12_000)).toEqual(['apt-cheap', 'apt-B', 'apt-a']);
      expect(await ids(30_001)).toEqual([]);
      const page = await store().apartments.page({ minRent: 9_000 }, { page: 2, limit: 2 });
      expect(page.total).toBe(3);
      expect(page.items.map((a) => a.id)).toEqual(['apt-dear']);
    });

    it('marks an apartment unavailable only while an accepted agreement holds it', async () => {
      await seed();
      const rahim = aUser().build();
      const karim = aUser().withId('user-karim').withEmail('karim@example.com').build();
      const mina = aUser().withId('user-mina').withEmail('mina@example.com').build();
      await store().agreements.add(anAgreement().withId('agr-accepted').by(rahim).on(mida).accepted().build());
      await store().agreements.add(anAgreement().withId('agr-pending').by(karim).on(midB).build());
      await store().agreements.add(anAgreement().withId('agr-ended').by(mina).on(cheap).withStatus('ended').build());
      const { items } = await store().apartments.page({}, { page: 1, limit: 10 });
      expect(Object.fromEntries(items.map((a) => [a.id, a.available]))).toEqual({
        'apt-cheap': true,
        'apt-B': true,
        'apt-a': false,
        'apt-dear': true,
      });
      expect(await store().apartments.countRented()).toBe(1);
    });

    it('lists only the free flats when asked, and counts only them', async () => {
      await seed();
      const rahim = aUser().build();
      const karim = aUser().withId('user-karim').withEmail('karim@example.com').build();
      await store().agreements.add(anAgreement().withId('agr-accepted').by(rahim).on(mida).accepted().build());
      await store().agreements.add(anAgreement().withId('agr-pending').by(karim).on(midB).build());
      const free = async (filter: { minRent?: number }, page: number, limit: number) => {
        const { items, total } = await store().apartments.page({ ...filter, availableOnly: true }, { page, limit });
        return { ids: items.map((a) => a.id), total, allFree: items.every((a) => a.available) };
      };
      // apt-a is let; a pending request (apt-B) leaves a flat free.
      expect(await free({}, 1, 10)).toEqual({ ids: ['apt-cheap', 'apt-B', 'apt-dear'], total: 3, allFree: true });
      expect(await free({}, 2, 2)).toEqual({ ids: ['apt-dear'], total: 3, allFree: true });
      expect(await free({ minRent: 12_000 }, 1, 10)).toEqual({ ids: ['apt-B', 'apt-dear'], total: 2, allFree: true });
      expect((await store().apartments.page({ availableOnly: false }, { page: 1, limit: 10 })).total).toBe(4);

      // The lease ends: the flat is free again on the next page read.
      const accepted = (await store().agreements.byId('agr-accepted'))!;
      await store().agreements.update({ ...accepted, status: 'ended', endedAt: new Date() }, 'accepted');
      expect((await free({}, 1, 10)).ids).toEqual(['apt-cheap', 'apt-B', 'apt-a', 'apt-dear']);
    });

    it('finds by id and by location, and answers undefined for neither', async () => {
      await seed();
      expect(await store().apartments.byId('apt-a')).toEqual(mida);
      expect(await store().apartments.byId('apt-none')).toBeUndefined();
      expect(await store().apartments.byLocation('B', 2, 'B201')).toEqual(midB);
      expect(await store().apartments.byLocation('B', 3, 'B201')).toBeUndefined();
    });

    it('counts rooms and rented rooms', async () => {
      expect(await store().apartments.count()).toBe(0);
      expect(await store().apartments.countRented()).toBe(0);
      await seed();
      expect(await store().apartments.count()).toBe(4);
    });

    it('adds only apartments whose location (and id) is new, and says how many', async () => {
      expect(await seed()).toBe(4);
      const sameLocation = anApartment().withId('apt-other').at('A', 2, 'A201').build();
      const sameId = anApartment().withId('apt-a').at('Z', 1, 'Z101').build();
      const fresh = anApartment().withId('apt-fresh').at('D', 1, 'D101').build();
      const freshTwice = anApartment().withId('apt-fresh-2').at('D', 1, 'D101').build();
      expect(await store().apartments.addMissing([sameLocation, sameId, fresh, freshTwice])).toBe(1);
      expect(await store().apartments.count()).toBe(5);
      expect(await store().apartments.byId('apt-a')).toEqual(mida);
      expect(await store().apartments.addMissing([])).toBe(0);
    });

    it('adds a large building in one call', async () => {
      const many = Array.from({ length: 1_234 }, (_, i) =>
        anApartment()
          .withId(`apt-${String(i).padStart(4, '0')}`)
          .withRent(10_000 + i)
          .at('M', Math.floor(i / 10), `M${i}`)
          .build(),
      );
      expect(await store().apartments.addMissing(many)).toBe(1_234);
      expect(await store().apartments.addMissing(many)).toBe(0);
      const last = await store().apartments.page({}, { page: 206, limit: 6 });
      expect(last.total).toBe(1_234);
      expect(last.items.map((a) => a.id)).toEqual(['apt-1230', 'apt-1231', 'apt-1232', 'apt-1233']);
    });
  });
}
