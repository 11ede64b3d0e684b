import { LockMode } from '@mikro-orm/core';
import {
  EMAIL_PRIORITY_RANK,
  type EmailStatus,
  type OutgoingEmail,
} from '../../../domain/notifications/email-delivery.ts';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '../../../domain/notifications/email-choices.ts';
import type { Notification } from '../../../domain/notifications/notification.ts';
import type { ReminderKind } from '../../../domain/notifications/reminders.ts';
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
import { READ, type Db } from '../mikro-orm/db.ts';
import { EmailAttemptRow, EmailChoicesRow, EmailRow, NotificationRow, SentReminderRow } from './entity.ts';
import { emailToDomain, notificationToDomain, notificationToRow } from './mapper.ts';

export class MikroOrmInbox implements Inbox {
  constructor(private readonly db: Db) {}

  add(notifications: readonly Notification[]): Promise<void> {
    if (notifications.length === 0) return Promise.resolve();
    return this.db.write(async (em) => {
      await em.insertMany(NotificationRow, notifications.map(notificationToRow));
    });
  }

  listFor(email: string, page: { limit: number; before?: { createdAt: Date; id: string } }): Promise<Notification[]> {
    const recipientEmail = normalizeEmail(email);
    const before = page.before;
    return this.db.run(async (em) => {
      const rows = await em.find(
        NotificationRow,
        before
          ? {
              recipientEmail,
              $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, id: { $lt: before.id } }],
            }
          : { recipientEmail },
        { ...READ, orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit },
      );
      return rows.map(notificationToDomain);
    });
  }

  unreadCount(email: string): Promise<number> {
    return this.db.run((em) => em.count(NotificationRow, { recipientEmail: normalizeEmail(email), readAt: null }));
  }

  markRead(email: string, which: readonly string[] | 'all', at: Date): Promise<number> {
    const mine = { recipientEmail: normalizeEmail(email), readAt: null };
    return this.db.write((em) =>
      em.nativeUpdate(NotificationRow, which === 'all' ? mine : { ...mine, id: { $in: [...which] } }, { readAt: at }),
    );
  }
}

/** Personal mail before bulk, then the longest waiting: the order a sender takes and sends due emails in. */
const CLAIM_ORDER = { priority: 'asc', nextAttemptAt: 'asc', notificationId: 'asc' } as const;

export class MikroOrmOutbox implements Outbox {
  constructor(
    private readonly db: Db,
    /**
     * PostgreSQL: take due rows FOR UPDATE SKIP LOCKED, so a second sender passes over the rows this one is taking
     * instead of waiting for them. SQLite has no row locks and needs none: one writing transaction runs at a time.
     */
    private readonly skipLocked: boolean,
  ) {}

  enqueue(emails: readonly OutgoingEmail[]): Promise<void> {
    if (emails.length === 0) return Promise.resolve();
    return this.db.write(async (em) => {
      await em.insertMany(
        EmailRow,
        emails.map((e) => ({
          notificationId: e.notificationId,
          priority: EMAIL_PRIORITY_RANK[e.priority],
          toEmail: normalizeEmail(e.to),
          toName: e.toName,
          status: e.status,
          attempts: e.attempts,
          nextAttemptAt: e.nextAttemptAt,
          lastError: e.lastError ?? null,
          sentAt: e.sentAt ?? null,
          createdAt: e.createdAt,
          claimToken: null,
          claimedUntil: null,
        })),
      );
    });
  }

  claim(now: Date, limit: number, leaseMs: number, token: string): Promise<ClaimedEmail[]> {
    const free = { $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }] };
    return this.db.transaction(async () => {
      const due = await this.db.run((em) =>
        em.find(
          EmailRow,
          { status: 'pending', nextAttemptAt: { $lte: now }, ...free },
          {
            ...READ,
            fields: ['notificationId'],
            orderBy: CLAIM_ORDER,
            limit,
            ...(this.skipLocked ? { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE } : {}),
          },
        ),
      );
      if (due.length === 0) return [];
      const ids = due.map((row) => row.notificationId);
      await this.db.write((em) =>
        em.nativeUpdate(
          EmailRow,
          { notificationId: { $in: ids }, status: 'pending', ...free },
          { claimToken: token, claimedUntil: new Date(now.getTime() + leaseMs) },
        ),
      );
      return this.withMessages({ claimToken: token, status: 'pending' }, CLAIM_ORDER);
    });
  }

  settle(notificationId: string, token: string, outcome: EmailOutcome): Promise<boolean> {
    return this.db.transaction(async () => {
      const held = await this.db.run((em) =>
        em.findOne(
          EmailRow,
          { notificationId, claimToken: token, status: 'pending' },
          { ...READ, lockMode: LockMode.PESSIMISTIC_WRITE },
        ),
      );
      if (!held) return false;
      const attempt = held.attempts + 1;
      const error = outcome.status === 'sent' ? null : outcome.error;
      await this.db.write(async (em) => {
        await em.nativeUpdate(
          EmailRow,
          { notificationId, claimToken: token },
          {
            status: outcome.status,
            attempts: attempt,
            lastError: error,
            claimToken: null,
            claimedUntil: null,
            ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.retryAt } : {}),
            ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}),
          },
        );
        await em.insert(EmailAttemptRow, { notificationId, attempt, at: outcome.at, error });
      });
      return true;
    });
  }

  async list(filter: { status?: EmailStatus }, page: PageRequest): Promise<Page<ClaimedEmail>> {
    const where = filter.status ? { status: filter.status } : {};
    const [items, total] = await Promise.all([
      this.withMessages(where, { createdAt: 'desc', notificationId: 'desc' }, page),
      this.db.run((em) => em.count(EmailRow, where)),
    ]);
    return { items, total };
  }

  countByStatus(status: EmailStatus): Promise<number> {
    return this.db.run((em) => em.count(EmailRow, { status }));
  }

  async get(notificationId: string): Promise<ClaimedEmail | undefined> {
    return (await this.withMessages({ notificationId }, { notificationId: 'asc' }))[0];
  }

  retry(notificationId: string, at: Date): Promise<boolean> {
    return this.db.write(
      async (em) =>
        (await em.nativeUpdate(
          EmailRow,
          { notificationId, status: 'failed' },
          { status: 'pending', nextAttemptAt: at },
        )) === 1,
    );
  }

  /** The emails matching `where`, each with its notification, in the order asked. */
  private async withMessages(
    where: object,
    orderBy: Record<string, 'asc' | 'desc'>,
    page?: PageRequest,
  ): Promise<ClaimedEmail[]> {
    return this.db.run(async (em) => {
      const emails = await em.find(EmailRow, where, {
        ...READ,
        orderBy,
        ...(page ? { limit: page.limit, offset: offsetOf(page) } : {}),
      });
      if (emails.length === 0) return [];
      const messages = await em.find(NotificationRow, { id: { $in: emails.map((e) => e.notificationId) } }, READ);
      const byId = new Map(messages.map((row) => [row.id, notificationToDomain(row)]));
      return emails.map((row) => ({ ...emailToDomain(row), message: byId.get(row.notificationId)! }));
    });
  }
}

const choicesOf = (row: EmailChoicesRow | null | undefined): EmailPreferences =>
  row
    ? {
        payments: Boolean(row.payments),
        announcements: Boolean(row.announcements),
        maintenance: Boolean(row.maintenance),
        reminders: Boolean(row.reminders),
        applications: Boolean(row.applications),
      }
    : DEFAULT_EMAIL_PREFERENCES;

export class MikroOrmEmailChoices implements EmailChoices {
  constructor(private readonly db: Db) {}

  get(email: string): Promise<EmailPreferences> {
    return this.db.run(async (em) =>
      choicesOf(await em.findOne(EmailChoicesRow, { email: normalizeEmail(email) }, READ)),
    );
  }

  getMany(emails: readonly string[]): Promise<Map<string, EmailPreferences>> {
    return this.db.run(async (em) => {
      const rows =
        emails.length === 0 ? [] : await em.find(EmailChoicesRow, { email: { $in: emails.map(normalizeEmail) } }, READ);
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      return new Map(emails.map((e) => [e, choicesOf(byEmail.get(normalizeEmail(e)))]));
    });
  }

  save(email: string, preferences: EmailPreferences): Promise<void> {
    const row = { email: normalizeEmail(email), ...preferences };
    return this.db.write(async (em) => {
      await em.upsert(EmailChoicesRow, row);
    });
  }
}

export class MikroOrmSentReminders implements SentReminders {
  constructor(private readonly db: Db) {}

  record(email: string, month: string, kind: ReminderKind, at: Date): Promise<boolean> {
    return this.db.write(async (em) => {
      const result = await em
        .createQueryBuilder(SentReminderRow)
        .insert({ email: normalizeEmail(email), month, kind, sentAt: at })
        .onConflict(['email', 'month', 'kind'])
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
  }
}
