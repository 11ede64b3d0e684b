import type { Announcement } from '../../../domain/announcements/announcement.ts';
import type { AnnouncementRow } from './entity.ts';

export const announcementToDomain = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  title: r.title,
  description: r.description,
  createdAt: new Date(r.createdAt),
  version: r.version,
  ...(r.editedAt ? { editedAt: new Date(r.editedAt) } : {}),
});

export const announcementToRow = (a: Announcement): AnnouncementRow => ({
  id: a.id,
  title: a.title,
  description: a.description,
  createdAt: a.createdAt,
  version: a.version,
  editedAt: a.editedAt ?? null,
});
