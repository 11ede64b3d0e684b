import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { AT } from '../../support/builders.ts';

export function announcementsContract(store: () => Persistence) {
  describe('Announcements', () => {
    const at = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);
    const note = (id: string, minutes: number) => ({
      id,
      title: `Title ${id}`,
      description: `About ${id}`,
      createdAt: at(minutes),
    });

    it('lists nothing at first', async () => {
      expect(await store().announcements.list()).toEqual([]);
    });

    it('lists newest first, ties by id descending, with every field intact', async () => {
      const old = note('n-old', -60);
      const x = note('n-x', 5);
      const y = note('n-y', 5);
      const newest = note('n-new', 30);
      for (const n of [x, old, newest, y]) await store().announcements.add(n);
      expect(await store().announcements.list()).toEqual([newest, y, x, old]);
    });
  });
}
