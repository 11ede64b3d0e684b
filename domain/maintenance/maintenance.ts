import type { Calendar } from '../agreements/agreement.ts';
import { DomainError, type ErrorCode } from '../shared/errors.ts';
import { dayIn, monthIn, type MonthKey } from '../shared/month.ts';
import type { Role } from '../identity/roles.ts';
import { normalizeEmail } from '../members/user.ts';

/**
 * A maintenance request: a problem a resident reports, in their own flat or in a common area, and what happened to it.
 *
 * submitted -> in_progress (an admin starts work) -> resolved (an admin marks it fixed) -> closed (the resident
 * confirms, perhaps with a rating). A quick fix may go straight from submitted to resolved: a tap fixed while the admin
 * was there needs no "started" step, and its history still shows who resolved it and when. An admin may decline a submitted or in-progress request, always saying why. Within
 * 7 days of its resolution the resident may reopen a resolved request, which puts it back in progress. Closed and
 * declined requests are finished: nothing changes them any more, not even a comment. A resolved request stays resolved
 * until its resident closes or reopens it; nothing closes it on its own.
 */

export const CATEGORIES = ['plumbing', 'electrical', 'appliance', 'lift', 'common-area', 'pest', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STATUSES = ['submitted', 'in_progress', 'resolved', 'closed', 'declined'] as const;
export type MaintenanceStatus = (typeof STATUSES)[number];

/** Someone taking part in a request: the resident who reported it, or one of the building's admins. */
export interface Participant {
  readonly email: string;
  readonly name: string;
  readonly role: 'resident' | 'admin';
}

/** The resident who reported the problem. */
export interface Reporter {
  readonly email: string;
  readonly name: string;
}

/** Where the problem is: the resident's own flat, or a common area of the building (no flat). */
export type Place =
  { readonly kind: 'flat'; readonly apartmentId: string; readonly label: string } | { readonly kind: 'common-area' };

/** Whether staff may enter the flat when nobody is home, and what they should know (pets, good times). */
export interface EntryPermission {
  readonly allowed: boolean;
  readonly notes?: string;
}

interface Dated {
  readonly at: Date;
  readonly by: Participant;
}

/** One thing that happened to a request. The history is kept in the order things happened, never edited. */
export type HistoryEntry =
  | (Dated & { readonly kind: 'submitted' })
  /** An admin started, resolved or declined it; a decline always carries its reason. */
  | (Dated & {
      readonly kind: 'status-changed';
      readonly from: MaintenanceStatus;
      readonly to: MaintenanceStatus;
      readonly reason?: string;
    })
  /** Seen by the resident and the admins. */
  | (Dated & { readonly kind: 'comment'; readonly text: string })
  /** Seen by admins only; a resident never sees one, not even its existence. */
  | (Dated & { readonly kind: 'internal-note'; readonly text: string })
  /** The resident said the problem is back: resolved -> in_progress. */
  | (Dated & { readonly kind: 'reopened'; readonly reason?: string })
  /** The resident confirmed the fix: resolved -> closed. */
  | (Dated & { readonly kind: 'closed'; readonly rating?: number; readonly comment?: string });

export type HistoryKind = HistoryEntry['kind'];

export interface MaintenanceRequest {
  readonly id: string;
  readonly category: Category;
  readonly title: string;
  readonly description: string;
  readonly emergency: boolean;
  readonly place: Place;
  /** Only a request about a flat has one: nobody needs leave to enter a common area. */
  readonly entry?: EntryPermission;
  readonly resident: Reporter;
  readonly createdAt: Date;
  readonly status: MaintenanceStatus;
  readonly history: readonly HistoryEntry[];
  /** How many photos the resident sent with the report, numbered 1 to this; they never change afterwards. */
  readonly photoCount: number;
}

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const ENTRY_NOTES_MAX = 500;
export const REASON_MAX = 500;
export const COMMENT_MAX = 2000;
export const CLOSING_COMMENT_MAX = 1000;
/** How many problems one resident may report on one day of the building's calendar. */
export const DAILY_LIMIT = 5;
/** How long after its resolution a resident may still reopen a request. */
export const REOPEN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many photos one report may carry. */
export const PHOTO_LIMIT = 3;
/** The largest photo file a resident may send, in bytes (5 MB). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A file name is shown back only this long, so a hostile name cannot fill the message. */
const PHOTO_NAME_MAX = 60;

/**
 * How a refusal names one photo: by its place in the report, and by the name it was sent with, cut short and with
 * anything unprintable (control characters, line breaks, quotes) taken out, so the name is only ever shown as data.
 */
export function describePhoto(position: number, fileName?: string): string {
  const name = (fileName ?? '').replace(/[\p{C}"'<>`\\]/gu, '').trim();
  if (name === '') return `Photo ${position}`;
  const shown = name.length > PHOTO_NAME_MAX ? `${name.slice(0, PHOTO_NAME_MAX)}…` : name;
  return `Photo ${position} ("${shown}")`;
}

/** Photo refusals carry `fields.photos`, so a form shows them beside its photo picker. */
const photoRefusal = (code: ErrorCode, message: string) => new DomainError(code, message, { photos: message });

export const tooManyPhotos = (): DomainError =>
  photoRefusal('MAINTENANCE.TOO_MANY_PHOTOS', `A request can carry at most ${PHOTO_LIMIT} photos`);

export const photoTooLarge = (photo: string): DomainError =>
  photoRefusal('MAINTENANCE.PHOTO_TOO_LARGE', `Each photo must be at most 5 MB; ${photo} is larger`);

export const notAPicture = (photo: string): DomainError =>
  photoRefusal('MAINTENANCE.PHOTO_INVALID', `${photo}: that file is not a JPEG, PNG or WebP picture`);

/** Every field a maintenance form asks for. */
export type MaintenanceField =
  | 'category'
  | 'title'
  | 'description'
  | 'entryNotes'
  | 'declineReason'
  | 'reopenReason'
  | 'comment'
  | 'internalNote'
  | 'rating'
  | 'closingComment';

/** Each rule in words a person reads, named by the field it is about; the form and the server show the same words. */
export const MAINTENANCE_RULES: Readonly<Record<MaintenanceField, string>> = {
  category: 'Pick what kind of problem it is: plumbing, electrical, appliance, lift, common area, pests or other',
  title: `Give the problem a short title of 1 to ${TITLE_MAX} characters, like "Kitchen tap leaking"`,
  description: `Describe the problem in 1 to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters: what, where, since when`,
  entryNotes: `Notes for entering the flat can be at most ${ENTRY_NOTES_MAX} characters`,
  declineReason: `Say why the request is declined, in 1 to ${REASON_MAX} characters`,
  reopenReason: `The reason for reopening can be at most ${REASON_MAX} characters`,
  comment: `A comment must be 1 to ${COMMENT_MAX.toLocaleString('en-US')} characters`,
  internalNote: `An internal note must be 1 to ${COMMENT_MAX.toLocaleString('en-US')} characters`,
  rating: 'A rating must be a whole number of stars from 1 to 5',
  closingComment: `A closing comment can be at most ${CLOSING_COMMENT_MAX.toLocaleString('en-US')} characters`,
};

/** A line of text as stored: trimmed, with runs of spaces made one. */
const line = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
/** A paragraph as stored: trimmed, its line breaks kept. */
const paragraph = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const within = (text: string, min: number, max: number) => text.length >= min && text.length <= max;

function invalid(field: MaintenanceField): DomainError {
  return new DomainError('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES[field], { [field]: MAINTENANCE_RULES[field] });
}

/** Required text of 1 to `max` characters, or a refusal naming the field. */
function required(value: unknown, max: number, field: MaintenanceField): string {
  const text = paragraph(value);
  if (!within(text, 1, max)) throw invalid(field);
  return text;
}

/** Optional text of at most `max` characters; blank is none. */
function optional(value: unknown, max: number, field: MaintenanceField): string | undefined {
  const text = paragraph(value);
  if (text.length > max) throw invalid(field);
  return text === '' ? undefined : text;
}

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

const NOT_YOURS = 'This request was reported by another resident; you can only see and act on your own requests.';

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

/** Finished requests: nothing changes them any more. */
export const isFinished = (request: Pick<MaintenanceRequest, 'status'>): boolean =>
  request.status === 'closed' || request.status === 'declined';

/** When the request was last resolved, while it still stands resolved (or was closed after it); none otherwise. */
export function resolvedAt(request: MaintenanceRequest): Date | undefined {
  if (request.status !== 'resolved' && request.status !== 'closed') return undefined;
  return request.history.findLast((entry) => entry.kind === 'status-changed' && entry.to === 'resolved')?.at;
}

/** The last moment a resolved request may be reopened; none for a request not resolved. */
export function reopenDeadline(request: MaintenanceRequest): Date | undefined {
  if (request.status !== 'resolved') return undefined;
  return new Date(resolvedAt(request)!.getTime() + REOPEN_WINDOW_DAYS * DAY_MS);
}

export const ACTIONS = ['start', 'resolve', 'decline', 'reopen', 'close', 'comment', 'internal-note'] as const;
export type MaintenanceAction = (typeof ACTIONS)[number];

/** Who may take each action: admins, the request's own resident, or either. */
const ACTED_BY: Readonly<Record<MaintenanceAction, 'admin' | 'resident' | 'either'>> = {
  start: 'admin',
  resolve: 'admin',
  decline: 'admin',
  reopen: 'resident',
  close: 'resident',
  comment: 'either',
  'internal-note': 'admin',
};

/** Each action in words, as in "Only the building's admins can decline a request." */
const DOING: Readonly<Record<MaintenanceAction, string>> = {
  start: 'start work on a request',
  resolve: 'mark a request resolved',
  decline: 'decline a request',
  reopen: 'reopen a request',
  close: 'close a request',
  comment: 'comment on a request',
  'internal-note': 'add internal notes',
};

type OpenStatus = 'submitted' | 'in_progress' | 'resolved';

/**
 * The open statuses an action cannot be taken from, and why. Every other open status is one it can be taken from:
 * start from submitted; resolve from submitted or in progress; decline from
 * submitted or in progress; reopen and close from resolved; comments and internal notes from any open status.
 */
const WRONG_STATUS: Readonly<Record<MaintenanceAction, Readonly<Partial<Record<OpenStatus, string>>>>> = {
  start: {
    in_progress: 'Work on this request has already started.',
    resolved: 'This request is already resolved; the resident can reopen it if the problem is back.',
  },
  resolve: { resolved: 'This request is already resolved.' },
  decline: { resolved: 'This request is already resolved; it can no longer be declined.' },
  reopen: {
    submitted: 'This request is still open; only a resolved request can be reopened.',
    in_progress: 'This request is still open; only a resolved request can be reopened.',
  },
  close: {
    submitted: 'This request is still being worked on; you can close it once it is resolved.',
    in_progress: 'This request is still being worked on; you can close it once it is resolved.',
  },
  comment: {},
  'internal-note': {},
};

/**
 * Why `by` may not take `action` on the request at `now`, or none when they may. Who comes first (a stranger learns
 * nothing about the request), then whether it is finished, then its status, then the reopening window.
 */
export function refusal(
  request: MaintenanceRequest,
  by: Participant,
  action: MaintenanceAction,
  now: Date,
): DomainError | undefined {
  if (!canSee(request, by)) return new DomainError('MAINTENANCE.NOT_YOURS', NOT_YOURS);
  const who = ACTED_BY[action];
  if (who === 'admin' && by.role !== 'admin') {
    return new DomainError('MAINTENANCE.ADMINS_ONLY', `Only the building's admins can ${DOING[action]}.`);
  }
  if (who === 'resident' && by.role === 'admin') {
    return new DomainError(
      'MAINTENANCE.RESIDENT_ONLY',
      `Only the resident who reported the problem can ${DOING[action]}; admins cannot.`,
    );
  }
  if (request.status === 'closed') {
    return new DomainError('MAINTENANCE.FINISHED', 'This request is closed; it can no longer change.');
  }
  if (request.status === 'declined') {
    return new DomainError('MAINTENANCE.FINISHED', 'This request was declined; it can no longer change.');
  }
  const wrong = WRONG_STATUS[action][request.status];
  if (wrong !== undefined) return new DomainError('MAINTENANCE.WRONG_STATUS', wrong);
  if (action === 'reopen' && now.getTime() > reopenDeadline(request)!.getTime()) {
    return new DomainError(
      'MAINTENANCE.REOPEN_EXPIRED',
      `A request can be reopened for ${REOPEN_WINDOW_DAYS} days after it was resolved, and that time has passed. ` +
        'If the problem is back, please report it as a new request.',
    );
  }
  return undefined;
}

/** What `viewer` may do to the request at `now`, for a screen to offer; nothing for a request they may not see. */
export const availableActions = (request: MaintenanceRequest, viewer: Participant, now: Date): MaintenanceAction[] =>
  ACTIONS.filter((action) => refusal(request, viewer, action, now) === undefined);

function assertMay(request: MaintenanceRequest, by: Participant, action: MaintenanceAction, now: Date): void {
  const error = refusal(request, by, action, now);
  if (error) throw error;
}

/**
 * The request with one more entry. Entries never go back in time: an entry stamped before the last one (two clocks
 * that disagree) is stamped at the last one's time instead.
 */
function append(
  request: MaintenanceRequest,
  entry: HistoryEntry,
  status: MaintenanceStatus = request.status,
): MaintenanceRequest {
  const last = request.history.at(-1)!.at;
  const at = entry.at.getTime() < last.getTime() ? last : entry.at;
  return { ...request, status, history: [...request.history, { ...entry, at }] };
}

const person = (by: Participant): Participant => ({ email: normalizeEmail(by.email), name: by.name, role: by.role });

function changeStatus(
  request: MaintenanceRequest,
  by: Participant,
  to: MaintenanceStatus,
  now: Date,
  reason?: string,
): MaintenanceRequest {
  const entry: HistoryEntry = {
    at: now,
    by: person(by),
    kind: 'status-changed',
    from: request.status,
    to,
    ...(reason !== undefined ? { reason } : {}),
  };
  return append(request, entry, to);
}

/** An admin starts work: submitted -> in_progress. */
export function startWork(request: MaintenanceRequest, by: Participant, now: Date): MaintenanceRequest {
  assertMay(request, by, 'start', now);
  return changeStatus(request, by, 'in_progress', now);
}

/** An admin marks the problem fixed: submitted or in_progress -> resolved. */
export function resolve(request: MaintenanceRequest, by: Participant, now: Date): MaintenanceRequest {
  assertMay(request, by, 'resolve', now);
  return changeStatus(request, by, 'resolved', now);
}

/** An admin turns the request down, saying why: submitted or in_progress -> declined. */
export function decline(request: MaintenanceRequest, by: Participant, reason: unknown, now: Date): MaintenanceRequest {
  assertMay(request, by, 'decline', now);
  return changeStatus(request, by, 'declined', now, required(reason, REASON_MAX, 'declineReason'));
}

/**
 * The resident says the problem is back, within `REOPEN_WINDOW_DAYS` days of its resolution: resolved -> in_progress.
 * The reason is optional.
 */
export function reopen(request: MaintenanceRequest, by: Participant, reason: unknown, now: Date): MaintenanceRequest {
  assertMay(request, by, 'reopen', now);
  const text = optional(reason, REASON_MAX, 'reopenReason');
  return append(
    request,
    { at: now, by: person(by), kind: 'reopened', ...(text !== undefined ? { reason: text } : {}) },
    'in_progress',
  );
}

/** What a resident may say when closing: both optional. */
export interface Feedback {
  readonly rating?: unknown;
  readonly comment?: unknown;
}

/** The resident confirms the fix, perhaps rating it from 1 to 5 stars: resolved -> closed. Admins cannot close. */
export function close(request: MaintenanceRequest, by: Participant, feedback: Feedback, now: Date): MaintenanceRequest {
  assertMay(request, by, 'close', now);
  const { rating } = feedback;
  if (rating !== undefined && (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)) {
    throw invalid('rating');
  }
  const comment = optional(feedback.comment, CLOSING_COMMENT_MAX, 'closingComment');
  return append(
    request,
    {
      at: now,
      by: person(by),
      kind: 'closed',
      ...(rating !== undefined ? { rating } : {}),
      ...(comment !== undefined ? { comment } : {}),
    },
    'closed',
  );
}

/** A comment the resident and the admins see; either may write one while the request is not finished. */
export function addComment(request: MaintenanceRequest, by: Participant, text: unknown, now: Date): MaintenanceRequest {
  assertMay(request, by, 'comment', now);
  return append(request, { at: now, by: person(by), kind: 'comment', text: required(text, COMMENT_MAX, 'comment') });
}

/** A note among admins, never shown to the resident; admins may write one while the request is not finished. */
export function addInternalNote(
  request: MaintenanceRequest,
  by: Participant,
  text: unknown,
  now: Date,
): MaintenanceRequest {
  assertMay(request, by, 'internal-note', now);
  return append(request, {
    at: now,
    by: person(by),
    kind: 'internal-note',
    text: required(text, COMMENT_MAX, 'internalNote'),
  });
}

/**
 * How long the building took to answer, in milliseconds: from submission to the first thing an admin did (a status
 * change, a comment or an internal note). None while no admin has acted.
 */
export function responseTime(request: MaintenanceRequest): number | undefined {
  const first = request.history.find((entry) => entry.by.role === 'admin');
  return first === undefined ? undefined : first.at.getTime() - request.createdAt.getTime();
}

/**
 * How long the problem took to fix, in milliseconds: from submission to its last resolution. None while it is not
 * resolved (a reopened request has none until it is resolved again) and for a declined one.
 */
export function resolutionTime(request: MaintenanceRequest): number | undefined {
  const at = resolvedAt(request);
  return at === undefined ? undefined : at.getTime() - request.createdAt.getTime();
}

/** The rating the resident gave on closing, if any. */
export const ratingOf = (request: MaintenanceRequest): number | undefined =>
  request.history.findLast((entry) => entry.kind === 'closed')?.rating;

const closedAt = (request: MaintenanceRequest): Date | undefined =>
  request.history.findLast((entry) => entry.kind === 'closed')?.at;

export interface MonthlySummary {
  readonly month: MonthKey;
  /** Requests submitted in the month. */
  readonly opened: number;
  /** Requests whose last resolution fell in the month and that still stand resolved or closed. */
  readonly resolved: number;
  /** The median time from submission to resolution of those, in milliseconds; none when none was resolved. */
  readonly medianResolutionMs?: number;
  /** How many requests closed in the month were rated, and their average rating (not rounded); none when none was. */
  readonly rated: number;
  readonly averageRating?: number;
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The month in figures, each event counted in the month it happened in the building's calendar: a request opened in
 * October and resolved in November counts as opened in October and resolved in November.
 */
export function monthlySummary(
  requests: readonly MaintenanceRequest[],
  month: MonthKey,
  calendar: Calendar,
): MonthlySummary {
  const inMonth = (at: Date | undefined) => at !== undefined && monthIn(at, calendar.timeZone) === month;
  const resolved = requests.filter((request) => inMonth(resolvedAt(request)));
  const ratings = requests
    .filter((request) => inMonth(closedAt(request)))
    .map(ratingOf)
    .filter((rating) => rating !== undefined);
  const medianResolutionMs = median(resolved.map((request) => resolutionTime(request)!));
  return {
    month,
    opened: requests.filter((request) => inMonth(request.createdAt)).length,
    resolved: resolved.length,
    ...(medianResolutionMs !== undefined ? { medianResolutionMs } : {}),
    rated: ratings.length,
    ...(ratings.length > 0 ? { averageRating: ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length } : {}),
  };
}
