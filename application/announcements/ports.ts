import type { Announcement } from '../../domain/announcements/announcement.ts';

export interface Announcements {
  add(announcement: Announcement): Promise<void>;
  byId(id: string): Promise<Announcement | undefined>;
  /** Newest first. */
  list(): Promise<Announcement[]>;
  /** Replaces the announcement only while it is still at `fromVersion`; false when it changed or is gone. */
  replace(next: Announcement, fromVersion: number): Promise<boolean>;
  /** Deletes it only while it is still at `version`; false when it changed or is gone. */
  remove(id: string, version: number): Promise<boolean>;
}
