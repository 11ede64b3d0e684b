import type { MaintenanceRequestDto } from '@contract';

type Timed = Pick<MaintenanceRequestDto, 'createdAt' | 'status' | 'history'>;

const since = (r: Timed, at: string) => new Date(at).getTime() - new Date(r.createdAt).getTime();

/** From submission to the first thing an admin did (a status change, a comment or a note); none while none has. */
export function responseTime(r: Timed): number | null {
  const first = r.history.find((entry) => entry.by.role === 'admin');
  return first ? since(r, first.at) : null;
}

/**
 * From submission to its last resolution, while it stands resolved or was closed after it; none otherwise (not yet
 * fixed, reopened and not fixed again, or declined).
 */
export function resolutionTime(r: Timed): number | null {
  if (r.status !== 'resolved' && r.status !== 'closed') return null;
  const last = r.history.findLast((entry) => entry.kind === 'status-changed' && entry.to === 'resolved');
  return last ? since(r, last.at) : null;
}

/** How long ago it was reported. */
export const ageOf = (r: Pick<MaintenanceRequestDto, 'createdAt'>, now: Date): number =>
  now.getTime() - new Date(r.createdAt).getTime();
