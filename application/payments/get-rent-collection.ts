import { firstReportMonth, rentCollection } from '../../domain/payments/collection.ts';
import { normalizeMonth } from '../../domain/shared/month.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';
import type { Payments } from './ports.ts';

/**
 * Who of the people whose lease covers the month (this month when none is asked for) has paid its rent, and how
 * much of the month's dues came in; with the months a report can be asked for, from the first lease to this month.
 */
export class GetRentCollection {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute({ month }: { month?: string | undefined }) {
    const currentMonth = this.calendar.thisMonth();
    const monthKey = month === undefined ? currentMonth : normalizeMonth(month);
    const [covering, paid, leases] = await Promise.all([
      this.agreements.listCovering(monthKey),
      this.payments.listForMonth(monthKey),
      this.agreements.listLeases(),
    ]);
    return {
      month: monthKey,
      firstMonth: firstReportMonth(leases, currentMonth),
      currentMonth,
      // The building's time zone goes with the report: a payment's day is the day it was in Dhaka, not on the server.
      timeZone: this.calendar.timeZone,
      ...rentCollection(covering, paid),
    };
  }
}
