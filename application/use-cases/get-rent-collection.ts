import { rentCollection } from '../../domain/collection.ts';
import { normalizeMonth } from '../../domain/month.ts';
import type { Calendar } from '../../domain/agreement.ts';
import type { Agreements, Payments } from '../ports.ts';

/** Who of the people whose lease covers the month has paid its rent, and how much of the month's dues came in. */
export class GetRentCollection {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly calendar: Calendar,
  ) {}

  async execute({ month }: { month: string }) {
    const monthKey = normalizeMonth(month);
    const [covering, paid] = await Promise.all([
      this.agreements.listCovering(monthKey),
      this.payments.listForMonth(monthKey),
    ]);
    // The building's time zone goes with the report: a payment's day is the day it was in Dhaka, not on the server.
    return { month: monthKey, timeZone: this.calendar.timeZone, ...rentCollection(covering, paid) };
  }
}
