import { describe, expect, it } from 'vitest';
import type { Apartment } from '../../../../domain/apartments/apartment.ts';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { anAgreement, anApartment, aUser, AT } from '../../../support/builders.ts';
import { withAnother, type Store } from '../stores.ts';

const flat = (id: string, rent: number, block: string, floor: number, number: string) =>
  anApartment().withId(id).withRent(rent).at(block, floor, number).build();

const page = async (s: Persistence, limit = 10) => {
  const { items, total } = await s.apartments.page({}, { page: 1, limit });
  return { rows: items.map((a) => `${a.id}:${a.rent}:${a.image}`), total };
};

/** The building's own flats: added all or none, changed conditionally, retired for good, photos kept. */
export function apartmentsOwnedContract(store: Store) {
  describe("Apartments: the building's own", () => {
    const c1 = flat('o-c1', 9_000, 'C', 1, 'C101');
    const a2 = flat('o-a2', 14_000, 'A', 2, 'A201');
    const a10 = flat('o-a10', 11_000, 'A', 10, 'A1001');
    const b1 = flat('o-B1', 11_000, 'B', 1, 'B101');

    it('adds every flat of a batch, or none when one block, floor and number is taken', async () => {
      await store().apartments.add([c1, a2]);
      const clash = flat('o-clash', 1, 'C', 1, 'C101');
      await expect(store().apartments.add([a10, clash, b1])).rejects.toMatchObject({ code: 'APARTMENT.DUPLICATE' });
      await expect(store().apartments.add([a10, { ...b1, id: 'o-twice' }, b1])).rejects.toMatchObject({
        code: 'APARTMENT.DUPLICATE',
      });
      expect(await store().apartments.count()).toBe(2);
      expect(await store().apartments.byId(a10.id)).toBeUndefined();
      await store().apartments.add([a10, b1]);
      expect(await page(store())).toEqual({
        rows: ['o-c1:9000:' + c1.image, 'o-B1:11000:' + b1.image, 'o-a10:11000:' + a10.image, 'o-a2:14000:' + a2.image],
        total: 4,
      });
    });

    it('lists every flat for the admin by block, floor (as a number) and number, retired ones included', async () => {
      await store().apartments.add([c1, a10, b1, a2]);
      await store().agreements.add(anAgreement().withId('agr-1').by(aUser().build()).on(b1).accepted().build());
      await store().apartments.update({ ...c1, retiredAt: AT }, c1);
      const all = await store().apartments.listAll();
      expect(all.map((a) => a.id)).toEqual(['o-a2', 'o-a10', 'o-B1', 'o-c1']);
      expect(all.map((a) => a.available)).toEqual([true, true, false, true]);
      expect(all[3]).toEqual({ ...c1, retiredAt: AT, available: true });
      expect(all[0]).toEqual({ ...a2, available: true });
    });

    it('changes rent, image and retirement only from the state it was read in', async () => {
      await store().apartments.add([c1]);
      expect(await store().apartments.update({ ...c1, rent: 9_500 }, c1)).toBe(true);
      // A second writer that read the old rent changes nothing.
      expect(await store().apartments.update({ ...c1, rent: 9_900 }, c1)).toBe(false);
      const now = { ...c1, rent: 9_500 };
      expect(await store().apartments.byId(c1.id)).toEqual(now);
      expect(await store().apartments.update({ ...now, image: '/new.webp' }, { ...now, image: '/stale.webp' })).toBe(
        false,
      );
      expect(await store().apartments.update({ ...now, image: '/new.webp' }, now)).toBe(true);
      const pictured = { ...now, image: '/new.webp' };
      expect(await store().apartments.update({ ...pictured, retiredAt: AT }, pictured)).toBe(true);
      expect(await store().apartments.update({ ...pictured, retiredAt: AT }, pictured)).toBe(false);
      expect(await store().apartments.byId(c1.id)).toEqual({ ...pictured, retiredAt: AT });
      expect(await store().apartments.update({ ...c1, id: 'o-none' }, { ...c1, id: 'o-none' })).toBe(false);
    });

    it('never lists or counts a retired flat, and still finds it by id, location and hold', async () => {
      await store().apartments.add([c1, a2, b1]);
      await store().apartments.update({ ...a2, retiredAt: AT }, a2);
      expect(await page(store())).toMatchObject({ total: 2 });
      expect((await store().apartments.page({ minRent: 14_000 }, { page: 1, limit: 6 })).total).toBe(0);
      expect(await store().apartments.count()).toBe(2);
      const retired = { ...a2, retiredAt: AT };
      expect(await store().apartments.byId(a2.id)).toEqual(retired);
      expect(await store().apartments.byLocation('A', 2, 'A201')).toEqual(retired);
      expect(await store().uow.run(() => store().apartments.hold(a2.id))).toEqual(retired);
      expect(await store().uow.run(() => store().apartments.hold('o-none'))).toBeUndefined();
    });

    it('another store on the same database sees every change to the list at once: order, totals, pictures', async () => {
      const building: Apartment[] = [c1, a2, b1];
      await store().apartments.add(building);
      await withAnother(store, async (other) => {
        // Both stores have read (and kept) the first page before any change.
        expect(await page(other)).toEqual(await page(store()));
        expect((await page(other)).rows.map((r) => r.split(':')[0])).toEqual(['o-c1', 'o-B1', 'o-a2']);
        await store().apartments.update({ ...c1, rent: 20_000 }, c1);
        expect((await page(other)).rows.map((r) => r.split(':')[0])).toEqual(['o-B1', 'o-a2', 'o-c1']);
        await store().apartments.update({ ...b1, image: '/b1-new.webp' }, b1);
        expect((await page(other)).rows[0]).toBe('o-B1:11000:/b1-new.webp');
        await store().apartments.update({ ...a2, retiredAt: AT }, a2);
        expect(await page(other)).toEqual({ rows: ['o-B1:11000:/b1-new.webp', 'o-c1:20000:' + c1.image], total: 2 });
        expect(await other.apartments.count()).toBe(2);
        await store().apartments.add([a10]);
        expect(await page(other, 1)).toEqual({ rows: ['o-B1:11000:/b1-new.webp'], total: 3 });
        // And the other way round.
        await other.apartments.update({ ...a10, rent: 1_000 }, a10);
        expect(await page(store(), 1)).toEqual({ rows: ['o-a10:1000:' + a10.image], total: 3 });
      });
    });

    it('never keeps a change whose unit of work rolled back', async () => {
      await store().apartments.add([c1, a2]);
      const boom = new Error('boom');
      await expect(
        store().uow.run(async () => {
          await store().apartments.update({ ...c1, retiredAt: AT }, c1);
          await store().apartments.add([b1]);
          expect((await page(store())).total).toBe(2);
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect((await page(store())).rows.map((r) => r.split(':')[0])).toEqual(['o-c1', 'o-a2']);
      expect(await store().apartments.byId(b1.id)).toBeUndefined();
    });

    it("lists a flat's open agreements: pending and accepted, not rejected or ended", async () => {
      await store().apartments.add([c1, a2]);
      const users = ['u1', 'u2', 'u3', 'u4'].map((id) => aUser().withId(id).withEmail(`${id}@example.com`).build());
      await store().agreements.add(anAgreement().withId('g-1').by(users[0]!).on(c1).accepted().build());
      await store().agreements.add(anAgreement().withId('g-2').by(users[1]!).on(c1).build());
      await store().agreements.add(anAgreement().withId('g-3').by(users[2]!).on(c1).withStatus('rejected').build());
      await store().agreements.add(anAgreement().withId('g-4').by(users[3]!).on(a2).withStatus('ended').build());
      expect((await store().agreements.openOn(c1.id)).map((a) => [a.id, a.status])).toEqual([
        ['g-1', 'accepted'],
        ['g-2', 'pending'],
      ]);
      expect(await store().agreements.openOn(a2.id)).toEqual([]);
    });

    it('keeps photos byte for byte, each under its own flat', async () => {
      const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
      const photo = { id: 'ph-1', apartmentId: c1.id, contentType: 'image/webp', bytes, createdAt: AT };
      await store().photos.add(photo);
      expect(await store().photos.byId(c1.id, 'ph-1')).toEqual(photo);
      expect(await store().photos.byId(a2.id, 'ph-1')).toBeUndefined();
      expect(await store().photos.byId(c1.id, 'ph-2')).toBeUndefined();
      await withAnother(store, async (other) => expect(await other.photos.byId(c1.id, 'ph-1')).toEqual(photo));
    });
  });
}
