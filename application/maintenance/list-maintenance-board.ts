import type { Actor, Clock } from '../shared/ports.ts';
import type { MaintenanceFilter, MaintenanceRequests } from './ports.ts';
import { viewAs, type RequestView } from './maintenance-requests.ts';

/** The admins' board: emergencies first, then the oldest first, optionally one status, category or flat only. */
export class ListMaintenanceBoard {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, filter }: { actor: Actor; filter: MaintenanceFilter }): Promise<RequestView[]> {
    const now = this.clock.now();
    return (await this.requests.board(filter)).map((request) => viewAs(request, actor, now));
  }
}
