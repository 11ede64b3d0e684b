import { describeLocation } from '../../domain/apartments/apartment.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import {
  firstChangeMonth,
  mayCancel,
  rentChangeTerms,
  rentInMonth,
  upcomingChanges,
  type RentChange,
} from '../../domain/agreements/rent-change.ts';
import type { RenewalOffer } from '../../domain/agreements/renewal.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Agreements, RenewalOffers, RentChanges } from './ports.ts';

/** What a lease has coming: its rent changes not yet in effect, earliest first, and a renewal offer awaiting an answer. */
export interface LeaseChanges {
  readonly lease: Agreement;
  /** The rent the lease bills this month. */
  readonly rentNow: number;
  /** The first month a new rent may take effect from, as of today. */
  readonly firstMonth: MonthKey;
  readonly changes: readonly RentChange[];
  readonly offer?: RenewalOffer;
}

const noLease = () => new DomainError('AGREEMENT.NOT_FOUND', 'There is no such lease');

/** The label the audit log keeps for a lease. */
export const leaseLabel = (lease: Agreement) => `${lease.userName} of ${describeLocation(lease)}`;

/**
 * An admin schedules a new rent on a running lease from a month that starts at least a month from the building's
 * today. The member is told at once. Two changes from one month on one lease are refused by the store's unique rule
 * (RENTCHANGE.DUPLICATE_MONTH), so of two admins racing one wins.
 */
export class ScheduleRentChange {
  constructor(
    private readonly agreements: Agreements,
    private readonly changes: RentChanges,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
  ) {}

  execute({
    leaseId,
    rent,
    effectiveMonth,
    by,
  }: {
    leaseId: string;
    rent?: unknown;
    effectiveMonth?: unknown;
    by: string;
  }): Promise<RentChange> {
    return this.uow.run(async () => {
      const lease = await this.agreements.byId(leaseId);
      if (!lease || lease.startMonth === undefined) throw noLease();
      const terms = rentChangeTerms({ rent, effectiveMonth }, lease, this.calendar.today());
      const change: RentChange = {
        id: this.ids.next(),
        leaseId,
        ...terms,
        scheduledAt: this.clock.now(),
        scheduledBy: by,
      };
      await this.changes.add(change);
      await this.audit.record({
        at: change.scheduledAt,
        actor: by,
        action: 'lease.rent-change',
        subject: leaseId,
        label: leaseLabel(lease),
        before: {},
        after: { effectiveMonth: change.effectiveMonth, rent: change.rent },
      });
      await this.notifier.notify([{ email: lease.userEmail, name: lease.userName }], {
        type: 'rent-change-scheduled',
        month: change.effectiveMonth,
        rent: change.rent,
      });
      return change;
    });
  }
}

/** An admin cancels a rent change before its month begins; of two cancellations one wins. */
export class CancelRentChange {
  constructor(
    private readonly agreements: Agreements,
    private readonly changes: RentChanges,
    private readonly uow: UnitOfWork,
    private readonly calendar: BuildingCalendar,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, by }: { id: string; by: string }): Promise<void> {
    return this.uow.run(async () => {
      const change = await this.changes.byId(id);
      if (!change) throw new DomainError('RENTCHANGE.NOT_FOUND', 'There is no such rent change');
      const thisMonth = this.calendar.thisMonth();
      mayCancel(change, thisMonth);
      if (!(await this.changes.cancel(id, thisMonth)))
        throw new DomainError('RENTCHANGE.NOT_FOUND', 'There is no such rent change');
      const lease = await this.agreements.byId(change.leaseId);
      await this.audit.record({
        actor: by,
        action: 'lease.rent-change-cancel',
        subject: change.leaseId,
        label: lease ? leaseLabel(lease) : change.leaseId,
        before: { effectiveMonth: change.effectiveMonth, rent: change.rent },
        after: {},
      });
    });
  }
}

/** What a lease has coming, read by the admins for any lease. */
export class ListLeaseChanges {
  constructor(
    private readonly agreements: Agreements,
    private readonly changes: RentChanges,
    private readonly offers: RenewalOffers,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute({ leaseId }: { leaseId: string }): Promise<LeaseChanges> {
    const lease = await this.agreements.byId(leaseId);
    if (!lease || lease.startMonth === undefined) throw noLease();
    return coming(lease, this.changes, this.offers, this.calendar);
  }
}

/** What the caller's own running lease has coming. */
export class GetMyLeaseChanges {
  constructor(
    private readonly agreements: Agreements,
    private readonly changes: RentChanges,
    private readonly offers: RenewalOffers,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(actor: Actor): Promise<LeaseChanges> {
    const lease = await this.agreements.openFor(actor.email);
    if (!lease || lease.status !== 'accepted') throw new DomainError('AGREEMENT.NOT_FOUND', 'You have no lease');
    return coming(lease, this.changes, this.offers, this.calendar);
  }
}

async function coming(
  lease: Agreement,
  changes: RentChanges,
  offers: RenewalOffers,
  calendar: BuildingCalendar,
): Promise<LeaseChanges> {
  const [all, offer] = await Promise.all([changes.listFor(lease.id), offers.pendingFor(lease.id)]);
  const thisMonth = calendar.thisMonth();
  return {
    lease,
    rentNow: rentInMonth(lease.rent, all, thisMonth),
    firstMonth: firstChangeMonth(calendar.today()),
    changes: upcomingChanges(all, thisMonth),
    ...(offer ? { offer } : {}),
  };
}
