import type { Announcement } from '../../../domain/announcements/announcement.ts';
import type { Announcements } from '../../../application/announcements/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

export class MemoryAnnouncements implements Announcements {
  constructor(private readonly t: MemoryTables) {}

  async add(announcement: Announcement) {
    this.t.announcements.set(announcement.id, announcement);
  }

  async byId(id: string) {
    return this.t.announcements.get(id);
  }

  async replace(next: Announcement, fromVersion: number) {
    if (this.t.announcements.get(next.id)?.version !== fromVersion) return false;
    this.t.announcements.set(next.id, next);
    return true;
  }

  async remove(id: string, version: number) {
    if (this.t.announcements.get(id)?.version !== version) return false;
    return this.t.announcements.delete(id);
  }

  async list() {
    return [...this.t.announcements.values()].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id),
    );
  }
}
