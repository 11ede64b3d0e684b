import { describe, expect, it } from 'vitest';
import type { SavedReminderSchedule } from '../../../../domain/notifications/reminders.ts';
import { withAnother, type Store } from '../stores.ts';

const first: SavedReminderSchedule = { dueDay: 10, daysBefore: 2, daysAfter: null, version: 1 };

/** The rent schedule: nothing until the first save, then only saves over the version read, of racers exactly one. */
export function rentSchedulesContract(store: Store, kind: 'memory' | 'sqlite' | 'postgresql') {
  describe('Rent schedule', () => {
    it('holds nothing until the first save, then every field exactly, switched-off reminders as null', async () => {
      expect(await store().rentSchedules.get()).toBeUndefined();
      expect(await store().rentSchedules.save(first, 0)).toBe(true);
      expect(await store().rentSchedules.get()).toEqual(first);
      const second = { dueDay: 28, daysBefore: null, daysAfter: 20, version: 2 };
      expect(await store().rentSchedules.save(second, 1)).toBe(true);
      expect(await store().rentSchedules.get()).toEqual(second);
    });

    it('saves only over the version it was read at: a stale save changes nothing', async () => {
      await store().rentSchedules.save(first, 0);
      const second = { ...first, dueDay: 1, version: 2 };
      expect(await store().rentSchedules.save(second, 1)).toBe(true);
      expect(await store().rentSchedules.save({ ...first, dueDay: 7, version: 2 }, 1)).toBe(false);
      expect(await store().rentSchedules.save({ ...first, dueDay: 7, version: 1 }, 0)).toBe(false);
      expect(await store().rentSchedules.get()).toEqual(second);
    });

    // The use case checks the rules first; the SQL tables hold them too, whatever else writes to them (the memory store
    // has no such table, so the case exists for the SQL stores only).
    if (kind !== 'memory')
      it('is refused by the database outside the rules', async () => {
        for (const wrong of [
          { ...first, dueDay: 29 },
          { ...first, dueDay: 0 },
          { ...first, daysBefore: 15 },
          { ...first, daysAfter: 0 },
        ])
          await expect(store().rentSchedules.save(wrong, 0), JSON.stringify(wrong)).rejects.toThrow();
        expect(await store().rentSchedules.get()).toBeUndefined();
      });

    it('of two saves over the same version from two stores, exactly one wins: the first save and a later one', async () => {
      await withAnother(store, async (other) => {
        const [a, b] = await Promise.all([
          store().rentSchedules.save({ ...first, dueDay: 11 }, 0),
          other.rentSchedules.save({ ...first, dueDay: 12 }, 0),
        ]);
        expect([a, b].filter(Boolean)).toHaveLength(1);
        expect((await other.rentSchedules.get())?.dueDay).toBe(a ? 11 : 12);
        const [c, d] = await Promise.all([
          store().rentSchedules.save({ ...first, dueDay: 21, version: 2 }, 1),
          other.rentSchedules.save({ ...first, dueDay: 22, version: 2 }, 1),
        ]);
        expect([c, d].filter(Boolean)).toHaveLength(1);
        expect(await store().rentSchedules.get()).toEqual({ ...first, dueDay: c ? 21 : 22, version: 2 });
      });
    });
  });
}
