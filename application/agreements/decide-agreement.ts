import {
  alreadyDecided,
  decide,
  rejectionReason,
  type Agreement,
  type Decision,
} from '../../domain/agreements/agreement.ts';
import { leaseTerms, type LeaseTermsInput } from '../../domain/agreements/terms.ts';
import { describeLocation } from '../../domain/apartments/apartment.ts';
import { advanceCharge, depositCharge } from '../../domain/ledger/ledger.ts';
import { monthIn, normalizeMonth } from '../../domain/shared/month.ts';
import { taka } from '../../domain/shared/money.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { newUser, withRole } from '../../domain/members/user.ts';
import type { Agreements } from './ports.ts';
import type { BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Users } from '../members/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { LedgerEntries } from '../ledger/ports.ts';

/**
 * Accepting makes the applicant a member in the same transaction, on the terms the admin set (the rent, an end month,
 * the advance and the deposit); the deposit and the advance are written to the lease's books in that transaction too,
 * under ids of their own (`deposit:<lease>`, `advance:<lease>`), so they are never written twice. An admin's role is
 * never touched. Each write is
 * conditional on the state it starts from, so of two admins deciding one request at once exactly one wins and the
 * other is told what the first decided (AGREEMENT.ALREADY_ACCEPTED or ALREADY_REJECTED): the role, the agreement and
 * the apartment's availability always agree. A rejection may carry a reason, which the applicant reads.
 */
export class DecideAgreement {
  constructor(
    private readonly agreements: Agreements,
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly calendar: BuildingCalendar,
    private readonly notifier: Notifier,
    private readonly ledger: LedgerEntries,
  ) {}

  /**
   * `by` is the deciding admin's email, for the audit log; `startMonth` the lease's first month (this month by
   * default); `terms` what the admin set beside it (the flat's rent and nothing else when absent).
   */
  execute({
    id,
    decision,
    by,
    startMonth,
    reason,
    terms,
  }: {
    id: string;
    decision: Decision;
    by: string;
    startMonth?: string;
    reason?: string;
    terms?: LeaseTermsInput;
  }): Promise<Agreement> {
    const start = startMonth === undefined ? undefined : normalizeMonth(startMonth);
    return this.uow.run(async () => {
      const why = decision === 'reject' ? rejectionReason(reason) : undefined;
      const agreement = await this.agreements.byId(id);
      if (!agreement) throw new DomainError('AGREEMENT.NOT_FOUND', 'No such agreement request');
      const now = this.clock.now();
      const agreed =
        decision === 'accept' && agreement.status === 'pending'
          ? leaseTerms(terms ?? {}, start ?? monthIn(now, this.calendar.timeZone), agreement.rent)
          : undefined;
      const decided = decide(agreement, decision, now, this.calendar, start, why, agreed);
      if (decision === 'accept') await this.assertFree(agreement);
      if (!(await this.agreements.update(decided, 'pending'))) throw alreadyDecided((await this.agreements.byId(id))!);
      if (decision === 'accept') await this.makeMember(agreement);
      if (decided.status === 'accepted') await this.writeTerms(decided, by);
      await this.audit.record({
        at: decided.decidedAt!,
        actor: by,
        action: decision === 'accept' ? 'agreement.accept' : 'agreement.reject',
        subject: agreement.id,
        label: `${agreement.userName} for ${describeLocation(agreement)}`,
        before: { status: agreement.status },
        after: {
          status: decided.status,
          userEmail: agreement.userEmail,
          apartment: `${agreement.block}-${agreement.floor}-${agreement.number}`,
          ...(decided.startMonth ? { startMonth: decided.startMonth } : {}),
          ...(agreed
            ? {
                rent: decided.rent,
                endMonth: decided.termEndMonth ?? null,
                advanceMonths: decided.advanceMonths ?? 0,
                deposit: decided.deposit ?? 0,
              }
            : {}),
          ...(why ? { reason: why } : {}),
        },
      });
      const flat = describeLocation(agreement);
      const where = { block: agreement.block, floor: agreement.floor, number: agreement.number };
      await this.notifier.notify(
        [{ email: agreement.userEmail, name: agreement.userName }],
        decided.status === 'accepted' && decided.startMonth
          ? { type: 'agreement-accepted', flat, where, startMonth: decided.startMonth }
          : { type: 'agreement-rejected', flat, where, ...(why ? { reason: why } : {}) },
      );
      return decided;
    });
  }

  /** The deposit and the advance the terms ask for, on the lease's books from its first month. */
  private async writeTerms(lease: Agreement, by: string): Promise<void> {
    const at = lease.decidedAt!;
    if (lease.deposit) await this.ledger.add(depositCharge(lease.id, lease.startMonth!, taka(lease.deposit), at, by));
    if (lease.advanceMonths)
      await this.ledger.add(advanceCharge(lease.id, lease.startMonth!, lease.advanceMonths, taka(lease.rent), at, by));
  }

  /**
   * Says who holds the flat, so the admin knows what to do with this request. A lease accepted by a racing admin
   * after this check is still refused by the store's unique rule, only in plainer words.
   */
  private async assertFree(request: Agreement): Promise<void> {
    const holder = (await this.agreements.openOn(request.apartmentId)).find((a) => a.status === 'accepted');
    // The holder is this very request when another admin accepted it after it was read here.
    if (holder?.id === request.id) throw alreadyDecided(holder);
    if (holder)
      throw new DomainError(
        'APARTMENT.ALREADY_RENTED',
        `${describeLocation(request)} is already rented to ${holder.userName}`,
      );
  }

  private async makeMember({ userEmail, userName }: Agreement): Promise<void> {
    const user = await this.users.byEmail(userEmail);
    if (!user) return this.users.save(withRole(newUser(this.ids.next(), userEmail, userName, ''), 'member'));
    if (user.role === 'admin') return;
    if (!(await this.users.changeRole(userEmail, user.role, 'member'))) {
      throw new DomainError('USER.ROLE_CHANGED', "The applicant's account changed meanwhile. Refresh and try again.");
    }
  }
}
