import type { Calendar } from '../../domain/agreements/agreement.ts';
import { arrearsReport, paidMonthsByPerson, type ArrearsRow } from '../../domain/payments/collection.ts';
import { monthIn } from '../../domain/shared/month.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Payments } from './ports.ts';

/**
 * What each person owes up to the building's current month, current or former member, by email: the Arrears report's
 * own rows, so every screen that names a debt names the same one.
 */
export async function arrearsByPerson(
  agreements: Pick<Agreements, 'listLeases'>,
  payments: Pick<Payments, 'paidMonths'>,
  now: Date,
  calendar: Calendar,
): Promise<Map<string, ArrearsRow>> {
  const [leases, paid] = await Promise.all([agreements.listLeases(), payments.paidMonths()]);
  const rows = arrearsReport(leases, paidMonthsByPerson(paid), monthIn(now, calendar.timeZone));
  return new Map(rows.map((row) => [row.memberEmail, row]));
}
