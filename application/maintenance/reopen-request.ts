import { participantOf } from '../../domain/maintenance/access.ts';
import { reopen } from '../../domain/maintenance/lifecycle.ts';
import { changeRequest, viewAs, type RequestView } from './maintenance-requests.ts';
import type { Actor, Clock, UnitOfWork } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

/** The resident says the problem is back, within 7 days of its resolution: the request is in progress again. */
export class ReopenRequest {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(input: { actor: Actor; id: string; reason?: unknown }): Promise<RequestView> {
    return this.uow.run(async () => {
      const now = this.clock.now();
      const { after } = await changeRequest(this.requests, input.id, (current) =>
        reopen(current, participantOf(input.actor), input.reason, now),
      );
      return viewAs(after, input.actor, now);
    });
  }
}
