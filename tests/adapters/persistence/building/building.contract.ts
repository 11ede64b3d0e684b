import { describe, expect, it } from 'vitest';
import type { SavedBuilding } from '../../../../domain/building/building.ts';
import { withAnother, type Store } from '../stores.ts';

const first: SavedBuilding = {
  name: 'Lakeview Residency',
  address: 'House 12, Road 5, Gulshan 1, Dhaka 1212',
  latitude: 23.780612345,
  longitude: 90.419387654,
  phone: '+880 2-9881234',
  email: 'office@lakeview.example',
  emergencyPhone: '01711-000000',
  version: 1,
};

/** The building's details: nothing until the first save, then only saves over the version read. */
export function buildingContract(store: Store) {
  describe('Building details', () => {
    it('holds nothing until the first save, then every field exactly', async () => {
      expect(await store().building.get()).toBeUndefined();
      expect(await store().building.save(first, 0)).toBe(true);
      expect(await store().building.get()).toEqual(first);
    });

    it('saves only over the version it was read at: a stale save changes nothing', async () => {
      await store().building.save(first, 0);
      const second = { ...first, address: 'Road 7, Banani, Dhaka', version: 2 };
      expect(await store().building.save(second, 1)).toBe(true);
      expect(await store().building.save({ ...first, name: 'Stale', version: 2 }, 1)).toBe(false);
      expect(await store().building.save({ ...first, name: 'Stale', version: 1 }, 0)).toBe(false);
      expect(await store().building.get()).toEqual(second);
    });

    it('another store on the same database sees a save at once', async () => {
      await withAnother(store, async (other) => {
        expect(await other.building.get()).toBeUndefined();
        await store().building.save(first, 0);
        expect(await other.building.get()).toEqual(first);
        const [a, b] = await Promise.all([
          store().building.save({ ...first, name: 'From one', version: 2 }, 1),
          other.building.save({ ...first, name: 'From another', version: 2 }, 1),
        ]);
        expect([a, b].filter(Boolean)).toHaveLength(1);
        expect((await store().building.get())?.name).toBe(a ? 'From one' : 'From another');
      });
    });
  });
}
