import { describeLocation } from '../../domain/apartments/apartment.ts';
import { end } from '../../domain/agreements/agreement.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { BuildingCalendar, Clock, Logger, UnitOfWork } from '../shared/ports.ts';
import type { PaymentGateway } from '../payments/ports.ts';
import type { Users } from './ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { StartFinalStatement } from '../move-out/start-final-statement.ts';

/**
 * Demotes a member to user and ends their agreement, atomically and only if they are still a member (of two
 * removals at once, one wins), starting the lease's final statement; their payment history stays, and they are told (in their inbox and by email). Then cancels the card payments they had opened and
 * not paid, so that none can charge them afterwards.
 */
export class RemoveMember {
  constructor(
    private readonly users: Users,
    private readonly agreements: Agreements,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly gateway: Pick<PaymentGateway, 'cancelOpenIntents'>,
    private readonly logger: Logger,
    private readonly calendar: BuildingCalendar,
    private readonly notifier: Notifier,
    private readonly finalStatement: Pick<StartFinalStatement, 'execute'>,
  ) {}

  /** `by` is the removing admin's email, for the audit log. */
  async execute({ email, by }: { email: string; by: string }): Promise<void> {
    const key = normalizeEmail(email);
    await this.uow.run(async () => {
      const user = await this.users.byEmail(key);
      if (!user) throw new DomainError('USER.NOT_FOUND', 'No user with that email');
      if (user.role === 'admin') throw new DomainError('USER.IS_ADMIN', 'An admin cannot be removed as a member');
      if (user.role !== 'member' || !(await this.users.changeRole(key, 'member', 'user'))) {
        throw new DomainError('USER.NOT_MEMBER', 'That user is not a member (any more). Refresh the list.');
      }
      const agreement = await this.agreements.openFor(key);
      if (agreement?.status === 'accepted') {
        const ended = end(agreement, this.clock.now(), this.calendar);
        await this.agreements.update(ended, 'accepted');
        await this.finalStatement.execute(ended);
      }
      await this.audit.record({
        actor: by,
        action: 'member.remove',
        subject: key,
        label: agreement ? `${user.name} of ${describeLocation(agreement)}` : user.name,
        before: { role: 'member', agreement: agreement?.id ?? null },
        after: { role: 'user', agreement: agreement ? 'ended' : null },
      });
      await this.notifier.notify(
        [{ email: user.email, name: user.name }],
        agreement
          ? {
              type: 'membership-ended',
              flat: describeLocation(agreement),
              where: { block: agreement.block, floor: agreement.floor, number: agreement.number },
            }
          : { type: 'membership-ended' },
      );
    });
    await this.cancelOpenIntents(key);
  }

  /**
   * After the commit: the provider is not part of the transaction. If it cannot be reached, a charge on a
   * leftover intent is still refunded when it is reported, because the agreement it names has ended.
   */
  private async cancelOpenIntents(email: string): Promise<void> {
    try {
      const cancelled = await this.gateway.cancelOpenIntents(email);
      if (cancelled > 0)
        this.logger.info({ userEmail: email, cancelled }, 'open card payments cancelled: member removed');
    } catch (error) {
      this.logger.warn(
        { userEmail: email, error: String(error) },
        'could not cancel open card payments of a removed member',
      );
    }
  }
}
