import { arrearsReport, paidMonthsByPerson, type ArrearsRow } from '../../domain/payments/collection.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';
import type { PaidMonths } from './arrears-now.ts';

/** Everyone, current or former member, who owes rent up to the building's current month; largest debt first. */
export class GetArrears {
  constructor(
    private readonly agreements: Agreements,
    /** Which months are paid: the books' (card, cash, bank...), or the card payments alone. */
    private readonly payments: PaidMonths,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<{ currentMonth: MonthKey; rows: ArrearsRow[] }> {
    const [leases, paid, rentOf] = await Promise.all([
      this.agreements.listLeases(),
      this.payments.paidMonths(),
      this.payments.monthRents?.(),
    ]);
    const currentMonth = this.calendar.thisMonth();
    return { currentMonth, rows: arrearsReport(leases, paidMonthsByPerson(paid), currentMonth, rentOf) };
  }
}
