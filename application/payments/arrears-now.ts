import { arrearsReport, paidMonthsByPerson, type ArrearsRow } from '../../domain/payments/collection.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Payments } from './ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';

/**
 * What each person owes up to the building's current month, current or former member, by email: the Arrears report's
 * own rows, so every screen that names a debt names the same one.
 */
export async function arrearsByPerson(
  agreements: Pick<Agreements, 'listLeases'>,
  payments: Pick<Payments, 'paidMonths'>,
  calendar: BuildingCalendar,
): Promise<Map<string, ArrearsRow>> {
  const [leases, paid] = await Promise.all([agreements.listLeases(), payments.paidMonths()]);
  const rows = arrearsReport(leases, paidMonthsByPerson(paid), calendar.thisMonth());
  return new Map(rows.map((row) => [row.memberEmail, row]));
}
