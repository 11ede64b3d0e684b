import type { EmailDto } from '@contract/notifications';
import { EMAIL_STATUSES, type EmailStatus } from '@domain/notifications/email-delivery.ts';
import type { MessageId } from '@/i18n/en/index.ts';

/** What each kind of email is about, as an admin would say it (message ids). */
export const TOPIC_WORDS: Record<EmailDto['topic'], MessageId> = {
  agreements: 'emailDelivery.topicAgreements',
  payments: 'emailDelivery.topicPayments',
  announcements: 'emailDelivery.topicAnnouncements',
  maintenance: 'emailDelivery.topicMaintenance',
  reminders: 'emailDelivery.topicReminders',
  applications: 'emailDelivery.topicApplications',
  delivery: 'emailDelivery.topicDelivery',
};

/** Each state in words (message ids); the filter lists them in this order. */
export const STATUS_WORDS: Record<EmailStatus, MessageId> = {
  pending: 'emailDelivery.pending',
  sent: 'emailDelivery.sent',
  failed: 'emailDelivery.failed',
};

export const isEmailStatus = (value: string | null): value is EmailStatus =>
  (EMAIL_STATUSES as readonly (string | null)[]).includes(value);

/** The moment that matters for each state: when it went out, when it is tried next, or when it was written. */
export function whenOf(email: EmailDto): { label: MessageId; at: string } {
  if (email.status === 'sent' && email.sentAt) return { label: 'emailDelivery.sent', at: email.sentAt };
  if (email.status === 'pending') return { label: 'emailDelivery.nextAttempt', at: email.nextAttemptAt };
  return { label: 'emailDelivery.created', at: email.createdAt };
}
