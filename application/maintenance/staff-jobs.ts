import { assign } from '../../domain/maintenance/lifecycle.ts';
import { participantOf, staffParticipant } from '../../domain/maintenance/access.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { StaffRoster } from '../front-desk/ports.ts';
import type { Actor, Clock, UnitOfWork } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';
import {
  changeRequest,
  requestChanged,
  requestGone,
  requestLabel,
  viewAs,
  viewOf,
  type RequestView,
} from './maintenance-requests.ts';

/**
 * An admin gives a request's work to a staff member on the roster, to another one, or to nobody (`staffEmail` null),
 * only over the version of the request the admin was shown (`version`, the number of its history entries) and only
 * while the domain allows it. The staff member given it is told; the change is in the audit log.
 */
export class AssignRequest {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly roster: StaffRoster,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
  ) {}

  execute(input: { actor: Actor; id: string; staffEmail: string | null; version: number }): Promise<RequestView> {
    const by = participantOf(input.actor);
    return this.uow.run(async () => {
      const staff = input.staffEmail === null ? undefined : await this.roster.byEmail(normalizeEmail(input.staffEmail));
      if (input.staffEmail !== null && !staff) {
        throw new DomainError('STAFF.NOT_FOUND', 'There is no staff member with that email on the roster.');
      }
      const now = this.clock.now();
      const { before, after } = await changeRequest(this.requests, input.id, (current) => {
        if (current.history.length !== input.version) throw requestChanged();
        return assign(current, by, staff && { email: staff.email, name: staff.name }, now);
      });
      await this.audit.record({
        at: after.history.at(-1)!.at,
        actor: input.actor.email,
        action: 'maintenance.assign',
        subject: after.id,
        label: requestLabel(after),
        before: { assignee: before.assignee?.email ?? null },
        after: { assignee: after.assignee?.email ?? null },
      });
      if (after.assignee) {
        await this.notifier.notify([after.assignee], {
          type: 'maintenance-assigned',
          requestId: after.id,
          title: after.title,
          place: after.place.kind === 'flat' ? after.place.label : null,
        });
      }
      return viewAs(after, input.actor, now);
    });
  }
}

/** The jobs given to the calling staff member: emergencies first, then the oldest first, none of anyone else's. */
export class ListMyJobs {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor): Promise<RequestView[]> {
    const now = this.clock.now();
    const viewer = staffParticipant(actor);
    return (await this.requests.assignedTo(actor.email)).map((request) => viewOf(request, viewer, now));
  }
}

/** One job of the calling staff member's; a request not assigned to them is MAINTENANCE.NOT_ASSIGNED, as one unknown. */
export class GetMyJob {
  constructor(
    private readonly requests: MaintenanceRequests,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, id }: { actor: Actor; id: string }): Promise<RequestView> {
    const viewer = staffParticipant(actor);
    const request = await this.requests.byId(id);
    if (!request) throw requestGone();
    return viewOf(request, viewer, this.clock.now());
  }
}
