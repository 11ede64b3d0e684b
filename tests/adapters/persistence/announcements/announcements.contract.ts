import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { reviseAnnouncement } from '../../../../domain/announcements/announcement.ts';
import { AT } from '../../../support/builders.ts';

export function announcementsContract(store: () => Persistence) {
  describe('Announcements', () => {
    const at = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);
    const note = (id: string, minutes: number) => ({
      id,
      title: `Title ${id}`,
      description: `About ${id}`,
      createdAt: at(minutes),
      version: 0,
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

    it('replaces an announcement read at its current version, keeping its posting time and the edit time', async () => {
      const posted = note('n-1', 0);
      await store().announcements.add(posted);
      const edited = reviseAnnouncement(posted, { title: 'Lift back', description: 'Working again' }, at(90));
      expect(await store().announcements.replace(edited, 0)).toBe(true);
      expect(await store().announcements.byId('n-1')).toEqual(edited);
    });

    it('refuses an edit or a deletion over a version another admin already replaced', async () => {
      const posted = note('n-1', 0);
      await store().announcements.add(posted);
      const first = reviseAnnouncement(posted, { title: 'First', description: 'edit' }, at(1));
      const second = reviseAnnouncement(posted, { title: 'Second', description: 'edit' }, at(2));
      const results = await Promise.all([
        store().announcements.replace(first, 0),
        store().announcements.replace(second, 0),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store().announcements.remove('n-1', 0)).toBe(false);
      const kept = await store().announcements.byId('n-1');
      expect(kept?.version).toBe(1);
      expect([first.title, second.title]).toContain(kept?.title);
    });

    it('deletes once: the second of two deletions finds nothing, and an edit after it finds nothing', async () => {
      const posted = note('n-1', 0);
      await store().announcements.add(posted);
      const results = await Promise.all([
        store().announcements.remove('n-1', 0),
        store().announcements.remove('n-1', 0),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store().announcements.byId('n-1')).toBeUndefined();
      expect(await store().announcements.replace({ ...posted, title: 'Late' }, 0)).toBe(false);
      expect(await store().announcements.list()).toEqual([]);
    });
  });
}
