import { decide, type Agreement, type Decision } from '../../domain/agreement.ts';
import { DomainError } from '../../domain/errors.ts';
import { newUser, withRole } from '../../domain/user.ts';
import type { Agreements, AuditLog, Clock, IdGenerator, UnitOfWork, Users } from '../ports.ts';

/** Accepting makes the applicant a member in the same transaction; an admin's role is never touched. */
export class DecideAgreement {
  constructor(
    private readonly agreements: Agreements,
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /** `by` is the deciding admin's email, for the audit log. */
  execute({ id, decision, by }: { id: string; decision: Decision; by: string }): Promise<Agreement> {
    return this.uow.run(async () => {
      const agreement = await this.agreements.byId(id);
      if (!agreement) throw new DomainError('AGREEMENT.NOT_FOUND', 'No such agreement request');
      const decided = decide(agreement, decision, this.clock.now());
      await this.agreements.update(decided);
      if (decision === 'accept') {
        const user =
          (await this.users.byEmail(agreement.userEmail)) ??
          newUser(this.ids.next(), agreement.userEmail, agreement.userName, '');
        if (user.role !== 'admin') await this.users.save(withRole(user, 'member'));
      }
      await this.audit.append({
        id: this.ids.next(),
        at: decided.decidedAt!,
        actor: by,
        action: decision === 'accept' ? 'agreement.accept' : 'agreement.reject',
        subject: agreement.id,
        before: { status: agreement.status },
        after: { status: decided.status, userEmail: agreement.userEmail, apartment: `${agreement.block}-${agreement.floor}-${agreement.number}` },
      });
      return decided;
    });
  }
}
