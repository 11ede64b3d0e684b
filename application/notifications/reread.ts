import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.ts';
import { reread, type Notification } from '../../domain/notifications/notifications.ts';
import type { Announcements } from '../announcements/ports.ts';
import type { ClaimedEmail } from './ports.ts';
import type { Users } from '../members/ports.ts';

/**
 * Notifications are kept as the events they tell of and put in words when someone reads them: in the reader's
 * language of the moment, and with an announcement as it stands now (or withdrawn), so that nothing in an inbox or
 * an outbox goes stale.
 */
export class Rereader {
  constructor(
    private readonly announcements: Pick<Announcements, 'byId'>,
    private readonly users: Pick<Users, 'languagesOf'>,
  ) {}

  /** The notifications in `language`. */
  async inLanguage<N extends Notification>(notes: readonly N[], language: Language): Promise<N[]> {
    const announcement = await this.announcementsOf(notes);
    return notes.map((note) => reread(note, language, announcement));
  }

  /** Each email's notification in its recipient's language of the moment. */
  async emails(emails: readonly ClaimedEmail[]): Promise<ClaimedEmail[]> {
    const notes = emails.map((email) => email.message);
    const [announcement, languages] = await Promise.all([
      this.announcementsOf(notes),
      this.users.languagesOf([...new Set(emails.map((email) => email.to))]),
    ]);
    return emails.map((email) => ({
      ...email,
      message: reread(email.message, languages.get(email.to) ?? DEFAULT_LANGUAGE, announcement),
    }));
  }

  /** The announcements the notifications name, read once each. */
  private async announcementsOf(notes: readonly Notification[]) {
    const ids = new Set(
      notes.flatMap((n) => (n.event?.type === 'announcement-posted' ? [n.event.announcementId] : [])),
    );
    const found = new Map<string, { title: string; description: string }>();
    for (const id of ids) {
      if (id === undefined) continue;
      const announcement = await this.announcements.byId(id);
      if (announcement) found.set(id, announcement);
    }
    return (id: string) => found.get(id);
  }
}
