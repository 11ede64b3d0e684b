import { end } from '../../domain/agreement.ts';
import { DomainError } from '../../domain/errors.ts';
import { normalizeEmail, withRole } from '../../domain/user.ts';
import type { Agreements, AuditLog, Clock, IdGenerator, UnitOfWork, Users } from '../ports.ts';

/** Demotes a member to user and ends their agreement, atomically; their payment history stays. */
export class RemoveMember {
  constructor(
    private readonly users: Users,
    private readonly agreements: Agreements,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
  ) {}

  /** `by` is the removing admin's email, for the audit log. */
  execute({ email, by }: { email: string; by: string }): Promise<void> {
    const key = normalizeEmail(email);
    return this.uow.run(async () => {
      const user = await this.users.byEmail(key);
      if (!user) throw new DomainError('USER.NOT_FOUND', 'No user with that email');
      if (user.role === 'admin') throw new DomainError('USER.IS_ADMIN', 'An admin cannot be removed as a member');
      if (user.role !== 'member') throw new DomainError('USER.NOT_MEMBER', 'That user is not a member');
      await this.users.save(withRole(user, 'user'));
      const agreement = await this.agreements.openFor(key);
      if (agreement?.status === 'accepted') await this.agreements.update(end(agreement, this.clock.now()));
      await this.audit.append({
        id: this.ids.next(),
        at: this.clock.now(),
        actor: by,
        action: 'member.remove',
        subject: key,
        before: { role: 'member', agreement: agreement?.id ?? null },
        after: { role: 'user', agreement: agreement ? 'ended' : null },
      });
    });
  }
}
