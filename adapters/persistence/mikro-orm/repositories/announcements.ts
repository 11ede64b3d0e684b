import type { Announcement } from '../../../../domain/announcement.ts';
import type { Announcements } from '../../../../application/ports.ts';
import type { Db } from '../db.ts';
import { AnnouncementRow } from '../entities.ts';
import { announcementToDomain, announcementToRow } from '../mappers.ts';

export class MikroOrmAnnouncements implements Announcements {
  constructor(private readonly db: Db) {}

  add(announcement: Announcement): Promise<void> {
    return this.db.write(async (em) => {
      await em.insert(AnnouncementRow, announcementToRow(announcement));
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
}
