import { firstReportMonth, rentCollection } from '../../domain/payments/collection.ts';
import { monthRent, type MonthRent } from '../../domain/ledger/reading.ts';
import { normalizeMonth } from '../../domain/shared/month.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { LeaseBooks } from '../ledger/books.ts';
import type { BuildingCalendar } from '../shared/ports.ts';

/**
 * Who of the people whose lease covers the month (this month when none is asked for) has paid its rent, as the books
 * show it however it was paid (by card, in cash, by bank, cheque, bKash or Nagad), and how much of the month's rent
 * came in; with the months a report can be asked for, from the first lease to this month.
 */
export class GetRentCollection {
  constructor(
    private readonly agreements: Agreements,
    private readonly books: Pick<LeaseBooks, 'all'>,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute({ month }: { month?: string | undefined }) {
    const currentMonth = this.calendar.thisMonth();
    const monthKey = month === undefined ? currentMonth : normalizeMonth(month);
    const [covering, books] = await Promise.all([this.agreements.listCovering(monthKey), this.books.all()]);
    // A person's month is billed once, under one of their leases: their rent of the month is the one found.
    const rents = new Map<string, MonthRent>();
    for (const b of books) {
      const rent = monthRent(b.settlement, monthKey);
      if (rent) rents.set(b.agreement.userEmail, rent);
    }
    return {
      month: monthKey,
      firstMonth: firstReportMonth(
        books.map((b) => b.agreement),
        currentMonth,
      ),
      currentMonth,
      ...rentCollection(covering, rents),
    };
  }
}
