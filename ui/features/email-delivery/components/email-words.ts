import type { EmailDto } from '@contract';
import { EMAIL_STATUSES, type EmailStatus } from '@domain/notifications.ts';

/** What each kind of email is about, as an admin would say it. */
export const TOPIC_WORDS: Record<EmailDto['topic'], string> = {
  agreements: 'Rental application',
  payments: 'Payments',
  announcements: 'Announcements',
  maintenance: 'Maintenance',
  reminders: 'Rent reminders',
};

/** Each state in words; the filter lists them in this order. */
export const STATUS_WORDS: Record<EmailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

export const isEmailStatus = (value: string | null): value is EmailStatus =>
  (EMAIL_STATUSES as readonly (string | null)[]).includes(value);

/** The moment that matters for each state: when it went out, when it is tried next, or when it was written. */
export function whenOf(email: EmailDto): { label: string; at: string } {
  if (email.status === 'sent' && email.sentAt) return { label: 'Sent', at: email.sentAt };
  if (email.status === 'pending') return { label: 'Next attempt', at: email.nextAttemptAt };
  return { label: 'Created', at: email.createdAt };
}

export const emailsCount = (n: number) => (n === 1 ? '1 email' : `${n} emails`);
