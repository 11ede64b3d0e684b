/**
 * The inbox, email choices and unsubscribing, and the admin's view of the outbox. The UI imports this file as
 * `@contract/notifications`, so both ends read one definition.
 */
import { z } from 'zod';
import { EMAIL_STATUSES } from '../../../domain/notifications/email-delivery.ts';
import { EMAIL_TOPICS, type Topic } from '../../../domain/notifications/email-choices.ts';
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

/**
 * PUT /api/me/email-choices: every topic, each switched on or off; `applications` (the admins' topic) may be left out,
 * which keeps what is stored, so a client that knows the first four topics only changes nothing else.
 */
export const emailChoicesBody = z.object({
  payments: yesNo('payments'),
  announcements: yesNo('announcements'),
  maintenance: yesNo('maintenance'),
  reminders: yesNo('reminders'),
  applications: yesNo('applications').optional(),
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

const topicSchema = z.enum(['agreements', 'delivery', ...EMAIL_TOPICS] as const);

export const notificationSchema = z.strictObject({
  id: z.string(),
  topic: topicSchema,
  subject: z.string(),
  lines: z.array(z.string()),
  /** A path inside the web app. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.strictObject({
  items: z.array(notificationSchema),
  unread: z.number(),
  /** Pass it back as `before` for the next page; null on the last page. */
  next: z.string().nullable(),
});
export type NotificationsDto = z.infer<typeof notificationsSchema>;

export const unreadSchema = z.strictObject({ unread: z.number() });
export type UnreadDto = z.infer<typeof unreadSchema>;

export const emailChoicesSchema = z.record(z.enum(EMAIL_TOPICS), z.boolean());
export type EmailChoicesDto = z.infer<typeof emailChoicesSchema>;

export const unsubscribedSchema = z.strictObject({
  /** The topic switched off. */
  topic: z.enum(EMAIL_TOPICS),
});
export type UnsubscribedDto = z.infer<typeof unsubscribedSchema>;

export const emailSchema = z.strictObject({
  notificationId: z.string(),
  to: z.string(),
  toName: z.string(),
  topic: topicSchema,
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailDto = z.infer<typeof emailSchema>;

export const emailsSchema = z.strictObject({
  items: z.array(emailSchema),
  total: z.number(),
  /** Every failed email, whatever the filter: what the admin's screen warns about. */
  failed: z.number(),
});
export type EmailsDto = z.infer<typeof emailsSchema>;
