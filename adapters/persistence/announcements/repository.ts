import type { Announcement } from '../../../domain/announcements/announcement.ts';
import type { Announcements } from '../../../application/announcements/ports.ts';
import type { Db } from '../mikro-orm/db.ts';
import { AnnouncementRow } from './entity.ts';
import { announcementToDomain, announcementToRow } from './mapper.ts';

/** Edits and deletions are conditional on the version read: one made meanwhile by another admin is never lost. */
export class MikroOrmAnnouncements implements Announcements {
  constructor(private readonly db: Db) {}

  add(announcement: Announcement): Promise<void> {
    return this.db.write(async (em) => {
      await em.insert(AnnouncementRow, announcementToRow(announcement));
    });
  }

  byId(id: string): Promise<Announcement | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(AnnouncementRow, { id }, { disableIdentityMap: true });
      return row ? announcementToDomain(row) : undefined;
    });
  }

  list(): Promise<Announcement[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        AnnouncementRow,
        {},
        { disableIdentityMap: true, orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      return rows.map(announcementToDomain);
    });
  }

  replace(next: Announcement, fromVersion: number): Promise<boolean> {
    const { id, ...row } = announcementToRow(next);
    return this.db.write(
      async (em) => (await em.nativeUpdate(AnnouncementRow, { id, version: fromVersion }, row)) === 1,
    );
  }

  remove(id: string, version: number): Promise<boolean> {
    return this.db.write(async (em) => (await em.nativeDelete(AnnouncementRow, { id, version })) === 1);
  }
}
