/** What the server does without being asked: sends the emails in the outbox, and the rent reminders. */
import type { Logger } from 'pino';
import type { UseCases } from '../../application/use-cases.ts';
import { every, type Repeating } from './every.ts';

export interface BackgroundTimes {
  /** How often the sender looks for due emails. */
  deliverEveryMs: number;
  /** How often the reminders are looked at. */
  remindEveryMs: number;
}

/** A notification reaches the inbox at once and the mailbox seconds later; reminders fall on calendar days. */
export const BACKGROUND_TIMES: BackgroundTimes = { deliverEveryMs: 5_000, remindEveryMs: 60 * 60_000 };

/**
 * Starts the rounds: the email sender only when there is a mail server to send through. Every instance runs them;
 * the outbox's claims and the reminders' unique record keep two instances from doing the same work twice.
 */
export function startBackground(useCases: UseCases, logger: Logger, times = BACKGROUND_TIMES): Repeating[] {
  const failed = (what: string) => (error: unknown) => logger.error({ err: error }, `${what} failed; trying again`);
  const loops = [every(times.remindEveryMs, () => useCases.sendRentReminders.execute(), failed('rent reminders'))];
  const deliver = useCases.deliverEmails;
  if (deliver) loops.push(every(times.deliverEveryMs, () => deliver.execute(), failed('email delivery')));
  return loops;
}
