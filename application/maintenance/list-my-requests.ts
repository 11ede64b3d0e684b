import type { Actor, Clock } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';
import { viewAs, type RequestView } from './maintenance-requests.ts';

/** The problems the caller reported, newest first, without the admins' internal notes. */
export class ListMyRequests {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor): Promise<RequestView[]> {
    const now = this.clock.now();
    return (await this.requests.listFor(actor.email)).map((request) => viewAs(request, actor, now));
  }
}
