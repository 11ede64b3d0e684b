import { describe, expect, it } from 'vitest';
import { collect, newParcel, type Parcel } from '../../../../domain/parcels/parcels.ts';
import type { Store, StoreKind } from '../stores.ts';

const AT = new Date('2026-11-05T04:00:00.000Z');
const hours = (n: number) => new Date(AT.getTime() + n * 60 * 60 * 1000);

/** A parcel of the contract's own flats, so it meets no other suite's rows. */
const aParcel = (id: string, overrides: Partial<Parameters<typeof newParcel>[0]> = {}): Parcel =>
  newParcel({
    id,
    apartmentId: 'apt-parcels-1',
    flat: 'P101',
    carrier: 'Pathao',
    note: 'Left at the desk',
    hasPhoto: false,
    by: 'guard@example.com',
    at: AT,
    today: '2026-11-05',
    ...overrides,
  });

export function parcelsContract(store: Store, _kind: StoreKind['name']) {
  describe('Parcels', () => {
    it('reads a parcel and its photo back as written; lists the waiting ones oldest first and a flat waiting first', async () => {
      const s = store();
      const first = aParcel('parcel-c-1', { hasPhoto: true });
      const second = aParcel('parcel-c-2', { at: hours(1) });
      const elsewhere = aParcel('parcel-c-3', { apartmentId: 'apt-parcels-2', flat: 'P202', at: hours(2) });
      const bytes = new Uint8Array([1, 2, 3, 250]);
      await s.parcels.add(first, { parcelId: first.id, contentType: 'image/webp', bytes, createdAt: AT });
      await s.parcels.add(second);
      await s.parcels.add(elsewhere);
      expect(await s.parcels.byId(first.id)).toEqual(first);
      expect(await s.parcels.byId('parcel-none')).toBeUndefined();
      expect(await s.parcels.photo(first.id)).toEqual({
        parcelId: first.id,
        contentType: 'image/webp',
        bytes,
        createdAt: AT,
      });
      expect(await s.parcels.photo(second.id)).toBeUndefined();
      const waiting = (await s.parcels.waiting()).filter((p) => p.id.startsWith('parcel-c-'));
      expect(waiting.map((p) => p.id)).toEqual(['parcel-c-1', 'parcel-c-2', 'parcel-c-3']);
      const taken = collect(first, { name: 'Rahim Uddin', by: 'rahim@example.com', at: hours(3) });
      expect(await s.parcels.collect(taken)).toBe(true);
      expect(await s.parcels.byId(first.id)).toEqual(taken);
      expect((await s.parcels.forFlat('apt-parcels-1', 10)).map((p) => p.id)).toEqual(['parcel-c-2', 'parcel-c-1']);
      expect((await s.parcels.forFlat('apt-parcels-1', 1)).map((p) => p.id)).toEqual(['parcel-c-2']);
    });

    it('collects a parcel once: the second write, from a stale read, changes nothing', async () => {
      const s = store();
      const parcel = aParcel('parcel-c-4');
      await s.parcels.add(parcel);
      const one = collect(parcel, { name: 'First Taker', by: 'guard@example.com', at: hours(1) });
      const two = collect(parcel, { name: 'Second Taker', by: 'rahim@example.com', at: hours(2) });
      const results = await Promise.all([s.parcels.collect(one), s.parcels.collect(two)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const stored = await s.parcels.byId(parcel.id);
      expect(stored?.collectedBy).toBe(results[0] ? 'First Taker' : 'Second Taker');
      expect(await s.parcels.collect(one)).toBe(false);
    });

    it('records a reminder once a day, and none for a collected parcel', async () => {
      const s = store();
      const parcel = aParcel('parcel-c-5');
      await s.parcels.add(parcel);
      expect(await s.parcels.markReminded(parcel.id, '2026-11-07')).toBe(true);
      expect(await s.parcels.markReminded(parcel.id, '2026-11-07')).toBe(false);
      expect((await s.parcels.byId(parcel.id))?.remindedOn).toBe('2026-11-07');
      expect(await s.parcels.markReminded(parcel.id, '2026-11-08')).toBe(true);
      expect(await s.parcels.markReminded('parcel-none', '2026-11-08')).toBe(false);
      await s.parcels.collect(collect(parcel, { name: 'Rahim', by: 'rahim@example.com', at: hours(1) }));
      expect(await s.parcels.markReminded(parcel.id, '2026-11-09')).toBe(false);
    });
  });
}
