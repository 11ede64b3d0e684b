import type { Announcement } from '../../domain/announcements/announcement.ts';
import type { Announcements } from './ports.ts';

export class ListAnnouncements {
  constructor(private readonly announcements: Announcements) {}

  execute(): Promise<Announcement[]> {
    return this.announcements.list();
  }
}
