import type { AuditEntryDto } from '@contract';
import { formatDay, formatMonth } from '@domain/month.ts';
import type { AuditAction } from '../api/audit-log.ts';

/** Each action as an admin would say it; the filter lists them in this order. */
export const ACTION_WORDS: Record<AuditAction, string> = {
  'agreement.accept': 'Accepted agreement',
  'agreement.reject': 'Rejected agreement',
  'agreement.withdraw': 'Withdrew a request',
  'member.remove': 'Removed member',
  'coupon.add': 'Added coupon',
  'coupon.toggle': 'Switched coupon on/off',
  'announcement.post': 'Posted announcement',
  'announcement.edit': 'Edited announcement',
  'announcement.delete': 'Deleted announcement',
  'admin.create': 'Made admin',
  'apartment.add': 'Added apartment',
  'apartment.reprice': 'Changed rent',
  'apartment.photo': 'Changed apartment photo',
  'apartment.retire': 'Retired apartment',
  'apartment.import': 'Imported apartments',
  'building.update': "Changed the building's details",
  'rent-schedule.update': 'Changed the rent due day or reminders',
  'maintenance.start': 'Started work on a maintenance request',
  'maintenance.resolve': 'Resolved a maintenance request',
  'maintenance.decline': 'Declined a maintenance request',
  'maintenance.comment': 'Commented on a maintenance request',
  'maintenance.note': 'Added an internal note to a maintenance request',
  'email.retry': 'Sent a failed email again',
};

export const isAuditAction = (value: string | null): value is AuditAction => value !== null && value in ACTION_WORDS;

/** The operator's command line writes "cli" as the actor. */
export const actorWords = (actor: string) => (actor === 'cli' ? 'Command line' : actor);

type Values = AuditEntryDto['before'];

export interface Change {
  field: string;
  before?: string;
  after?: string;
}

/** camelCase keys read as words: "discountPercentage" -> "discount percentage". */
const fieldWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Values as people write them: yes/no, none, months and days by name ("November 2026", "30 Apr 2027"). */
const valueWords = (value: string | number | boolean | null): string => {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return formatMonth(value);
  if (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-\d{2}$/.test(value)) return formatDay(value);
  return String(value);
};

/** One line per field that either side mentions, in the order the server wrote them. */
export function changesOf(before: Values, after: Values): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    field: fieldWords(key),
    ...(before && key in before ? { before: valueWords(before[key] ?? null) } : {}),
    ...(after && key in after ? { after: valueWords(after[key] ?? null) } : {}),
  }));
}
