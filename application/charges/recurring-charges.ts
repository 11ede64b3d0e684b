import type { Agreement } from '../../domain/agreements/agreement.ts';
import {
  endRecurringCharge,
  newRecurringCharge,
  RECURRING_RULES,
  type RecurringCharge,
} from '../../domain/charges/charges.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditValues } from '../../domain/audit/audit.ts';
import { toTaka } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { RecurringCharges } from './ports.ts';

export interface RecurringChargeList {
  readonly charges: readonly RecurringCharge[];
  /** Every lease, running or ended, so a charge's chosen leases can be named and running ones offered. */
  readonly leases: readonly Agreement[];
  readonly currentMonth: string;
}

/** The building's recurring charges, with the leases they may name. */
export class ListRecurringCharges {
  constructor(
    private readonly charges: RecurringCharges,
    private readonly agreements: Agreements,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<RecurringChargeList> {
    const [charges, leases] = await Promise.all([this.charges.list(), this.agreements.listLeases()]);
    return { charges, leases, currentMonth: this.calendar.thisMonth() };
  }
}

export interface AddRecurringChargeInput {
  readonly name: string;
  readonly kind: string;
  readonly amount: number;
  readonly fromMonth: string;
  readonly untilMonth?: string;
  readonly leaseIds: 'all' | readonly string[];
  readonly by: string;
}

const audited = (c: RecurringCharge): AuditValues => ({
  name: c.name,
  kind: c.kind,
  amount: toTaka(c.amount),
  from: c.fromMonth,
  until: c.untilMonth ?? null,
  leases: c.leaseIds === 'all' ? 'all' : c.leaseIds.length,
});

/**
 * A charge billed every month from its first month (to its last, when it has one), on every lease or on the running
 * leases chosen; each lease's books bill it for the months it covers. Audit-logged.
 */
export class AddRecurringCharge {
  constructor(
    private readonly charges: RecurringCharges,
    private readonly agreements: Agreements,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  execute(input: AddRecurringChargeInput): Promise<RecurringCharge> {
    return this.uow.run(async () => {
      const charge = newRecurringCharge({
        ...input,
        amountInTaka: input.amount,
        id: this.ids.next(),
        at: this.clock.now(),
      });
      if (charge.leaseIds !== 'all') {
        const running = new Set(
          (await this.agreements.listLeases()).filter((a) => a.status === 'accepted').map((a) => a.id),
        );
        if (charge.leaseIds.some((id) => !running.has(id)))
          throw new DomainError('VALIDATION.INVALID_INPUT', RECURRING_RULES.leases, {
            leases: RECURRING_RULES.leases,
          });
      }
      await this.charges.add(charge);
      await this.audit.record({
        actor: input.by,
        action: 'charges.recurring-add',
        subject: charge.id,
        label: charge.name,
        after: audited(charge),
      });
      return charge;
    });
  }
}

/**
 * Ends a recurring charge after a month: no later month is billed. Every month up to the current one may be billed
 * already, so the end is never before it. Of two admins ending it at once, one wins and the other is told.
 */
export class EndRecurringCharge {
  constructor(
    private readonly charges: RecurringCharges,
    private readonly uow: UnitOfWork,
    private readonly calendar: BuildingCalendar,
    private readonly audit: AuditTrail,
  ) {}

  execute(input: { readonly id: string; readonly untilMonth: string; readonly by: string }): Promise<RecurringCharge> {
    return this.uow.run(async () => {
      const charge = await this.charges.byId(input.id);
      if (!charge) throw new DomainError('CHARGE.RECURRING_NOT_FOUND', 'There is no such recurring charge');
      const ended = endRecurringCharge(charge, input.untilMonth, this.calendar.thisMonth());
      await this.charges.end(ended, charge.version);
      await this.audit.record({
        actor: input.by,
        action: 'charges.recurring-end',
        subject: charge.id,
        label: charge.name,
        before: { until: charge.untilMonth ?? null },
        after: { until: ended.untilMonth! },
      });
      return ended;
    });
  }
}
