import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { ClaimedEmail, Outbox } from './ports.ts';
import type { Clock, UnitOfWork } from '../shared/ports.ts';
import type { Rereader } from './reread.ts';

/**
 * An admin sends a given-up email again: it goes back in the queue, due now, and the sender takes it next round. It
 * answers the email as it will be sent, as the admin's list shows it.
 */
export class RetryEmail {
  constructor(
    private readonly outbox: Outbox,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly rereader: Rereader,
  ) {}

  execute({ notificationId, by }: { notificationId: string; by: string }): Promise<ClaimedEmail> {
    return this.uow.run(async () => {
      const email = await this.outbox.get(notificationId);
      if (!email) throw new DomainError('EMAIL.NOT_FOUND', 'No email with that id');
      // Conditional on its being failed: a pending or sent email is never queued twice, whoever clicked first.
      if (email.status !== 'failed' || !(await this.outbox.retry(notificationId, this.clock.now()))) {
        throw new DomainError('EMAIL.NOT_FAILED', 'Only a failed email can be sent again; this one is not failed now.');
      }
      await this.audit.record({
        actor: by,
        action: 'email.retry',
        subject: notificationId,
        label: `${email.message.subject} to ${email.to}`,
        before: { status: 'failed', attempts: email.attempts },
        after: { status: 'pending' },
      });
      const [queued] = await this.rereader.emails([(await this.outbox.get(notificationId))!]);
      return queued!;
    });
  }
}
