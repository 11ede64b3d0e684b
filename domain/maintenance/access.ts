import { DomainError } from '../shared/errors.ts';
import type { Role } from '../identity/roles.ts';
import { normalizeEmail } from '../members/user.ts';
import type { Participant, HistoryEntry, MaintenanceRequest } from './request.ts';

/** Who takes part in a request and what each one may see of it. */

/** A signed-in user as a maintenance participant: admins are admins, everyone else takes part as a resident. */
export const participantOf = (user: { email: string; name: string; role: Role }): Participant => ({
  email: normalizeEmail(user.email),
  name: user.name,
  role: user.role === 'admin' ? 'admin' : 'resident',
});

/**
 * A staff member as a maintenance participant, on the routes of the jobs given to them: they see and work only the
 * requests assigned to them.
 */
export const staffParticipant = (user: { email: string; name: string }): Participant => ({
  email: normalizeEmail(user.email),
  name: user.name,
  role: 'staff',
});

const isOwner = (request: MaintenanceRequest, who: Pick<Participant, 'email'>) =>
  normalizeEmail(request.resident.email) === normalizeEmail(who.email);

const isAssignee = (request: MaintenanceRequest, who: Pick<Participant, 'email'>) =>
  request.assignee !== undefined && normalizeEmail(request.assignee.email) === normalizeEmail(who.email);

/**
 * Admins see every request; a resident sees only the requests they reported, common-area ones included (a request
 * names its resident, so other residents do not see it); a staff member only the requests assigned to them now.
 */
export const canSee = (request: MaintenanceRequest, viewer: Participant): boolean =>
  viewer.role === 'admin' || (viewer.role === 'staff' ? isAssignee(request, viewer) : isOwner(request, viewer));

export const NOT_YOURS =
  'This request was reported by another resident; you can only see and act on your own requests.';

export const NOT_ASSIGNED = 'You have no job by that id: you can only see and work the requests assigned to you.';

/** Why `viewer` may not see the request: a staff member learns only that it is not one of their jobs. */
export const unseen = (viewer: Participant): DomainError =>
  viewer.role === 'staff'
    ? new DomainError('MAINTENANCE.NOT_ASSIGNED', NOT_ASSIGNED)
    : new DomainError('MAINTENANCE.NOT_YOURS', NOT_YOURS);

/** The history as `viewer` may read it: internal notes are for admins only. */
export function visibleHistory(request: MaintenanceRequest, viewer: Participant): readonly HistoryEntry[] {
  if (!canSee(request, viewer)) throw unseen(viewer);
  return viewer.role === 'admin' ? request.history : request.history.filter((entry) => entry.kind !== 'internal-note');
}

/**
 * Photo `position` is shown to whoever may see the request (its resident, the admins); a position the request has no
 * photo at is not found.
 */
export function assertMaySeePhoto(request: MaintenanceRequest, viewer: Participant, position: number): void {
  if (!canSee(request, viewer)) throw unseen(viewer);
  if (!Number.isInteger(position) || position < 1 || position > request.photoCount) {
    throw new DomainError('MAINTENANCE.NOT_FOUND', `This request has no photo ${position}.`);
  }
}

/** The request as `viewer` may read it: the same request, with the history they may see. */
export const viewFor = (request: MaintenanceRequest, viewer: Participant): MaintenanceRequest => ({
  ...request,
  history: visibleHistory(request, viewer),
});
