import { describeLocation } from '../../domain/apartments/apartment.ts';
import { withdraw, type Agreement } from '../../domain/agreements/agreement.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Actor, Clock, UnitOfWork } from '../shared/ports.ts';
import type { Agreements } from './ports.ts';

/**
 * An applicant takes back their own request while nobody has decided it. Conditional on it still being pending, so
 * a withdrawal racing an admin's decision loses cleanly (the decision stands) or wins cleanly (the admin is told).
 */
export class WithdrawAgreement {
  constructor(
    private readonly agreements: Agreements,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  execute({ actor }: { actor: Actor }): Promise<Agreement> {
    return this.uow.run(async () => {
      const request = await this.agreements.openFor(actor.email);
      if (request?.status !== 'pending')
        throw new DomainError('AGREEMENT.NOT_FOUND', 'You have no request waiting for a decision');
      const withdrawn = withdraw(request, this.clock.now());
      if (!(await this.agreements.update(withdrawn, 'pending')))
        throw new DomainError('AGREEMENT.ALREADY_DECIDED', 'Your request was decided just now; refresh to see how');
      await this.audit.record({
        at: withdrawn.decidedAt!,
        actor: actor.email,
        action: 'agreement.withdraw',
        subject: request.id,
        label: `${request.userName} for ${describeLocation(request)}`,
        before: { status: 'pending' },
        after: {
          status: 'withdrawn',
          userEmail: request.userEmail,
          apartment: `${request.block}-${request.floor}-${request.number}`,
        },
      });
      return withdrawn;
    });
  }
}
