import { close, type Feedback } from '../../domain/maintenance/lifecycle.ts';
import { participantOf } from '../../domain/maintenance/access.ts';
import { changeRequest, viewAs, type RequestView } from './maintenance-requests.ts';
import type { Actor, Clock, UnitOfWork } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

/** The resident confirms a resolved request is fixed, perhaps rating it from 1 to 5 stars with a comment. */
export class CloseRequest {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(input: { actor: Actor; id: string; feedback: Feedback }): Promise<RequestView> {
    return this.uow.run(async () => {
      const now = this.clock.now();
      const { after } = await changeRequest(this.requests, input.id, (current) =>
        close(current, participantOf(input.actor), input.feedback, now),
      );
      return viewAs(after, input.actor, now);
    });
  }
}
