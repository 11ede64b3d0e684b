import type { EmailPreferences, EmailTopic } from '../../domain/notifications/email-choices.ts';
import type { EmailStatus, OutgoingEmail } from '../../domain/notifications/email-delivery.ts';
import type { Message, Notification, NotificationEvent } from '../../domain/notifications/notification.ts';
import type { ReminderKind } from '../../domain/notifications/reminders.ts';
import type { Page, PageRequest } from '../../domain/shared/paging.ts';
import type { Language } from '../../domain/shared/language.ts';

/**
 * What an event says to the person it concerns, in their language: its subject, its lines and where in the product
 * it leads. The words live in the catalogues, outside the application.
 */
export interface NotificationWording {
  messageFor(event: NotificationEvent, language: Language): Message;
}

/** What each person finds in their inbox. */
export interface Inbox {
  /** Adds them all, or none. */
  add(notifications: readonly Notification[]): Promise<void>;
  /** The recipient's notifications, newest first: at most `limit`, only those older than `before` when given. */
  listFor(email: string, page: { limit: number; before?: { createdAt: Date; id: string } }): Promise<Notification[]>;
  unreadCount(email: string): Promise<number>;
  /**
   * Marks the recipient's own unread notifications read at `at`: those named, or every one; returns how many changed.
   * Someone else's notification is never touched, whatever id is named.
   */
  markRead(email: string, which: readonly string[] | 'all', at: Date): Promise<number>;
}

/** An email taken from the outbox to be sent, with what it says. */
export interface ClaimedEmail extends OutgoingEmail {
  readonly message: Notification;
}

/** How one attempt at sending an email ended. */
export type EmailOutcome =
  | { readonly status: 'sent'; readonly at: Date }
  | { readonly status: 'pending'; readonly at: Date; readonly error: string; readonly retryAt: Date }
  | { readonly status: 'failed'; readonly at: Date; readonly error: string };

/**
 * Emails waiting to be sent, written in the same transaction as the change they tell of: an email is never lost when
 * the change commits, never sent when it rolls back.
 */
export interface Outbox {
  enqueue(emails: readonly OutgoingEmail[]): Promise<void>;
  /**
   * Takes up to `limit` pending emails due by `now` that no other sender holds, and holds them for `leaseMs` under
   * `token`, in one atomic statement: two senders (two server instances) never take the same email. An email whose
   * sender died is taken again once its hold has lapsed.
   */
  claim(now: Date, limit: number, leaseMs: number, token: string): Promise<ClaimedEmail[]>;
  /**
   * Records an attempt (its time, and its error if it failed) and the email's new state, only while `token` still
   * holds the email; false when it does not (its hold lapsed and another sender took it).
   */
  settle(notificationId: string, token: string, outcome: EmailOutcome): Promise<boolean>;
  /** Emails, newest first, optionally of one status, with what each says. */
  list(filter: { status?: EmailStatus }, page: PageRequest): Promise<Page<ClaimedEmail>>;
  countByStatus(status: EmailStatus): Promise<number>;
  /** One email with what it says, whatever its status; undefined when there is none for that notification. */
  get(notificationId: string): Promise<ClaimedEmail | undefined>;
  /** Puts a failed email back in the queue, due at `at`; false unless it was failed. */
  retry(notificationId: string, at: Date): Promise<boolean>;
}

/** Each person's choice of what reaches them by email; the defaults until they choose. */
export interface EmailChoices {
  get(email: string): Promise<EmailPreferences>;
  /** The choices of several people at once, the defaults for those who never chose. */
  getMany(emails: readonly string[]): Promise<Map<string, EmailPreferences>>;
  save(email: string, preferences: EmailPreferences): Promise<void>;
}

/** The rent reminders that went out: one per member, month and kind, whatever sends them. */
export interface SentReminders {
  /** Records the reminder; false (and nothing written) when it was recorded before. */
  record(email: string, month: string, kind: ReminderKind, at: Date): Promise<boolean>;
}

/** Sends one notification by email; throws when the mail server refuses it or cannot be reached. */
export interface Mailer {
  send(email: ClaimedEmail, context: { readonly buildingName: string }): Promise<void>;
}

/** Signed, unforgeable tokens that let a person switch one email topic off without signing in. */
export interface UnsubscribeTokens {
  sign(email: string, topic: EmailTopic): string;
  /** Whose and which topic, or undefined for a token that was forged, altered or has expired. */
  read(token: string): { email: string; topic: EmailTopic } | undefined;
}
