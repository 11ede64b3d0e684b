import type { Calendar } from '../agreements/agreement.ts';
import { DomainError } from '../shared/errors.ts';
import { dayIn } from '../shared/month.ts';
import { normalizeEmail } from '../members/user.ts';
import {
  CATEGORIES,
  type Category,
  type Reporter,
  type Place,
  type EntryPermission,
  type MaintenanceRequest,
} from './request.ts';
import {
  TITLE_MAX,
  DESCRIPTION_MAX,
  ENTRY_NOTES_MAX,
  DAILY_LIMIT,
  PHOTO_LIMIT,
  tooManyPhotos,
  MAINTENANCE_RULES,
  line,
  paragraph,
  within,
  type MaintenanceField,
} from './fields.ts';

/** Reporting a problem: the report's fields checked, the daily limit, and the new request. */

/** What a resident fills in to report a problem; the place comes from the server (their own flat, or none). */
export interface ReportInput {
  readonly category?: unknown;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly emergency?: unknown;
  readonly entryAllowed?: unknown;
  readonly entryNotes?: unknown;
}

export interface ReportDetails {
  readonly category: Category;
  readonly title: string;
  readonly description: string;
  readonly emergency: boolean;
  readonly entry?: EntryPermission;
}

/**
 * The report as it is stored (trimmed), and every rule it breaks (none: it can be submitted). Entry permission is
 * asked only for a flat; for a common area it is left out.
 */
export function checkReport(
  input: ReportInput,
  place: Place,
): { details: ReportDetails; problems: Partial<Record<MaintenanceField, string>> } {
  const category = input.category as Category;
  const title = line(input.title);
  const description = paragraph(input.description);
  const notes = paragraph(input.entryNotes);
  const problems: Partial<Record<MaintenanceField, string>> = {};
  if (!CATEGORIES.includes(category)) problems.category = MAINTENANCE_RULES.category;
  if (!within(title, 1, TITLE_MAX)) problems.title = MAINTENANCE_RULES.title;
  if (!within(description, 1, DESCRIPTION_MAX)) problems.description = MAINTENANCE_RULES.description;
  if (place.kind === 'flat' && notes.length > ENTRY_NOTES_MAX) problems.entryNotes = MAINTENANCE_RULES.entryNotes;
  const entry: EntryPermission = { allowed: input.entryAllowed === true, ...(notes !== '' ? { notes } : {}) };
  return {
    details: {
      category,
      title,
      description,
      emergency: input.emergency === true,
      ...(place.kind === 'flat' ? { entry } : {}),
    },
    problems,
  };
}

/** The building's calendar day of an instant, "YYYY-MM-DD": what the daily limit counts by. */
export const reportingDay = (at: Date, calendar: Calendar): string => dayIn(at, calendar.timeZone);

/** How many of these requests `email` opened on the building's calendar day of `now`. */
export function countOpenedToday(
  requests: readonly Pick<MaintenanceRequest, 'resident' | 'createdAt'>[],
  email: string,
  now: Date,
  calendar: Calendar,
): number {
  const today = reportingDay(now, calendar);
  const who = normalizeEmail(email);
  return requests.filter(
    (request) => normalizeEmail(request.resident.email) === who && reportingDay(request.createdAt, calendar) === today,
  ).length;
}

/** A resident who already reported `DAILY_LIMIT` problems today may report the next one tomorrow. */
export function assertMayReport(openedToday: number): void {
  if (openedToday >= DAILY_LIMIT) {
    throw new DomainError(
      'MAINTENANCE.DAILY_LIMIT',
      `You can report at most ${DAILY_LIMIT} problems a day. You have reported ${openedToday} today; add anything more ` +
        "as a comment on one of them, or report it tomorrow. For an emergency, call the building's emergency number.",
    );
  }
}

/**
 * A new request, submitted by the resident at `now` with `photoCount` photos. The daily limit is checked first (no
 * change to the form would help), then the form: VALIDATION.INVALID_INPUT with every broken rule by field.
 */
export function submitRequest(
  id: string,
  input: ReportInput,
  place: Place,
  resident: Reporter,
  openedToday: number,
  now: Date,
  photoCount = 0,
): MaintenanceRequest {
  assertMayReport(openedToday);
  if (photoCount > PHOTO_LIMIT) throw tooManyPhotos();
  const { details, problems } = checkReport(input, place);
  const broken = Object.values(problems);
  if (broken.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', broken[0]!, problems);
  const reporter = { email: normalizeEmail(resident.email), name: resident.name.trim() };
  return {
    id,
    ...details,
    place,
    resident: reporter,
    createdAt: now,
    status: 'submitted',
    history: [{ at: now, by: { ...reporter, role: 'resident' }, kind: 'submitted' }],
    photoCount,
  };
}
