import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const NotificationRow = defineEntity({
  name: 'NotificationRow',
  tableName: 'notifications',
  properties: {
    id: p.text().primary(),
    recipientEmail: p.text(),
    topic: p.text(),
    subject: p.text(),
    /** The message's lines, as a JSON array of strings. */
    lines: p.text(),
    link: p.text(),
    language: p.text(),
    /** The event it tells of, as JSON; null in rows kept from before events were stored, which read as written. */
    event: p.text().nullable(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});

export type NotificationRow = InferEntity<typeof NotificationRow>;

/** A notification on its way by email; claimToken and claimedUntil say which sender holds it, and until when. */
export const EmailRow = defineEntity({
  name: 'EmailRow',
  tableName: 'emails',
  properties: {
    notificationId: p.text().primary(),
    /** 0 personal, 1 bulk: a claim takes the lowest first. */
    priority: p.integer(),
    toEmail: p.text(),
    toName: p.text(),
    status: p.text(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    claimToken: p.text().nullable(),
    claimedUntil: p.datetime().nullable(),
  },
});

export type EmailRow = InferEntity<typeof EmailRow>;

export const EmailAttemptRow = defineEntity({
  name: 'EmailAttemptRow',
  tableName: 'email_attempts',
  properties: {
    notificationId: p.text().primary(),
    attempt: p.integer().primary(),
    at: p.datetime(),
    error: p.text().nullable(),
  },
});

export type EmailAttemptRow = InferEntity<typeof EmailAttemptRow>;

export const EmailChoicesRow = defineEntity({
  name: 'EmailChoicesRow',
  tableName: 'email_choices',
  properties: {
    email: p.text().primary(),
    payments: p.boolean(),
    announcements: p.boolean(),
    maintenance: p.boolean(),
    reminders: p.boolean(),
    applications: p.boolean(),
  },
});

export type EmailChoicesRow = InferEntity<typeof EmailChoicesRow>;

export const SentReminderRow = defineEntity({
  name: 'SentReminderRow',
  tableName: 'sent_reminders',
  properties: {
    email: p.text().primary(),
    month: p.text().primary(),
    kind: p.text().primary(),
    sentAt: p.datetime(),
  },
});

export type SentReminderRow = InferEntity<typeof SentReminderRow>;
