import { byStaffName, mayBecomeStaff, newStaffMember, type StaffMember } from '../../domain/front-desk/staff.ts';
import { newUser, normalizeEmail, withRole } from '../../domain/members/user.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Users } from '../members/ports.ts';
import type { Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { StaffRoster } from './ports.ts';

const changedMeanwhile = () =>
  new DomainError(
    'USER.ROLE_CHANGED',
    'The account changed meanwhile, perhaps by another admin; refresh and try again',
  );

/** The building's staff, for the admin. */
export class ListStaff {
  constructor(private readonly roster: StaffRoster) {}

  async execute(): Promise<StaffMember[]> {
    return (await this.roster.list()).sort(byStaffName);
  }
}

/**
 * The admin adds someone to the staff by the email they sign in with. A person with no account yet gets one, with
 * the role `staff`; a plain user becomes staff; a resident or an admin is refused (STAFF.NOT_ELIGIBLE). The role
 * changes only from the one read, so of two admins adding one person, one does.
 */
export class AddStaffMember {
  constructor(
    private readonly roster: StaffRoster,
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { email: string; name: string; job: string; by: string }): Promise<StaffMember> {
    const member = newStaffMember({ ...input, addedAt: this.clock.now() });
    return this.uow.run(async () => {
      const user = await this.users.hold(member.email);
      mayBecomeStaff(user?.role);
      if (!user) await this.users.save(withRole(newUser(this.ids.next(), member.email, member.name, ''), 'staff'));
      else if (!(await this.users.changeRole(member.email, user.role, 'staff'))) throw changedMeanwhile();
      await this.roster.add(member);
      await this.audit.record({
        actor: input.by,
        action: 'staff.add',
        subject: member.email,
        label: `${member.name} (${member.email})`,
        before: { role: user?.role ?? null },
        after: { role: 'staff', job: member.job },
      });
      return member;
    });
  }
}

/** The admin removes a staff member: their role is a plain user's again, refused from their very next request. */
export class RemoveStaffMember {
  constructor(
    private readonly roster: StaffRoster,
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { email: string; by: string }): Promise<void> {
    const email = normalizeEmail(input.email);
    const notFound = () => new DomainError('STAFF.NOT_FOUND', 'There is no such staff member');
    await this.uow.run(async () => {
      const member = await this.roster.byEmail(email);
      if (!member) throw notFound();
      if (!(await this.roster.remove(email))) throw notFound();
      if (!(await this.users.changeRole(email, 'staff', 'user'))) throw changedMeanwhile();
      await this.audit.record({
        actor: input.by,
        action: 'staff.remove',
        subject: email,
        label: `${member.name} (${email})`,
        before: { role: 'staff', job: member.job },
        after: { role: 'user' },
      });
    });
  }
}
