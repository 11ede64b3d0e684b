import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.ts';
import { asItStands, type Notification } from '../../domain/notifications/notification.ts';
import type { Announcements } from '../announcements/ports.ts';
import type { ClaimedEmail, NotificationWording } from './ports.ts';
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
    private readonly wording: NotificationWording,
  ) {}

  /** The notifications in `language`. */
  async inLanguage<N extends Notification>(notes: readonly N[], language: Language): Promise<N[]> {
    const announcement = await this.announcementsOf(notes);
    return notes.map((note) => this.reread(note, language, announcement));
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
      message: this.reread(email.message, languages.get(email.to) ?? DEFAULT_LANGUAGE, announcement),
    }));
  }

  /**
   * A notification in `language`, telling its event as things stand now (see `asItStands`); one kept from before
   * events were stored has none, and reads as it was written.
   */
  private reread<N extends Notification>(
    note: N,
    language: Language,
    announcement: (id: string) => { title: string; description: string } | undefined,
  ): N {
    return note.event ? { ...note, ...this.wording.messageFor(asItStands(note.event, announcement), language) } : note;
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
