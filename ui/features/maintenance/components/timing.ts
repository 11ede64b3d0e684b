import type { MaintenanceRequestDto } from '@contract/maintenance';
import type { Translate } from '@/lib/i18n/intl.tsx';

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

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time in the reader's language, to the two largest units from the first that is not zero: "2 days 4
 * hours", "3 hours", "5 minutes" ("2 days", not "2 days 5 minutes", when the hours are none); under a minute is "less
 * than a minute".
 */
export function timeInWords(ms: number, t: Translate): string {
  const total = Math.max(0, Math.floor(ms));
  const counts = [
    { id: 'maintenance.duration.days', count: Math.floor(total / DAY) },
    { id: 'maintenance.duration.hours', count: Math.floor((total % DAY) / HOUR) },
    { id: 'maintenance.duration.minutes', count: Math.floor((total % HOUR) / MINUTE) },
  ] as const;
  const first = counts.findIndex(({ count }) => count > 0);
  if (first === -1) return t('maintenance.duration.underMinute');
  return counts
    .slice(first, first + 2)
    .filter(({ count }) => count > 0)
    .map(({ id, count }) => t(id, { count }))
    .join(' ');
}
