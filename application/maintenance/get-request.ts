import type { Actor, Clock } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';
import { requestGone, viewAs, type RequestView } from './maintenance-requests.ts';

/**
 * One request, as the caller may see it: an admin any request with its internal notes, a resident only their own
 * (MAINTENANCE.NOT_YOURS otherwise) and never an internal note.
 */
export class GetRequest {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, id }: { actor: Actor; id: string }): Promise<RequestView> {
    const request = await this.requests.byId(id);
    if (!request) throw requestGone();
    return viewAs(request, actor, this.clock.now());
  }
}
