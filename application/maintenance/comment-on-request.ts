import { addComment, addInternalNote } from '../../domain/maintenance/lifecycle.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { changeRequest, participantFor, requestLabel, viewOf, type RequestView } from './maintenance-requests.ts';
import type { Actor, Clock, UnitOfWork } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

/**
 * The resident, an admin or the staff member it is assigned to (`asStaff`) comments on an open request; an admin may
 * instead add an internal note, which residents and staff never see. What the building's people write is in the
 * audit log, and the resident hears of their comments.
 */
export class CommentOnRequest {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
  ) {}

  execute(input: {
    actor: Actor;
    id: string;
    text: unknown;
    internal: boolean;
    asStaff?: boolean;
  }): Promise<RequestView> {
    const by = participantFor(input.actor, input.asStaff);
    return this.uow.run(async () => {
      const now = this.clock.now();
      const { after } = await changeRequest(this.requests, input.id, (current) =>
        input.internal ? addInternalNote(current, by, input.text, now) : addComment(current, by, input.text, now),
      );
      const entry = after.history.at(-1)!;
      if (by.role !== 'resident' && (entry.kind === 'comment' || entry.kind === 'internal-note')) {
        await this.audit.record({
          at: entry.at,
          actor: input.actor.email,
          action: input.internal ? 'maintenance.note' : 'maintenance.comment',
          subject: after.id,
          label: requestLabel(after),
          after: { text: entry.text },
        });
      }
      // The resident hears of what the building writes to them; an internal note stays internal.
      if (by.role !== 'resident' && entry.kind === 'comment') {
        await this.notifier.notify([after.resident], {
          type: 'maintenance-comment',
          requestId: after.id,
          title: after.title,
        });
      }
      return viewOf(after, by, now);
    });
  }
}
