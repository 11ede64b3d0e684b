/**
 * The inbox, email choices and unsubscribing, and the admin's view of the outbox. The UI imports this file as
 * `@contract/notifications`, so both ends read one definition.
 */
import { z } from 'zod';
import {
  EMAIL_STATUSES,
  type EmailStatus,
  type EmailTopic,
  type Topic,
} from '../../../domain/notifications/notifications.ts';
import { text, optionalQueryInt, queryText, yesNo } from '../shared/contract.ts';

/** GET /api/notifications: a page of the caller's inbox; `before` is the `next` of the page before, as given. */
export const notificationsQuery = z.object({
  limit: optionalQueryInt('limit', 1, 50),
  before: queryText(
    'before',
    z
      .string()
      .min(1, 'before must be the next value of the previous page')
      .max(200, 'before must be the next value of the previous page'),
  ).optional(),
});

/** POST /api/notifications/read: the notifications named, or every one. */
export const markReadBody = z.union([
  z.object({
    ids: z
      .array(text('ids', 64), { error: 'ids must be a list of notification ids' })
      .min(1, 'ids must name at least one notification')
      .max(100, 'ids may name at most 100 notifications'),
  }),
  z.object({ all: z.literal(true, { error: 'all must be true' }) }),
]);

/** PUT /api/me/email-choices: every topic, each switched on or off. */
export const emailChoicesBody = z.object({
  payments: yesNo('payments'),
  announcements: yesNo('announcements'),
  maintenance: yesNo('maintenance'),
  reminders: yesNo('reminders'),
});

/** POST /api/unsubscribe: the token from the email's link, in a JSON body or (one-click) in the query string. */
export const unsubscribeBody = z.object({ token: text('token', 2000) });

export const unsubscribeQuery = z.object({ token: queryText('token', text('token', 2000)).optional() });

/** GET /api/admin/emails: a page of the outbox, optionally one status only. */
export const emailsQuery = z.object({
  status: queryText(
    'status',
    z.enum(EMAIL_STATUSES, { error: `status must be one of ${EMAIL_STATUSES.join(', ')}` }),
  ).optional(),
  page: optionalQueryInt('page', 1, 100_000),
});

export type NotificationTopic = Topic;

export interface NotificationDto {
  id: string;
  topic: Topic;
  subject: string;
  lines: string[];
  /** A path inside the web app. */
  link: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationsDto {
  items: NotificationDto[];
  unread: number;
  /** Pass it back as `before` for the next page; null on the last page. */
  next: string | null;
}

export interface UnreadDto {
  unread: number;
}

export type EmailChoicesDto = Record<EmailTopic, boolean>;

export interface UnsubscribedDto {
  /** The topic switched off. */
  topic: EmailTopic;
}

export interface EmailDto {
  notificationId: string;
  to: string;
  toName: string;
  topic: Topic;
  subject: string;
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface EmailsDto {
  items: EmailDto[];
  total: number;
  /** Every failed email, whatever the filter: what the admin's screen warns about. */
  failed: number;
}
