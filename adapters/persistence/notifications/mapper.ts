import {
  EMAIL_PRIORITY_RANK,
  type EmailStatus,
  type OutgoingEmail,
} from '../../../domain/notifications/email-delivery.ts';
import type { Notification, NotificationEvent } from '../../../domain/notifications/notification.ts';
import type { Topic } from '../../../domain/notifications/email-choices.ts';
import { normalizeEmail } from '../../../domain/members/user.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/shared/language.ts';
import type { EmailRow, NotificationRow } from './entity.ts';

export const notificationToRow = (n: Notification): NotificationRow => ({
  id: n.id,
  recipientEmail: normalizeEmail(n.recipientEmail),
  topic: n.topic,
  subject: n.subject,
  lines: JSON.stringify(n.lines),
  link: n.link,
  language: n.language,
  event: n.event ? JSON.stringify(n.event) : null,
  createdAt: n.createdAt,
  readAt: n.readAt ?? null,
});

export const notificationToDomain = (r: NotificationRow): Notification => ({
  id: r.id,
  recipientEmail: r.recipientEmail,
  topic: r.topic as Topic,
  subject: r.subject,
  lines: JSON.parse(r.lines) as string[],
  link: r.link,
  language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
  ...(r.event != null ? { event: JSON.parse(r.event) as NotificationEvent } : {}),
  createdAt: new Date(r.createdAt),
  ...(r.readAt != null ? { readAt: new Date(r.readAt) } : {}),
});

export const emailToDomain = (r: EmailRow): OutgoingEmail => ({
  notificationId: r.notificationId,
  priority: r.priority === EMAIL_PRIORITY_RANK.bulk ? 'bulk' : 'personal',
  to: r.toEmail,
  toName: r.toName,
  status: r.status as EmailStatus,
  attempts: r.attempts,
  nextAttemptAt: new Date(r.nextAttemptAt),
  ...(r.lastError != null ? { lastError: r.lastError } : {}),
  ...(r.sentAt != null ? { sentAt: new Date(r.sentAt) } : {}),
  createdAt: new Date(r.createdAt),
});
