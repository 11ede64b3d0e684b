import type { Calendar } from '../../domain/agreement.ts';
import { duesOf, type Dues, type Lease } from '../../domain/lease.ts';
import { monthIn, type MonthKey } from '../../domain/month.ts';
import type { Actor, Agreements, Clock, Payments } from '../ports.ts';
import { acceptedAgreementOf, leaseOfAccepted } from '../payment-terms.ts';

export interface MyDues extends Dues {
  readonly lease: Lease;
  /** The building's current month. */
  readonly currentMonth: MonthKey;
  readonly rent: number;
}

/** A member's rent account: the months they owe, and the months they may pay now. */
export class GetMyDues {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly clock: Clock,
    private readonly calendar: Calendar,
  ) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<MyDues> {
    const agreement = await acceptedAgreementOf(this.agreements, actor.email);
    const lease = leaseOfAccepted(agreement);
    const paid = new Set((await this.payments.listFor(actor.email)).map((p) => p.monthKey));
    const currentMonth = monthIn(this.clock.now(), this.calendar.timeZone);
    return { ...duesOf(lease, agreement.rent, paid, currentMonth), lease, currentMonth, rent: agreement.rent };
  }
}
