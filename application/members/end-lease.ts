import { describeLocation } from '../../domain/apartments/apartment.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { StartFinalStatement } from '../move-out/start-final-statement.ts';
import type { Users } from './ports.ts';

/**
 * Ends a running lease the way removing its member does: the agreement is ended (conditional on its still being
 * accepted, so of two endings one wins), its final statement is started (the deposit and what is owed, for the admin
 * to settle), its member becomes a user again (an admin keeps their role), the audit log records it and the member is
 * told. Call inside a unit of work; false when the lease no longer ran.
 */
export class LeaseEnding {
  constructor(
    private readonly users: Pick<Users, 'byEmail' | 'changeRole'>,
    private readonly agreements: Pick<Agreements, 'update'>,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
    private readonly finalStatement: Pick<StartFinalStatement, 'execute'>,
  ) {}

  async end(lease: Agreement, ended: Agreement, by: string): Promise<boolean> {
    if (!(await this.agreements.update(ended, 'accepted'))) return false;
    await this.finalStatement.execute(ended);
    const user = await this.users.byEmail(lease.userEmail);
    if (user?.role === 'member') await this.users.changeRole(lease.userEmail, 'member', 'user');
    const flat = describeLocation(lease);
    await this.audit.record({
      actor: by,
      action: 'lease.end',
      subject: lease.id,
      label: `${lease.userName} of ${flat}`,
      before: { status: lease.status },
      after: { status: ended.status, endMonth: ended.endMonth ?? null },
    });
    await this.notifier.notify([{ email: lease.userEmail, name: lease.userName }], {
      type: 'membership-ended',
      flat,
      where: { block: lease.block, floor: lease.floor, number: lease.number },
    });
    return true;
  }
}
