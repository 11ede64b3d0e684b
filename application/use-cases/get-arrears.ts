import type { Calendar } from '../../domain/agreement.ts';
import { arrearsReport, type ArrearsRow } from '../../domain/collection.ts';
import { monthIn, type MonthKey } from '../../domain/month.ts';
import type { Agreements, Clock, Payments } from '../ports.ts';

/** Everyone, current or former member, who owes rent up to the building's current month; largest debt first. */
export class GetArrears {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly clock: Clock,
    private readonly calendar: Calendar,
  ) {}

  async execute(): Promise<{ currentMonth: MonthKey; rows: ArrearsRow[] }> {
    const [leases, paid] = await Promise.all([this.agreements.listLeases(), this.payments.paidMonths()]);
    const paidMonths = new Map<string, Set<MonthKey>>();
    for (const { userEmail, monthKey } of paid)
      paidMonths.set(userEmail, (paidMonths.get(userEmail) ?? new Set()).add(monthKey));
    const currentMonth = monthIn(this.clock.now(), this.calendar.timeZone);
    return { currentMonth, rows: arrearsReport(leases, paidMonths, currentMonth) };
  }
}
