import { DomainError } from '../../domain/shared/errors.ts';
import { availableActions, reopenDeadline, type MaintenanceAction } from '../../domain/maintenance/lifecycle.ts';
import { participantOf, staffParticipant, viewFor } from '../../domain/maintenance/access.ts';
import { type MaintenanceRequest, type Participant } from '../../domain/maintenance/request.ts';
import type { Actor } from '../shared/ports.ts';
import type { MaintenanceRequests } from './ports.ts';

/*
 * What the maintenance use cases share. They take the caller as an `Actor`, admins included: the domain decides what
 * each role may do to a request, and the history shows the name of whoever acted, so the role and the name are needed,
 * not only the email the audit log records.
 */

export const requestGone = () => new DomainError('MAINTENANCE.NOT_FOUND', 'There is no such maintenance request.');

export const requestChanged = () =>
  new DomainError(
    'MAINTENANCE.CHANGED',
    'Someone changed this request at the same moment; look at it again before you change it.',
  );

/** A request as one caller is shown it: with the history they may read, and what they may do next. */
export interface RequestView {
  readonly request: MaintenanceRequest;
  readonly actions: readonly MaintenanceAction[];
  /** Whose view it is: only an admin's names the assignee's email. */
  readonly seenBy: Participant['role'];
  /** A resolved request: the last moment it may be reopened. */
  readonly reopenUntil?: Date;
}

/**
 * Who the caller is to a request: on the staff's own routes (`asStaff`) a staff member working the jobs given to them,
 * everywhere else an admin or a resident.
 */
export const participantFor = (actor: Actor, asStaff = false): Participant =>
  asStaff ? staffParticipant(actor) : participantOf(actor);

/** Throws MAINTENANCE.NOT_YOURS (MAINTENANCE.NOT_ASSIGNED for staff) when the caller may not see the request. */
export const viewAs = (request: MaintenanceRequest, actor: Actor, now: Date): RequestView =>
  viewOf(request, participantOf(actor), now);

/** The request as `viewer` is shown it. */
export function viewOf(request: MaintenanceRequest, viewer: Participant, now: Date): RequestView {
  const until = reopenDeadline(request);
  return {
    request: viewFor(request, viewer),
    seenBy: viewer.role,
    actions: availableActions(request, viewer, now),
    ...(until !== undefined ? { reopenUntil: until } : {}),
  };
}

/**
 * Reads the request, applies the domain's `change` to it, and writes the result only over the version it read, in the
 * caller's unit of work: a change made meanwhile by someone else is never overwritten (MAINTENANCE.CHANGED).
 */
export async function changeRequest(
  requests: MaintenanceRequests,
  id: string,
  change: (current: MaintenanceRequest) => MaintenanceRequest,
): Promise<{ before: MaintenanceRequest; after: MaintenanceRequest }> {
  const before = await requests.byId(id);
  if (!before) throw requestGone();
  const after = change(before);
  if (!(await requests.replace(after, before.history.length))) throw requestChanged();
  return { before, after };
}

/** What the audit log calls a request: "Leaking tap in A101", "Lift stuck in a common area". */
export const requestLabel = (request: MaintenanceRequest): string =>
  `${request.title} in ${request.place.kind === 'flat' ? request.place.label : 'a common area'}`;
