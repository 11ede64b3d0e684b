import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.ts';
import { asItStands, type Notification } from '../../domain/notifications/notification.ts';
import type { Announcements } from '../announcements/ports.ts';
import type { ClaimedEmail, NotificationWording } from './ports.ts';
import type { Users } from '../members/ports.ts';
import type { MonthKey } from '../../domain/shared/month.ts';

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
    /** The months whose rent a person has paid, however: a reminder of one reads as paid. */
    private readonly paidMonthsOf: (email: string) => Promise<ReadonlySet<MonthKey>>,
  ) {}

  /** The notifications in `language`. */
  async inLanguage<N extends Notification>(notes: readonly N[], language: Language): Promise<N[]> {
    const [announcement, paid] = await Promise.all([this.announcementsOf(notes), this.paidOf(notes)]);
    return notes.map((note) => this.reread(note, language, announcement, paid));
  }

  /** Each email's notification in its recipient's language of the moment. */
  async emails(emails: readonly ClaimedEmail[]): Promise<ClaimedEmail[]> {
    const notes = emails.map((email) => email.message);
    const [announcement, paid, languages] = await Promise.all([
      this.announcementsOf(notes),
      this.paidOf(notes),
      this.users.languagesOf([...new Set(emails.map((email) => email.to))]),
    ]);
    return emails.map((email) => ({
      ...email,
      message: this.reread(email.message, languages.get(email.to) ?? DEFAULT_LANGUAGE, announcement, paid),
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
    paid: ReadonlyMap<string, ReadonlySet<MonthKey>>,
  ): N {
    if (!note.event) return note;
    const rentPaid = (month: MonthKey) => paid.get(note.recipientEmail)?.has(month) ?? false;
    return { ...note, ...this.wording.messageFor(asItStands(note.event, announcement, rentPaid), language) };
  }

  /** The paid months of each person a rent reminder among the notifications was sent to, read once each. */
  private async paidOf(notes: readonly Notification[]): Promise<Map<string, ReadonlySet<MonthKey>>> {
    const reminded = [...new Set(notes.filter((n) => n.event?.type === 'rent-reminder').map((n) => n.recipientEmail))];
    return new Map(await Promise.all(reminded.map(async (email) => [email, await this.paidMonthsOf(email)] as const)));
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
