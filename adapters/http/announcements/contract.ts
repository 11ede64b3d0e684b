/**
 * Announcements to every resident, posted, rewritten and deleted over the version read. The UI imports this file as
 * `@contract/announcements`, so both ends read one definition.
 */
import { z } from 'zod';
import { ANNOUNCEMENT_RULES, DESCRIPTION_MAX, TITLE_MAX } from '../../../domain/announcements/announcement.ts';
import { formText, queryInt } from '../shared/contract.ts';

export const announcementBody = z.object({
  title: formText(ANNOUNCEMENT_RULES.title, TITLE_MAX),
  description: formText(ANNOUNCEMENT_RULES.description, DESCRIPTION_MAX),
});

/** PUT /api/admin/announcements/:id: the new words, over the version they were read at. */
export const announcementEditBody = announcementBody.extend({
  version: z.number({ error: 'version must be the version the announcement was read at' }).int().min(0),
});

/** DELETE /api/admin/announcements/:id?version=: the version the admin saw, so nobody deletes unread words. */
export const versionQuery = z.object({ version: queryInt('version', 0, 1_000_000_000) });

export const announcementSchema = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** Names this wording in an edit or a deletion. */
  version: z.number(),
  /** When it was last edited; null while it reads as posted. */
  editedAt: z.string().nullable(),
});
export type AnnouncementDto = z.infer<typeof announcementSchema>;
