import type { Notification } from '../../../domain/notifications/notification.ts';
import type { ClaimedEmail } from '../../../application/notifications/ports.ts';
import type { EmailDto, NotificationDto } from './contract.ts';

export const notificationDto = (n: Notification): NotificationDto => ({
  id: n.id,
  topic: n.topic,
  subject: n.subject,
  lines: [...n.lines],
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  read: n.readAt !== undefined,
});

export const emailDto = (e: ClaimedEmail): EmailDto => ({
  notificationId: e.notificationId,
  to: e.to,
  toName: e.toName,
  topic: e.message.topic,
  subject: e.message.subject,
  status: e.status,
  attempts: e.attempts,
  nextAttemptAt: e.nextAttemptAt.toISOString(),
  lastError: e.lastError ?? null,
  sentAt: e.sentAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
});
