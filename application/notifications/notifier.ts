import { DEFAULT_EMAIL_PREFERENCES, wantsEmail } from '../../domain/notifications/email-choices.ts';
import { emailPriorityOf, type OutgoingEmail } from '../../domain/notifications/email-delivery.ts';
import { type Notification, type NotificationEvent } from '../../domain/notifications/notification.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../domain/shared/language.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';
import type { EmailChoices, Inbox, NotificationWording, Outbox } from './ports.ts';
import type { Users } from '../members/ports.ts';

/** Someone a notification is for. */
export interface Recipient {
  readonly email: string;
  readonly name: string;
}

/**
 * How use cases tell people what happened. Called inside the use case's unit of work, so the notifications and
 * their emails are written with the change they tell of, or not at all. Every recipient gets it in their inbox; those
 * who want its topic by email also get an email in the outbox, which a sender delivers later: nothing here waits for
 * a mail server. Each recipient reads it in their own stored language.
 */
export class Notifier {
  constructor(
    private readonly inbox: Inbox,
    private readonly outbox: Outbox,
    private readonly choices: EmailChoices,
    private readonly users: Pick<Users, 'languagesOf'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly wording: NotificationWording,
  ) {}

  async notify(recipients: readonly Recipient[], event: NotificationEvent): Promise<void> {
    if (recipients.length === 0) return;
    const emails = recipients.map((r) => r.email);
    const languages = await this.users.languagesOf(emails);
    const messages = new Map(LANGUAGES.map((language) => [language, this.wording.messageFor(event, language)]));
    const at = this.clock.now();
    const notes: Notification[] = recipients.map((r) => ({
      ...messages.get(languages.get(r.email) ?? DEFAULT_LANGUAGE)!,
      event,
      id: this.ids.next(),
      recipientEmail: r.email,
      createdAt: at,
    }));
    await this.inbox.add(notes);
    const choices = await this.choices.getMany(emails);
    const outgoing: OutgoingEmail[] = recipients.flatMap((r, i) =>
      wantsEmail(notes[i]!.topic, choices.get(r.email) ?? DEFAULT_EMAIL_PREFERENCES)
        ? [
            {
              notificationId: notes[i]!.id,
              priority: emailPriorityOf(notes[i]!.topic),
              to: r.email,
              toName: r.name,
              status: 'pending' as const,
              attempts: 0,
              nextAttemptAt: at,
              createdAt: at,
            },
          ]
        : [],
    );
    await this.outbox.enqueue(outgoing);
  }
}

/** A notifier writing to a store's own inbox and outbox. */
export const notifierOver = (
  store: { inbox: Inbox; outbox: Outbox; emailChoices: EmailChoices; users: Pick<Users, 'languagesOf'> },
  ids: IdGenerator,
  clock: Clock,
  wording: NotificationWording,
): Notifier => new Notifier(store.inbox, store.outbox, store.emailChoices, store.users, ids, clock, wording);
