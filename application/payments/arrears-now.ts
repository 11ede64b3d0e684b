import { arrearsReport, paidMonthsByPerson, type ArrearsRow } from '../../domain/payments/collection.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Payments } from './ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';

/** Which months are paid (the books', or the card payments alone), and, from the books, each month's rent. */
export type PaidMonths = Pick<Payments, 'paidMonths'> & {
  monthRents?: () => Promise<(agreement: Agreement, month: MonthKey) => number>;
};

/**
 * What each person owes up to the building's current month, current or former member, by email: the Arrears report's
 * own rows, so every screen that names a debt names the same one.
 */
export async function arrearsByPerson(
  agreements: Pick<Agreements, 'listLeases'>,
  payments: PaidMonths,
  calendar: BuildingCalendar,
): Promise<Map<string, ArrearsRow>> {
  const [leases, paid, rentOf] = await Promise.all([
    agreements.listLeases(),
    payments.paidMonths(),
    payments.monthRents?.(),
  ]);
  const rows = arrearsReport(leases, paidMonthsByPerson(paid), calendar.thisMonth(), rentOf);
  return new Map(rows.map((row) => [row.memberEmail, row]));
}
