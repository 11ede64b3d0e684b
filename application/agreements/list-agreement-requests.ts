import { startMonthChoices, type Agreement } from '../../domain/agreements/agreement.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { Agreements } from './ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';

import { arrearsByPerson, type PaidMonths } from '../payments/arrears-now.ts';
import { ZERO, type Money } from '../../domain/shared/money.ts';

export type PendingRequest = Agreement & {
  readonly startMonths: readonly MonthKey[];
  /** What the applicant still owes under earlier leases, in minor units (0 when nothing). */
  readonly owedMinor: Money;
};

/**
 * Pending requests, oldest first, each with the months its lease may start in if accepted now, and what the applicant
 * owes from an earlier lease, so an admin never takes back someone in debt unwarned.
 */
export class ListAgreementRequests {
  constructor(
    private readonly agreements: Agreements,
    /** Which months are paid: the books' (card, cash, bank...), or the card payments alone. */
    private readonly payments: PaidMonths,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<PendingRequest[]> {
    const [pending, owing] = await Promise.all([
      this.agreements.listPending(),
      arrearsByPerson(this.agreements, this.payments, this.calendar),
    ]);
    return pending.map((a) => ({
      ...a,
      startMonths: startMonthChoices(a, this.calendar.thisMonth(), this.calendar),
      owedMinor: owing.get(a.userEmail)?.owedMinor ?? ZERO,
    }));
  }
}
