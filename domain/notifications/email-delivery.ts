import type { Topic } from './email-choices.ts';

/* ---- email delivery ---- */

/** After this many failed attempts an email is given up on and shown to the admin as failed. */
export const MAX_EMAIL_ATTEMPTS = 6;

const RETRY_MINUTES = [1, 5, 15, 60, 180];

/** What becomes of an email whose `attempts`-th attempt (counting from 1) just failed. */
export function afterFailedAttempt(
  attempts: number,
  at: Date,
): { status: 'pending'; retryAt: Date } | { status: 'failed' } {
  if (attempts >= MAX_EMAIL_ATTEMPTS) return { status: 'failed' };
  const minutes = RETRY_MINUTES[Math.min(Math.max(attempts, 1), RETRY_MINUTES.length) - 1]!;
  return { status: 'pending', retryAt: new Date(at.getTime() + minutes * 60_000) };
}

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Which emails go out first. Personal mail (a receipt, a decision, a maintenance update) is what someone is waiting
 * for; bulk mail goes to many people at once (an announcement to every resident, a round of rent reminders) and can
 * wait a few minutes behind it.
 */
export type EmailPriority = 'personal' | 'bulk';

/** The order senders take due emails in, lowest first (the SQL stores keep this number). */
export const EMAIL_PRIORITY_RANK: Readonly<Record<EmailPriority, number>> = { personal: 0, bulk: 1 };

export const emailPriorityOf = (topic: Topic): EmailPriority =>
  topic === 'announcements' || topic === 'reminders' ? 'bulk' : 'personal';

/** A notification on its way by email: sent at most once, tried again after a failure until it is given up on. */
export interface OutgoingEmail {
  readonly notificationId: string;
  /** Set when it is written: a sender takes every due personal email before any bulk one. */
  readonly priority: EmailPriority;
  readonly to: string;
  readonly toName: string;
  readonly status: EmailStatus;
  /** Attempts made so far. */
  readonly attempts: number;
  /** A pending email is not tried before then. */
  readonly nextAttemptAt: Date;
  readonly lastError?: string;
  readonly sentAt?: Date;
  readonly createdAt: Date;
}
