import type { Agreement } from '../../domain/agreements/agreement.ts';
import { duesOf, type Dues, type Lease } from '../../domain/agreements/lease.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import { sum, taka } from '../../domain/shared/money.ts';
import { isOverdue, type ReminderSchedule } from '../../domain/notifications/reminders.ts';
import type { Actor, BuildingCalendar } from '../shared/ports.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Payments, RentLedger } from './ports.ts';
import { leaseOfAccepted, leaseToPayUnder } from './payment-terms.ts';

export interface MyDues extends Omit<Dues, 'owed'> {
  /** The agreement the rent is owed under: the running lease, or a former resident's last one. */
  readonly agreement: Agreement;
  readonly lease: Lease;
  /** The building's current month. */
  readonly currentMonth: MonthKey;
  readonly rent: number;
  /** The day of the month rent is due, by the building's schedule. */
  readonly dueDay: number;
  /** Each owed month, and whether its due day has passed in the building's calendar. */
  readonly owed: readonly (Dues['owed'][number] & { readonly overdue: boolean })[];
}

/**
 * A resident's rent account: the months they owe (and which are overdue), and the months they may pay now. A former
 * resident keeps theirs: what they still owe under their last lease, payable until settled.
 */
export class GetMyDues {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly calendar: BuildingCalendar,
    private readonly schedule: () => Promise<ReminderSchedule>,
    private readonly books: RentLedger,
  ) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<MyDues> {
    const agreement = await leaseToPayUnder(this.agreements, actor.email);
    const lease = leaseOfAccepted(agreement);
    // A month is paid once its rent is settled in the books, whatever paid it.
    const paid = new Set([
      ...(await this.payments.listFor(actor.email)).map((p) => p.monthKey),
      ...(await this.books.settledRentMonths(agreement)),
    ]);
    const schedule = await this.schedule();
    const today = this.calendar.today();
    const currentMonth = this.calendar.thisMonth();
    const dues = duesOf(lease, agreement.rent, paid, currentMonth);
    // Each owed month at the rent the lease bills for it.
    const owed = await Promise.all(
      dues.owed.map(async (o) => ({ ...o, amountMinor: taka(await this.books.rentIn(agreement, o.month)) })),
    );
    return {
      ...dues,
      totalMinor: sum(owed.map((o) => o.amountMinor)),
      owed: owed.map((o) => ({ ...o, overdue: isOverdue(schedule, o.month, today) })),
      agreement,
      lease,
      currentMonth,
      rent: await this.books.rentIn(agreement, currentMonth),
      dueDay: schedule.dueDay,
    };
  }
}
