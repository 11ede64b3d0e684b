import { decline, resolve, startWork } from '../../domain/maintenance/lifecycle.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { changeRequest, participantFor, requestLabel, viewOf, type RequestView } from './maintenance-requests.ts';
import type { Actor, Clock, UnitOfWork } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

export type StatusAction = 'start' | 'resolve' | 'decline';

/**
 * An admin starts work on a request, marks it resolved, or declines it saying why, only along the steps the domain
 * allows and only over the request as it was read; each change is in the audit log. The staff member a request is
 * assigned to moves it along the same way (`asStaff`), never any other request.
 */
export class ChangeRequestStatus {
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
    action: StatusAction;
    reason?: unknown;
    asStaff?: boolean;
  }): Promise<RequestView> {
    const by = participantFor(input.actor, input.asStaff);
    return this.uow.run(async () => {
      const now = this.clock.now();
      const { before, after } = await changeRequest(this.requests, input.id, (current) =>
        input.action === 'start'
          ? startWork(current, by, now)
          : input.action === 'resolve'
            ? resolve(current, by, now)
            : decline(current, by, input.reason, now),
      );
      const entry = after.history.at(-1)!;
      await this.audit.record({
        at: entry.at,
        actor: input.actor.email,
        action: `maintenance.${input.action}`,
        subject: after.id,
        label: requestLabel(after),
        before: { status: before.status },
        after: {
          status: after.status,
          ...(entry.kind === 'status-changed' && entry.reason !== undefined ? { reason: entry.reason } : {}),
        },
      });
      if (after.status === 'in_progress' || after.status === 'resolved' || after.status === 'declined') {
        await this.notifier.notify([after.resident], {
          type: 'maintenance-status',
          requestId: after.id,
          title: after.title,
          status: after.status,
        });
      }
      return viewOf(after, by, now);
    });
  }
}
