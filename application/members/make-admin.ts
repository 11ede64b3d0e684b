import { DomainError } from '../../domain/shared/errors.ts';
import { newUser, normalizeEmail, withRole, type User } from '../../domain/members/user.ts';
import type { IdentityAccounts } from '../identity/ports.ts';
import type { IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Users } from './ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';

/** Creates the sign-in account when missing and makes its user an admin. Only the CLI offers this. */
export class MakeAdmin {
  constructor(
    private readonly accounts: IdentityAccounts,
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly audit: AuditTrail,
  ) {}

  /** `by` says who asked ("cli" for the operator's command line), for the audit log. */
  async execute({
    email,
    password,
    name,
    by,
  }: {
    email: string;
    password: string;
    name: string;
    by: string;
  }): Promise<{ user: User; accountCreated: boolean }> {
    const key = normalizeEmail(email);
    const accountCreated = await this.accounts.ensureAccount(key, password, name);
    const user = await this.uow.run(async () => {
      const stored = await this.users.byEmail(key);
      const existing = stored ?? newUser(this.ids.next(), key, name, '');
      const admin = withRole(existing, 'admin');
      if (existing.role === 'admin') return admin;
      if (!stored) await this.users.save(admin);
      else if (!(await this.users.changeRole(key, stored.role, 'admin'))) {
        throw new DomainError('USER.ROLE_CHANGED', 'The account changed meanwhile; run the command again');
      }
      await this.audit.record({
        actor: by,
        action: 'admin.create',
        subject: key,
        label: `${existing.name} (${key})`,
        before: { role: existing.role },
        after: { role: 'admin' },
      });
      return admin;
    });
    return { user, accountCreated };
  }
}
