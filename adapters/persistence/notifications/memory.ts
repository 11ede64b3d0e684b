import {
  EMAIL_PRIORITY_RANK,
  type EmailStatus,
  type OutgoingEmail,
} from '../../../domain/notifications/email-delivery.ts';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '../../../domain/notifications/email-choices.ts';
import { type Notification } from '../../../domain/notifications/notification.ts';
import { type ReminderKind } from '../../../domain/notifications/reminders.ts';
import { offsetOf, type Page, type PageRequest } from '../../../domain/shared/paging.ts';
import { normalizeEmail } from '../../../domain/members/user.ts';
import type {
  ClaimedEmail,
  EmailChoices,
  EmailOutcome,
  Inbox,
  Outbox,
  SentReminders,
} from '../../../application/notifications/ports.ts';
import type { MemoryTables, StoredEmail } from '../memory/memory-store.ts';

/** Newest first, ties by id, the same order the SQL stores use. */
const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export class MemoryInbox implements Inbox {
  constructor(private readonly t: MemoryTables) {}

  async add(notifications: readonly Notification[]) {
    for (const n of notifications)
      this.t.notifications.set(n.id, { ...n, recipientEmail: normalizeEmail(n.recipientEmail) });
  }

  async listFor(email: string, page: { limit: number; before?: { createdAt: Date; id: string } }) {
    const who = normalizeEmail(email);
    const before = page.before;
    return [...this.t.notifications.values()]
      .filter((n) => n.recipientEmail === who && (!before || newestFirst(before, n) < 0))
      .sort(newestFirst)
      .slice(0, page.limit);
  }

  async unreadCount(email: string) {
    const who = normalizeEmail(email);
    return [...this.t.notifications.values()].filter((n) => n.recipientEmail === who && !n.readAt).length;
  }

  async markRead(email: string, which: readonly string[] | 'all', at: Date) {
    const who = normalizeEmail(email);
    let changed = 0;
    for (const n of this.t.notifications.values()) {
      if (n.recipientEmail !== who || n.readAt || (which !== 'all' && !which.includes(n.id))) continue;
      this.t.notifications.set(n.id, { ...n, readAt: at });
      changed += 1;
    }
    return changed;
  }
}

export class MemoryOutbox implements Outbox {
  constructor(private readonly t: MemoryTables) {}

  async enqueue(emails: readonly OutgoingEmail[]) {
    for (const e of emails) this.t.emails.set(e.notificationId, { ...e, to: normalizeEmail(e.to) });
  }

  async claim(now: Date, limit: number, leaseMs: number, token: string) {
    const due = [...this.t.emails.values()]
      .filter(
        (e) =>
          e.status === 'pending' &&
          e.nextAttemptAt.getTime() <= now.getTime() &&
          (!e.claimedUntil || e.claimedUntil.getTime() < now.getTime()),
      )
      .sort(
        (a, b) =>
          EMAIL_PRIORITY_RANK[a.priority] - EMAIL_PRIORITY_RANK[b.priority] ||
          a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime(),
      )
      .slice(0, limit);
    const claimedUntil = new Date(now.getTime() + leaseMs);
    for (const e of due) this.t.emails.set(e.notificationId, { ...e, claimToken: token, claimedUntil });
    return due.map((e) => this.withMessage(e));
  }

  async settle(notificationId: string, token: string, outcome: EmailOutcome) {
    const email = this.t.emails.get(notificationId);
    if (!email || email.claimToken !== token || email.status !== 'pending') return false;
    const attempts = email.attempts + 1;
    const error = outcome.status === 'sent' ? undefined : outcome.error;
    this.t.emailAttempts.set(`${notificationId}:${attempts}`, {
      notificationId,
      attempt: attempts,
      at: outcome.at,
      ...(error === undefined ? {} : { error }),
    });
    const { claimToken: _token, claimedUntil: _until, lastError: _error, ...rest } = email;
    this.t.emails.set(notificationId, {
      ...rest,
      attempts,
      status: outcome.status,
      ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.retryAt } : {}),
      ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}),
      ...(error === undefined ? {} : { lastError: error }),
    });
    return true;
  }

  async list(filter: { status?: EmailStatus }, page: PageRequest): Promise<Page<ClaimedEmail>> {
    const matching = [...this.t.emails.values()]
      .filter((e) => !filter.status || e.status === filter.status)
      .map((e) => this.withMessage(e))
      .sort((a, b) => newestFirst(a.message, b.message));
    const start = offsetOf(page);
    return { items: matching.slice(start, start + page.limit), total: matching.length };
  }

  async countByStatus(status: EmailStatus) {
    return [...this.t.emails.values()].filter((e) => e.status === status).length;
  }

  async get(notificationId: string) {
    const email = this.t.emails.get(notificationId);
    return email && this.withMessage(email);
  }

  async retry(notificationId: string, at: Date) {
    const email = this.t.emails.get(notificationId);
    if (email?.status !== 'failed') return false;
    this.t.emails.set(notificationId, { ...email, status: 'pending', nextAttemptAt: at });
    return true;
  }

  private withMessage({ claimToken: _token, claimedUntil: _until, ...email }: StoredEmail): ClaimedEmail {
    return { ...email, message: this.t.notifications.get(email.notificationId)! };
  }
}

export class MemoryEmailChoices implements EmailChoices {
  constructor(private readonly t: MemoryTables) {}

  async get(email: string) {
    return this.t.emailChoices.get(normalizeEmail(email)) ?? DEFAULT_EMAIL_PREFERENCES;
  }

  async getMany(emails: readonly string[]) {
    return new Map(emails.map((e) => [e, this.t.emailChoices.get(normalizeEmail(e)) ?? DEFAULT_EMAIL_PREFERENCES]));
  }

  async save(email: string, preferences: EmailPreferences) {
    this.t.emailChoices.set(normalizeEmail(email), { ...preferences });
  }
}

export class MemorySentReminders implements SentReminders {
  constructor(private readonly t: MemoryTables) {}

  async record(email: string, month: string, kind: ReminderKind, at: Date) {
    const key = `${normalizeEmail(email)}|${month}|${kind}`;
    if (this.t.sentReminders.has(key)) return false;
    this.t.sentReminders.set(key, at);
    return true;
  }
}
