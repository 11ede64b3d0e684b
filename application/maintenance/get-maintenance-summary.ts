import type { Calendar } from '../../domain/agreements/agreement.ts';
import { monthlySummary, type MonthlySummary } from '../../domain/maintenance/summary.ts';
import { monthIn, type MonthKey } from '../../domain/shared/month.ts';
import type { Clock } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

/**
 * A month of maintenance in figures, for the admins: requests opened and resolved, the median time to resolve, the
 * average rating. This month of the building's calendar unless another is asked for.
 */
export class GetMaintenanceSummary {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly clock: Clock,
    private readonly calendar: Calendar,
  ) {}

  async execute({ month }: { month?: MonthKey } = {}): Promise<MonthlySummary> {
    const which = month ?? monthIn(this.clock.now(), this.calendar.timeZone);
    return monthlySummary(await this.requests.board({}), which, this.calendar);
  }
}
