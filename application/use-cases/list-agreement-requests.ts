import { startMonthChoices, type Agreement, type Calendar } from '../../domain/agreement.ts';
import type { MonthKey } from '../../domain/month.ts';
import type { Agreements, Clock } from '../ports.ts';

export type PendingRequest = Agreement & { readonly startMonths: readonly MonthKey[] };

/** Pending requests, oldest first, each with the months its lease may start in if accepted now. */
export class ListAgreementRequests {
  constructor(
    private readonly agreements: Agreements,
    private readonly clock: Clock,
    private readonly calendar: Calendar,
  ) {}

  async execute(): Promise<PendingRequest[]> {
    const now = this.clock.now();
    return (await this.agreements.listPending()).map((a) => ({
      ...a,
      startMonths: startMonthChoices(a, now, this.calendar),
    }));
  }
}
