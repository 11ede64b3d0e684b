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

const isOwner = (request: MaintenanceRequest, who: Pick<Participant, 'email'>) =>
  normalizeEmail(request.resident.email) === normalizeEmail(who.email);

/**
 * Admins see every request; a resident sees only the requests they reported, common-area ones included (a request
 * names its resident, so other residents do not see it).
 */
export const canSee = (request: MaintenanceRequest, viewer: Participant): boolean =>
  viewer.role === 'admin' || isOwner(request, viewer);

export const NOT_YOURS =
  'This request was reported by another resident; you can only see and act on your own requests.';

/** The history as `viewer` may read it: internal notes are for admins only. */
export function visibleHistory(request: MaintenanceRequest, viewer: Participant): readonly HistoryEntry[] {
  if (!canSee(request, viewer)) throw new DomainError('MAINTENANCE.NOT_YOURS', NOT_YOURS);
  return viewer.role === 'admin' ? request.history : request.history.filter((entry) => entry.kind !== 'internal-note');
}

/**
 * Photo `position` is shown to whoever may see the request (its resident, the admins); a position the request has no
 * photo at is not found.
 */
export function assertMaySeePhoto(request: MaintenanceRequest, viewer: Participant, position: number): void {
  if (!canSee(request, viewer)) throw new DomainError('MAINTENANCE.NOT_YOURS', NOT_YOURS);
  if (!Number.isInteger(position) || position < 1 || position > request.photoCount) {
    throw new DomainError('MAINTENANCE.NOT_FOUND', `This request has no photo ${position}.`);
  }
}

/** The request as `viewer` may read it: the same request, with the history they may see. */
export const viewFor = (request: MaintenanceRequest, viewer: Participant): MaintenanceRequest => ({
  ...request,
  history: visibleHistory(request, viewer),
});
