import { monthlySummary, type MonthlySummary } from '../../domain/maintenance/summary.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { BuildingCalendar } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

/**
 * A month of maintenance in figures, for the admins: requests opened and resolved, the median time to resolve, the
 * average rating. This month of the building's calendar unless another is asked for.
 */
export class GetMaintenanceSummary {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute({ month }: { month?: MonthKey } = {}): Promise<MonthlySummary> {
    const which = month ?? this.calendar.thisMonth();
    return monthlySummary(await this.requests.board({}), which, this.calendar);
  }
}
