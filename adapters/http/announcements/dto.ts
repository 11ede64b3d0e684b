import type { Announcement } from '../../../domain/announcements/announcement.ts';
import type { AnnouncementDto } from './contract.ts';

export const announcementDto = (a: Announcement): AnnouncementDto => ({
  _id: a.id,
  title: a.title,
  description: a.description,
  createdAt: a.createdAt.toISOString(),
  version: a.version,
  editedAt: a.editedAt?.toISOString() ?? null,
});
