import { occupancy, type Occupancy } from '../../domain/apartments/apartment.ts';
import { collectedIn, depositsHeldAcross, owedAcross } from '../../domain/ledger/takings.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { Money } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { Books } from '../ledger/books.ts';
import type { Users } from '../members/ports.ts';
import type { PaymentReports } from '../payment-reports/ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';

export interface AdminSummary extends Occupancy {
  readonly rentedRooms: number;
  readonly totalUsers: number;
  readonly totalMembers: number;
  /** Applications for a flat waiting for an admin's decision. */
  readonly requestsWaiting: number;
  /** Payments residents reported that wait for an admin to confirm or reject them. */
  readonly reportsWaiting: number;
  /** What every lease owes now, from the books. */
  readonly owedNow: Money;
  /** The building's month the takings are counted in. */
  readonly month: MonthKey;
  /** Money received in `month` by every method, from the books, deposits left out. */
  readonly collectedThisMonth: Money;
  /** The security deposits held for running leases and ended ones not yet settled. */
  readonly depositsHeld: Money;
}

/**
 * What the admin sees first: the flats let and free, the people, what waits for a decision, and the money (owed now,
 * and taken this month by the building's calendar), read from the books as every other screen reads them.
 */
export class GetAdminSummary {
  constructor(
    private readonly apartments: Apartments,
    private readonly users: Users,
    private readonly agreements: Pick<Agreements, 'listPending'>,
    private readonly reports: Pick<PaymentReports, 'listAll'>,
    private readonly books: { all(): Promise<Books[]> },
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<AdminSummary> {
    const month = this.calendar.thisMonth();
    const [totalRooms, rentedRooms, totalUsers, totalMembers, pending, reports, books] = await Promise.all([
      this.apartments.count(),
      this.apartments.countRented(),
      this.users.count(),
      this.users.countByRole('member'),
      this.agreements.listPending(),
      this.reports.listAll(),
      this.books.all(),
    ]);
    const settlements = books.map((b) => b.settlement);
    return {
      ...occupancy(totalRooms, rentedRooms),
      rentedRooms,
      totalUsers,
      totalMembers,
      requestsWaiting: pending.length,
      reportsWaiting: reports.filter((r) => r.status === 'pending').length,
      owedNow: owedAcross(settlements),
      month,
      collectedThisMonth: collectedIn(settlements, month),
      depositsHeld: depositsHeldAcross(settlements),
    };
  }
}
