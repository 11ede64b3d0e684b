import { afterFailedAttempt } from '../../domain/notifications/email-delivery.ts';
import type { BackgroundJob, Clock, IdGenerator, Logger, UnitOfWork } from '../shared/ports.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from './notifier.ts';
import type { ClaimedEmail, EmailOutcome, Mailer, Outbox } from './ports.ts';
import type { GetBuilding } from '../building/get-building.ts';
import type { Rereader } from './reread.ts';

/** How many emails one round takes, and how long it holds them: far longer than sending them takes. */
export const DELIVERY_BATCH = 20;
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** What of a mail server's answer is kept for the admin: enough to tell a refusal from an outage. */
const ERROR_MAX = 300;

/**
 * One round of the email sender: takes the due emails no other sender holds, sends each, and records how each
 * attempt ended. A failure is tried again later, waiting longer each time, until it is given up on as failed. Any
 * number of senders (server instances) may run rounds at once: each email is taken by one of them at a time. An
 * email is written when it is sent, in its recipient's language then, telling its event as things stand then.
 *
 * An email given up on is told to every admin's inbox, once: in the same unit of work as the attempt that gave it up,
 * which only the sender holding the email can record. That notice is never emailed (its topic is `delivery`), so an
 * email that cannot be delivered never begets another email.
 */
export class DeliverEmails implements BackgroundJob {
  /** A notification reaches the inbox at once and the mailbox seconds later. */
  readonly background = { name: 'email delivery', everyMs: 5_000 };

  constructor(
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    private readonly getBuilding: GetBuilding,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly rereader: Rereader,
    private readonly users: Pick<Users, 'listByRole'>,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(): Promise<{ sent: number; failed: number }> {
    const token = this.ids.next();
    const taken = await this.outbox.claim(this.clock.now(), DELIVERY_BATCH, DELIVERY_LEASE_MS, token);
    if (taken.length === 0) return { sent: 0, failed: 0 };
    const claimed = await this.rereader.emails(taken);
    const { name: buildingName } = await this.getBuilding.execute();
    let sent = 0;
    for (const email of claimed) {
      try {
        await this.mailer.send(email, { buildingName });
        await this.outbox.settle(email.notificationId, token, { status: 'sent', at: this.clock.now() });
        sent += 1;
      } catch (error) {
        const at = this.clock.now();
        const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
        const next = afterFailedAttempt(email.attempts + 1, at);
        await this.settleFailure(email, token, { ...next, at, error: message });
        this.logger.warn(
          { notificationId: email.notificationId, attempt: email.attempts + 1, error: message, gaveUp: next.status },
          'an email could not be sent',
        );
      }
    }
    return { sent, failed: claimed.length - sent };
  }

  /** Records a failed attempt; when it gave the email up, and this sender still held it, the admins are told. */
  private settleFailure(email: ClaimedEmail, token: string, outcome: EmailOutcome): Promise<boolean> {
    return this.uow.run(async () => {
      const settled = await this.outbox.settle(email.notificationId, token, outcome);
      if (settled && outcome.status === 'failed')
        await this.notifier.notify(await this.users.listByRole('admin'), {
          type: 'email-failed',
          notificationId: email.notificationId,
          to: email.to,
          toName: email.toName,
          about: email.message.topic,
        });
      return settled;
    });
  }
}
