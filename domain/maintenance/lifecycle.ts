import { DomainError } from '../shared/errors.ts';
import { normalizeEmail } from '../members/user.ts';
import type { Assignee, MaintenanceStatus, Participant, HistoryEntry, MaintenanceRequest } from './request.ts';
import {
  REASON_MAX,
  COMMENT_MAX,
  CLOSING_COMMENT_MAX,
  REOPEN_WINDOW_DAYS,
  invalid,
  required,
  optional,
} from './fields.ts';
import { canSee, unseen } from './access.ts';

/**
 * What may happen to a request next, by whom and in which status, and each step that changes it (start, resolve,
 * decline, reopen, close, comment, internal note, assign), each kept in its history.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

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

export const ACTIONS = [
  'start',
  'resolve',
  'decline',
  'reopen',
  'close',
  'comment',
  'internal-note',
  'assign',
] as const;

export type MaintenanceAction = (typeof ACTIONS)[number];

type Role = Participant['role'];

/**
 * Who may take each action. The staff member a request is assigned to moves it along as an admin would (start,
 * resolve) and comments; declining it, internal notes and giving it to someone stay the admins'.
 */
const ACTED_BY: Readonly<Record<MaintenanceAction, readonly Role[]>> = {
  start: ['admin', 'staff'],
  resolve: ['admin', 'staff'],
  decline: ['admin'],
  reopen: ['resident'],
  close: ['resident'],
  comment: ['admin', 'staff', 'resident'],
  'internal-note': ['admin'],
  assign: ['admin'],
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
  assign: 'give a request to a staff member',
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
  assign: { resolved: 'This request is already resolved; there is no work left to give.' },
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
  if (!canSee(request, by)) return unseen(by);
  const who = ACTED_BY[action];
  if (!who.includes(by.role)) {
    if (who.includes('resident')) {
      return new DomainError(
        'MAINTENANCE.RESIDENT_ONLY',
        `Only the resident who reported the problem can ${DOING[action]}; ${by.role === 'admin' ? 'admins' : 'staff'} cannot.`,
      );
    }
    return new DomainError(
      'MAINTENANCE.ADMINS_ONLY',
      who.includes('staff')
        ? `Only the building's admins and the staff member it is assigned to can ${DOING[action]}.`
        : `Only the building's admins can ${DOING[action]}.`,
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

/** An admin, or the staff member it is assigned to, starts work: submitted -> in_progress. */
export function startWork(request: MaintenanceRequest, by: Participant, now: Date): MaintenanceRequest {
  assertMay(request, by, 'start', now);
  return changeStatus(request, by, 'in_progress', now);
}

/** An admin, or the staff member it is assigned to, marks the problem fixed: submitted or in_progress -> resolved. */
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

/**
 * A comment the resident, the admins and the assigned staff member see; each may write one while the request is not
 * finished.
 */
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

const samePerson = (a: Assignee | undefined, b: Assignee | undefined): boolean =>
  a === undefined || b === undefined ? a === b : normalizeEmail(a.email) === normalizeEmail(b.email);

/**
 * An admin gives the work to a staff member, another one (reassigning), or nobody (unassigning), while the request is
 * submitted or in progress. Giving it to whoever already has it changes nothing and is refused.
 */
export function assign(
  request: MaintenanceRequest,
  by: Participant,
  assignee: Assignee | undefined,
  now: Date,
): MaintenanceRequest {
  assertMay(request, by, 'assign', now);
  if (samePerson(request.assignee, assignee)) {
    throw new DomainError(
      'MAINTENANCE.SAME_ASSIGNEE',
      assignee === undefined
        ? 'This request is not assigned to anyone.'
        : `This request is already assigned to ${assignee.name}.`,
    );
  }
  const to = assignee && { email: normalizeEmail(assignee.email), name: assignee.name };
  const { assignee: _was, ...rest } = append(request, {
    at: now,
    by: person(by),
    kind: 'assigned',
    ...(to ? { assignee: to } : {}),
  });
  return to ? { ...rest, assignee: to } : rest;
}
