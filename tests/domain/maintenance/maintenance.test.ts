import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/shared/errors.ts';
import {
  ACTIONS,
  addComment,
  addInternalNote,
  assign,
  availableActions,
  close,
  decline,
  isFinished,
  refusal,
  reopen,
  reopenDeadline,
  resolve,
  resolvedAt,
  startWork,
  type MaintenanceAction,
} from '../../../domain/maintenance/lifecycle.ts';
import {
  CATEGORIES,
  STATUSES,
  type HistoryEntry,
  type MaintenanceRequest,
  type MaintenanceStatus,
  type Participant,
  type Place,
} from '../../../domain/maintenance/request.ts';
import {
  MAINTENANCE_RULES,
  describePhoto,
  notAPicture,
  PHOTO_LIMIT,
  photoTooLarge,
} from '../../../domain/maintenance/fields.ts';
import {
  assertMayReport,
  checkReport,
  countOpenedToday,
  reportingDay,
  submitRequest,
  type ReportInput,
} from '../../../domain/maintenance/reporting.ts';
import {
  canSee,
  participantOf,
  staffParticipant,
  viewFor,
  visibleHistory,
  assertMaySeePhoto,
} from '../../../domain/maintenance/access.ts';
import { monthlySummary, ratingOf, resolutionTime, responseTime } from '../../../domain/maintenance/summary.ts';
import { AT } from '../../support/builders.ts';

const DHAKA = { timeZone: 'Asia/Dhaka' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const after = (ms: number, from: Date = AT) => new Date(from.getTime() + ms);

const resident: Participant = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'resident' };
const stranger: Participant = { email: 'karim@example.com', name: 'Karim Hossain', role: 'resident' };
const admin: Participant = { email: 'office@lakeview.example', name: 'Nusrat Jahan', role: 'admin' };

const flat: Place = { kind: 'flat', apartmentId: 'apt-a101', label: 'A101' };
const commonArea: Place = { kind: 'common-area' };

const report: ReportInput = {
  category: 'plumbing',
  title: 'Kitchen tap leaking',
  description: 'The kitchen tap drips all night.\nIt started on Monday.',
  emergency: false,
  entryAllowed: true,
  entryNotes: 'A friendly cat lives here; mornings are best.',
};

const submitted = (at: Date = AT, place: Place = flat) =>
  submitRequest('mr-1', report, place, { email: resident.email, name: resident.name }, 0, at);

/** A request brought to `status` the ordinary way, one hour a step from AT. */
function aRequest(status: MaintenanceStatus): MaintenanceRequest {
  const request = submitted();
  switch (status) {
    case 'submitted':
      return request;
    case 'in_progress':
      return startWork(request, admin, after(HOUR));
    case 'resolved':
      return resolve(aRequest('in_progress'), admin, after(2 * HOUR));
    case 'closed':
      return close(aRequest('resolved'), resident, { rating: 5 }, after(3 * HOUR));
    case 'declined':
      return decline(request, admin, 'The tap belongs to the tenant, not the building.', after(HOUR));
  }
}

/** One action, as a screen would take it, with ordinary input. */
function act(
  request: MaintenanceRequest,
  by: Participant,
  action: MaintenanceAction,
  now: Date,
  text: unknown = 'Looked at it today.',
  rating: unknown = 4,
): MaintenanceRequest {
  switch (action) {
    case 'start':
      return startWork(request, by, now);
    case 'resolve':
      return resolve(request, by, now);
    case 'decline':
      return decline(request, by, text, now);
    case 'reopen':
      return reopen(request, by, text, now);
    case 'close':
      return close(request, by, { rating, comment: text }, now);
    case 'comment':
      return addComment(request, by, text, now);
    case 'internal-note':
      return addInternalNote(request, by, text, now);
    case 'assign':
      return assign(request, by, request.assignee ? undefined : { email: 'guard@example.com', name: 'Rahim' }, now);
  }
}

const refused = (code: string, message?: string) =>
  expect.objectContaining(message === undefined ? { code } : { code, message });

describe('reporting a problem', () => {
  it('keeps the report trimmed, with the resident, the place, the time and a first history entry', () => {
    const request = submitRequest(
      'mr-7',
      { ...report, title: '  Kitchen   tap\tleaking ', description: '  Drips.\n\nAll night.  ', emergency: true },
      flat,
      { email: ' Rahim@Example.com ', name: ' Rahim Uddin ' },
      4,
      AT,
    );
    expect(request).toEqual({
      id: 'mr-7',
      category: 'plumbing',
      title: 'Kitchen tap leaking',
      description: 'Drips.\n\nAll night.',
      emergency: true,
      place: flat,
      entry: { allowed: true, notes: 'A friendly cat lives here; mornings are best.' },
      resident: { email: 'rahim@example.com', name: 'Rahim Uddin' },
      createdAt: AT,
      status: 'submitted',
      history: [{ at: AT, by: resident, kind: 'submitted' }],
      photoCount: 0,
    });
  });

  it('counts the photos sent with it, at most PHOTO_LIMIT', () => {
    expect(submitRequest('mr-1', report, flat, resident, 0, AT, PHOTO_LIMIT).photoCount).toBe(3);
    expect(() => submitRequest('mr-1', report, flat, resident, 0, AT, PHOTO_LIMIT + 1)).toThrow(
      refused('MAINTENANCE.TOO_MANY_PHOTOS', 'A request can carry at most 3 photos'),
    );
  });

  it('asks for entry permission only about a flat, and drops blank notes', () => {
    expect(checkReport({ ...report, entryAllowed: 'yes', entryNotes: '   ' }, flat).details.entry).toEqual({
      allowed: false,
    });
    const common = checkReport({ ...report, entryNotes: 'x'.repeat(501) }, commonArea);
    expect(common.problems).toEqual({});
    expect(common.details).not.toHaveProperty('entry');
    expect(submitted(AT, commonArea)).not.toHaveProperty('entry');
  });

  it('is not an emergency unless said so', () => {
    expect(checkReport({ ...report, emergency: undefined }, flat).details.emergency).toBe(false);
    expect(checkReport({ ...report, emergency: 'true' }, flat).details.emergency).toBe(false);
  });

  it('accepts every category and the longest title, description and notes', () => {
    for (const category of CATEGORIES) {
      const { problems } = checkReport(
        {
          ...report,
          category,
          title: 't'.repeat(120),
          description: 'd'.repeat(5000),
          entryNotes: 'n'.repeat(500),
        },
        flat,
      );
      expect(problems).toEqual({});
    }
  });

  it('names every broken rule by its field, in the same words as the form', () => {
    const { problems } = checkReport(
      { category: 'roof', title: 't'.repeat(121), description: 'd'.repeat(5001), entryNotes: 'n'.repeat(501) },
      flat,
    );
    expect(problems).toEqual({
      category: MAINTENANCE_RULES.category,
      title: MAINTENANCE_RULES.title,
      description: MAINTENANCE_RULES.description,
      entryNotes: MAINTENANCE_RULES.entryNotes,
    });
    expect(checkReport({ ...report, title: '   ', description: 42 }, flat).problems).toEqual({
      title: MAINTENANCE_RULES.title,
      description: MAINTENANCE_RULES.description,
    });
    expect(checkReport({}, commonArea).problems).toEqual({
      category: MAINTENANCE_RULES.category,
      title: MAINTENANCE_RULES.title,
      description: MAINTENANCE_RULES.description,
    });
  });

  it('refuses a broken report with every problem by field, the first as its message', () => {
    const error = (() => {
      try {
        submitRequest('mr-1', { ...report, title: '', description: '' }, flat, resident, 0, AT);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      message: MAINTENANCE_RULES.title,
      fields: { title: MAINTENANCE_RULES.title, description: MAINTENANCE_RULES.description },
    });
  });

  it('writes each rule as a sentence a person reads', () => {
    for (const rule of Object.values(MAINTENANCE_RULES)) expect(rule).toMatch(/^[A-Z].{20,}[^.]$/);
    expect(MAINTENANCE_RULES.description).toContain('5,000');
  });
});

describe('the daily limit', () => {
  it('lets a resident report five problems a day and refuses the sixth, saying why and what to do', () => {
    for (const count of [0, 1, 4]) expect(() => assertMayReport(count)).not.toThrow();
    expect(() => assertMayReport(5)).toThrow(
      refused(
        'MAINTENANCE.DAILY_LIMIT',
        'You can report at most 5 problems a day. You have reported 5 today; add anything more as a comment on one ' +
          "of them, or report it tomorrow. For an emergency, call the building's emergency number.",
      ),
    );
    expect(() => assertMayReport(6)).toThrow(refused('MAINTENANCE.DAILY_LIMIT'));
  });

  it('is checked before the form, since no change to the form would help', () => {
    expect(() => submitRequest('mr-6', {}, flat, resident, 5, AT)).toThrow(refused('MAINTENANCE.DAILY_LIMIT'));
    expect(submitRequest('mr-5', report, flat, resident, 4, AT).status).toBe('submitted');
  });

  it("counts the resident's own requests of the building's day, whatever the server's day", () => {
    // 17:59 UTC is 23:59 in Dhaka on 5 November; 18:00 UTC is already 6 November there.
    const lateOn5th = new Date('2026-11-05T17:59:00Z');
    const earlyOn6th = new Date('2026-11-05T18:00:00Z');
    expect(reportingDay(lateOn5th, DHAKA)).toBe('2026-11-05');
    expect(reportingDay(earlyOn6th, DHAKA)).toBe('2026-11-06');
    const requests = [
      submitted(new Date('2026-11-04T18:00:00Z')),
      submitted(lateOn5th),
      submitted(earlyOn6th),
      { ...submitted(AT), resident: { email: 'RAHIM@example.com', name: 'Rahim' } },
      { ...submitted(AT), resident: { email: stranger.email, name: stranger.name } },
    ];
    expect(countOpenedToday(requests, ' Rahim@Example.com', AT, DHAKA)).toBe(3);
    expect(countOpenedToday(requests, resident.email, earlyOn6th, DHAKA)).toBe(1);
    expect(countOpenedToday(requests, stranger.email, AT, DHAKA)).toBe(1);
    expect(countOpenedToday([], resident.email, AT, DHAKA)).toBe(0);
  });
});

type Outcome = MaintenanceStatus | `throws ${string}`;

/** The whole machine: every status and action, by an admin and by the request's own resident. */
const MACHINE: [MaintenanceStatus, MaintenanceAction, Outcome, Outcome][] = [
  // status, action, when the admin acts, when the resident acts
  ['submitted', 'start', 'in_progress', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['submitted', 'resolve', 'resolved', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['submitted', 'decline', 'declined', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['submitted', 'reopen', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.WRONG_STATUS'],
  ['submitted', 'close', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.WRONG_STATUS'],
  ['submitted', 'comment', 'submitted', 'submitted'],
  ['submitted', 'internal-note', 'submitted', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['submitted', 'assign', 'submitted', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['in_progress', 'start', 'throws MAINTENANCE.WRONG_STATUS', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['in_progress', 'resolve', 'resolved', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['in_progress', 'decline', 'declined', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['in_progress', 'reopen', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.WRONG_STATUS'],
  ['in_progress', 'close', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.WRONG_STATUS'],
  ['in_progress', 'comment', 'in_progress', 'in_progress'],
  ['in_progress', 'internal-note', 'in_progress', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['in_progress', 'assign', 'in_progress', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['resolved', 'start', 'throws MAINTENANCE.WRONG_STATUS', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['resolved', 'resolve', 'throws MAINTENANCE.WRONG_STATUS', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['resolved', 'decline', 'throws MAINTENANCE.WRONG_STATUS', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['resolved', 'reopen', 'throws MAINTENANCE.RESIDENT_ONLY', 'in_progress'],
  ['resolved', 'close', 'throws MAINTENANCE.RESIDENT_ONLY', 'closed'],
  ['resolved', 'comment', 'resolved', 'resolved'],
  ['resolved', 'internal-note', 'resolved', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['resolved', 'assign', 'throws MAINTENANCE.WRONG_STATUS', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['closed', 'start', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['closed', 'resolve', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['closed', 'decline', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['closed', 'reopen', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.FINISHED'],
  ['closed', 'close', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.FINISHED'],
  ['closed', 'comment', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.FINISHED'],
  ['closed', 'internal-note', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['closed', 'assign', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['declined', 'start', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['declined', 'resolve', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['declined', 'decline', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['declined', 'reopen', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.FINISHED'],
  ['declined', 'close', 'throws MAINTENANCE.RESIDENT_ONLY', 'throws MAINTENANCE.FINISHED'],
  ['declined', 'comment', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.FINISHED'],
  ['declined', 'internal-note', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
  ['declined', 'assign', 'throws MAINTENANCE.FINISHED', 'throws MAINTENANCE.ADMINS_ONLY'],
];

describe('the request state machine', () => {
  it('lists every status x action pair exactly once', () => {
    const pairs = MACHINE.map(([status, action]) => `${status}/${action}`);
    expect(new Set(pairs).size).toBe(STATUSES.length * ACTIONS.length);
  });

  const rows = MACHINE.flatMap(([status, action, byAdmin, byResident]) => [
    [status, action, 'admin', byAdmin] as const,
    [status, action, 'resident', byResident] as const,
  ]);
  it.each(rows)('%s + %s by the %s -> %s', (status, action, role, outcome) => {
    const request = aRequest(status);
    const by = role === 'admin' ? admin : resident;
    const now = after(4 * HOUR);
    const offered = availableActions(request, by, now).includes(action);
    if (outcome.startsWith('throws ')) {
      const code = outcome.slice('throws '.length);
      expect(() => act(request, by, action, now)).toThrow(DomainError);
      expect(() => act(request, by, action, now)).toThrow(refused(code));
      expect(refusal(request, by, action, now)?.code).toBe(code);
      expect(offered).toBe(false);
    } else {
      const next = act(request, by, action, now);
      expect(next.status).toBe(outcome);
      expect(next.history).toHaveLength(request.history.length + 1);
      expect(next.history.at(-1)).toMatchObject({ at: now, by });
      expect(offered).toBe(true);
    }
    expect(request).toEqual(aRequest(status));
  });

  it('refuses anyone but the resident and the admins, whatever the status, without saying more', () => {
    for (const status of STATUSES) {
      const request = aRequest(status);
      expect(canSee(request, stranger)).toBe(false);
      expect(availableActions(request, stranger, AT)).toEqual([]);
      for (const action of ACTIONS) {
        expect(() => act(request, stranger, action, after(4 * HOUR))).toThrow(
          refused(
            'MAINTENANCE.NOT_YOURS',
            'This request was reported by another resident; you can only see and act on your own requests.',
          ),
        );
      }
    }
  });

  it('says in plain words why a step cannot be taken', () => {
    const now = after(4 * HOUR);
    expect(() => close(aRequest('submitted'), admin, {}, now)).toThrow(
      refused(
        'MAINTENANCE.RESIDENT_ONLY',
        'Only the resident who reported the problem can close a request; admins cannot.',
      ),
    );
    expect(() => startWork(aRequest('submitted'), resident, now)).toThrow(
      refused(
        'MAINTENANCE.ADMINS_ONLY',
        "Only the building's admins and the staff member it is assigned to can start work on a request.",
      ),
    );
    expect(() => addInternalNote(aRequest('submitted'), resident, 'x', now)).toThrow(
      refused('MAINTENANCE.ADMINS_ONLY', "Only the building's admins can add internal notes."),
    );
    expect(() => addComment(aRequest('closed'), resident, 'Thanks', now)).toThrow(
      refused('MAINTENANCE.FINISHED', 'This request is closed; it can no longer change.'),
    );
    expect(() => addComment(aRequest('declined'), admin, 'Sorry', now)).toThrow(
      refused('MAINTENANCE.FINISHED', 'This request was declined; it can no longer change.'),
    );
    expect(() => close(aRequest('in_progress'), resident, {}, now)).toThrow(
      refused(
        'MAINTENANCE.WRONG_STATUS',
        'This request is still being worked on; you can close it once it is resolved.',
      ),
    );
    expect(() => reopen(aRequest('submitted'), resident, undefined, now)).toThrow(
      refused('MAINTENANCE.WRONG_STATUS', 'This request is still open; only a resolved request can be reopened.'),
    );
    expect(() => startWork(aRequest('in_progress'), admin, now)).toThrow(
      refused('MAINTENANCE.WRONG_STATUS', 'Work on this request has already started.'),
    );
    expect(() => startWork(aRequest('resolved'), admin, now)).toThrow(
      refused(
        'MAINTENANCE.WRONG_STATUS',
        'This request is already resolved; the resident can reopen it if the problem is back.',
      ),
    );
    expect(() => resolve(aRequest('resolved'), admin, now)).toThrow(
      refused('MAINTENANCE.WRONG_STATUS', 'This request is already resolved.'),
    );
    expect(() => decline(aRequest('resolved'), admin, 'No', now)).toThrow(
      refused('MAINTENANCE.WRONG_STATUS', 'This request is already resolved; it can no longer be declined.'),
    );
  });

  it('knows an admin by role and a resident by email, in any case', () => {
    const request = aRequest('resolved');
    const shouting = { ...resident, email: 'RAHIM@EXAMPLE.COM' };
    expect(close(request, shouting, {}, after(3 * HOUR)).history.at(-1)?.by.email).toBe('rahim@example.com');
    expect(availableActions(request, shouting, after(3 * HOUR))).toEqual(['reopen', 'close', 'comment']);
    expect(availableActions(request, admin, after(3 * HOUR))).toEqual(['comment', 'internal-note']);
    expect(availableActions(aRequest('submitted'), admin, AT)).toEqual([
      'start',
      'resolve',
      'decline',
      'comment',
      'internal-note',
      'assign',
    ]);
    expect(isFinished(aRequest('closed'))).toBe(true);
    expect(isFinished(aRequest('declined'))).toBe(true);
    expect(isFinished(aRequest('resolved'))).toBe(false);
  });

  it('takes part as an admin only with the admin role', () => {
    expect(participantOf({ email: ' Office@Lakeview.example', name: 'Nusrat Jahan', role: 'admin' })).toEqual(admin);
    expect(participantOf({ email: resident.email, name: resident.name, role: 'member' })).toEqual(resident);
    expect(participantOf({ email: resident.email, name: resident.name, role: 'user' }).role).toBe('resident');
  });
});

describe('declining', () => {
  it('records the trimmed reason with the step', () => {
    const declined = decline(aRequest('in_progress'), admin, '  Not the building’s to fix.  ', after(2 * HOUR));
    expect(declined.history.at(-1)).toEqual({
      at: after(2 * HOUR),
      by: admin,
      kind: 'status-changed',
      from: 'in_progress',
      to: 'declined',
      reason: 'Not the building’s to fix.',
    });
  });

  it.each([undefined, '', '   ', 'r'.repeat(501), 7])('refuses the reason %j', (reason) => {
    expect(() => decline(aRequest('submitted'), admin, reason, after(HOUR))).toThrow(
      refused('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.declineReason),
    );
  });

  it('takes a reason of 500 characters', () => {
    expect(decline(aRequest('submitted'), admin, 'r'.repeat(500), after(HOUR)).status).toBe('declined');
  });
});

describe('reopening', () => {
  const resolved = aRequest('resolved');
  const resolvedOn = after(2 * HOUR);

  it(`is possible for 7 days after the resolution, to the millisecond, and not after`, () => {
    expect(resolvedAt(resolved)).toEqual(resolvedOn);
    expect(reopenDeadline(resolved)).toEqual(after(7 * DAY, resolvedOn));
    expect(reopen(resolved, resident, undefined, after(7 * DAY, resolvedOn)).status).toBe('in_progress');
    const late = after(7 * DAY + 1, resolvedOn);
    expect(availableActions(resolved, resident, late)).toEqual(['close', 'comment']);
    expect(() => reopen(resolved, resident, 'It drips again', late)).toThrow(
      refused(
        'MAINTENANCE.REOPEN_EXPIRED',
        'A request can be reopened for 7 days after it was resolved, and that time has passed. ' +
          'If the problem is back, please report it as a new request.',
      ),
    );
    // Closing has no deadline.
    expect(close(resolved, resident, {}, after(30 * DAY)).status).toBe('closed');
  });

  it('counts the window from the last resolution', () => {
    const reopened = reopen(resolved, resident, undefined, after(6 * DAY, resolvedOn));
    expect(reopenDeadline(reopened)).toBeUndefined();
    const again = resolve(reopened, admin, after(10 * DAY));
    expect(resolvedAt(again)).toEqual(after(10 * DAY));
    expect(reopen(again, resident, undefined, after(16 * DAY)).status).toBe('in_progress');
  });

  it('keeps an optional reason, trimmed, of at most 500 characters', () => {
    const now = after(DAY);
    expect(reopen(resolved, resident, '  It drips again.  ', now).history.at(-1)).toEqual({
      at: now,
      by: resident,
      kind: 'reopened',
      reason: 'It drips again.',
    });
    expect(reopen(resolved, resident, '  ', now).history.at(-1)).not.toHaveProperty('reason');
    expect(reopen(resolved, resident, 'r'.repeat(500), now).status).toBe('in_progress');
    expect(() => reopen(resolved, resident, 'r'.repeat(501), now)).toThrow(
      refused('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.reopenReason),
    );
  });
});

describe('closing', () => {
  const resolved = aRequest('resolved');
  const now = after(DAY);

  it('keeps an optional rating and comment', () => {
    expect(close(resolved, resident, { rating: 4, comment: '  Quick and tidy.  ' }, now).history.at(-1)).toEqual({
      at: now,
      by: resident,
      kind: 'closed',
      rating: 4,
      comment: 'Quick and tidy.',
    });
    const bare = close(resolved, resident, { comment: '' }, now);
    expect(bare.history.at(-1)).toEqual({ at: now, by: resident, kind: 'closed' });
    expect(ratingOf(bare)).toBeUndefined();
  });

  it.each([1, 2, 3, 4, 5])('takes a rating of %d', (rating) => {
    expect(ratingOf(close(resolved, resident, { rating }, now))).toBe(rating);
  });

  it.each([0, 6, 2.5, -1, Number.NaN, '5', null])('refuses a rating of %j', (rating) => {
    expect(() => close(resolved, resident, { rating }, now)).toThrow(
      refused('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.rating),
    );
  });

  it('takes a comment of up to 1,000 characters', () => {
    expect(close(resolved, resident, { comment: 'c'.repeat(1000) }, now).status).toBe('closed');
    expect(() => close(resolved, resident, { comment: 'c'.repeat(1001) }, now)).toThrow(
      refused('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.closingComment),
    );
  });
});

describe('comments and internal notes', () => {
  it('lets the resident and the admins comment, and only admins write internal notes', () => {
    const request = addInternalNote(
      addComment(
        addComment(aRequest('in_progress'), resident, ' Any news? ', after(2 * HOUR)),
        admin,
        'Tomorrow 10 am',
        after(3 * HOUR),
      ),
      admin,
      'Needs a new washer; order two.',
      after(4 * HOUR),
    );
    expect(request.status).toBe('in_progress');
    expect(request.history.slice(-3)).toEqual([
      { at: after(2 * HOUR), by: resident, kind: 'comment', text: 'Any news?' },
      { at: after(3 * HOUR), by: admin, kind: 'comment', text: 'Tomorrow 10 am' },
      { at: after(4 * HOUR), by: admin, kind: 'internal-note', text: 'Needs a new washer; order two.' },
    ]);
  });

  it('refuses empty and over-long text', () => {
    const request = aRequest('submitted');
    expect(addComment(request, admin, 'c'.repeat(2000), AT).status).toBe('submitted');
    for (const text of ['', '  ', 'c'.repeat(2001), undefined]) {
      expect(() => addComment(request, resident, text, AT)).toThrow(
        refused('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.comment),
      );
      expect(() => addInternalNote(request, admin, text, AT)).toThrow(
        refused('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.internalNote),
      );
    }
  });

  it('hides internal notes from the resident, and shows everything to admins', () => {
    const request = addInternalNote(aRequest('in_progress'), admin, 'Resident was rude on the phone.', after(2 * HOUR));
    expect(visibleHistory(request, admin)).toBe(request.history);
    expect(visibleHistory(request, resident).map((entry) => entry.kind)).toEqual(['submitted', 'status-changed']);
    expect(viewFor(request, resident)).toEqual({ ...request, history: request.history.slice(0, 2) });
    expect(viewFor(request, admin)).toEqual(request);
    expect(canSee(request, resident)).toBe(true);
    expect(canSee(request, admin)).toBe(true);
    expect(() => visibleHistory(request, stranger)).toThrow(refused('MAINTENANCE.NOT_YOURS'));
    expect(() => viewFor(request, stranger)).toThrow(refused('MAINTENANCE.NOT_YOURS'));
  });
});

describe('dates in the history', () => {
  it('never go back: a step stamped before the last entry takes its time', () => {
    const started = startWork(aRequest('submitted'), admin, after(2 * HOUR));
    const commented = addComment(started, resident, 'Thanks', after(HOUR));
    expect(commented.history.at(-1)?.at).toEqual(after(2 * HOUR));
    expect(addComment(aRequest('submitted'), admin, 'Seen', after(-HOUR)).history.at(-1)?.at).toEqual(AT);
  });
});

describe('response and resolution times', () => {
  it('has none until an admin acts, or until the problem is resolved', () => {
    const request = addComment(aRequest('submitted'), resident, 'Please hurry', after(HOUR));
    expect(responseTime(request)).toBeUndefined();
    expect(resolutionTime(request)).toBeUndefined();
    expect(resolvedAt(request)).toBeUndefined();
    expect(reopenDeadline(request)).toBeUndefined();
  });

  it('counts any first admin action as the response: a comment, an internal note or a step', () => {
    expect(responseTime(addComment(aRequest('submitted'), admin, 'On it', after(20 * MINUTE)))).toBe(20 * MINUTE);
    expect(responseTime(addInternalNote(aRequest('submitted'), admin, 'Call plumber', after(5 * MINUTE)))).toBe(
      5 * MINUTE,
    );
    expect(responseTime(aRequest('declined'))).toBe(HOUR);
    expect(resolutionTime(aRequest('declined'))).toBeUndefined();
  });

  it('measures the resolution to the last one, and has none while reopened', () => {
    const resolved = aRequest('resolved');
    expect(responseTime(resolved)).toBe(HOUR);
    expect(resolutionTime(resolved)).toBe(2 * HOUR);
    expect(resolutionTime(aRequest('closed'))).toBe(2 * HOUR);
    const reopened = reopen(resolved, resident, undefined, after(DAY));
    expect(resolutionTime(reopened)).toBeUndefined();
    expect(resolutionTime(resolve(reopened, admin, after(2 * DAY)))).toBe(2 * DAY);
    expect(responseTime(resolve(reopened, admin, after(2 * DAY)))).toBe(HOUR);
  });
});

describe('monthlySummary', () => {
  const at = (iso: string) => new Date(iso);
  /** A request submitted at `opened`, resolved `hours` later, closed an hour after with `rating` when given. */
  function story(opened: string, hours?: number, rating?: number | null): MaintenanceRequest {
    let request = submitted(at(opened));
    if (hours === undefined) return request;
    request = startWork(request, admin, at(opened));
    request = resolve(request, admin, after(hours * HOUR, at(opened)));
    if (rating === undefined) return request;
    return close(request, resident, rating === null ? {} : { rating }, after((hours + 1) * HOUR, at(opened)));
  }

  it('counts each event in the month it happened in Dhaka', () => {
    const requests = [
      story('2026-10-31T20:00:00Z', 2, 5), // 1 November in Dhaka: opened, resolved and closed in November
      story('2026-10-20T10:00:00Z', 24 * 14, 3), // opened in October, resolved and rated in November
      story('2026-11-10T10:00:00Z', 4, null), // closed without a rating
      story('2026-11-11T10:00:00Z', 6), // resolved, not closed
      story('2026-11-12T10:00:00Z'), // still waiting
      story('2026-11-30T17:00:00Z', 2, 4), // resolved 30 Nov 19:00 UTC, already 1 December in Dhaka
      decline(submitted(at('2026-11-13T10:00:00Z')), admin, 'Not ours to fix', at('2026-11-13T11:00:00Z')),
    ];
    expect(monthlySummary(requests, '2026-11', DHAKA)).toEqual({
      month: '2026-11',
      opened: 6,
      resolved: 4,
      // 2, 4, 6 and 336 hours: the middle two's mean.
      medianResolutionMs: 5 * HOUR,
      rated: 2,
      averageRating: 4,
    });
    expect(monthlySummary(requests, '2026-12', DHAKA)).toEqual({
      month: '2026-12',
      opened: 0,
      resolved: 1,
      medianResolutionMs: 2 * HOUR,
      rated: 1,
      averageRating: 4,
    });
  });

  it('takes the middle one of an odd count, and leaves out what it cannot say', () => {
    const requests = [
      story('2026-11-02T10:00:00Z', 1),
      story('2026-11-03T10:00:00Z', 9),
      story('2026-11-04T10:00:00Z', 3),
    ];
    expect(monthlySummary(requests, '2026-11', DHAKA)).toEqual({
      month: '2026-11',
      opened: 3,
      resolved: 3,
      medianResolutionMs: 3 * HOUR,
      rated: 0,
    });
    expect(monthlySummary([], '2026-11', DHAKA)).toEqual({ month: '2026-11', opened: 0, resolved: 0, rated: 0 });
  });
});

describe('any sequence of actions by anyone', () => {
  const secondAdmin: Participant = { ...admin, email: 'second-admin@lakeview.example', name: 'Second Admin' };
  const actors = fc.constantFrom(admin, secondAdmin, resident, stranger);
  const step = fc.record({
    by: actors,
    action: fc.constantFrom(...ACTIONS),
    /**
     * Two steps in three are aimed: of the actions the resident or an admin may take now, the one this number picks,
     * so that sequences get past the first steps; the others are anyone trying anything.
     */
    aim: fc.oneof({ arbitrary: fc.nat(), weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 }),
    // Mostly minutes or hours apart, sometimes days (past the reopening window), sometimes a clock that lags.
    gap: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 6 * HOUR }), weight: 4 },
      { arbitrary: fc.integer({ min: 3 * DAY, max: 8 * DAY }), weight: 2 },
      { arbitrary: fc.integer({ min: -HOUR, max: 0 }), weight: 1 },
    ),
    text: fc.oneof(
      { arbitrary: fc.constant('Looked at it.'), weight: 3 },
      { arbitrary: fc.string({ maxLength: 3 }), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    rating: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant(undefined)),
  });
  type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;
  const steps = fc.array(step, { minLength: 1, maxLength: 40, size: 'max' });

  /**
   * Who does what in a step: as generated, or when aimed, the pick among what the resident or an admin would try now
   * (what is on offer, and a resident reopening too late).
   */
  function choose(request: MaintenanceRequest, s: Step, now: Date) {
    const tried = (by: Participant, action: MaintenanceAction) =>
      [undefined, 'MAINTENANCE.REOPEN_EXPIRED'].includes(refusal(request, by, action, now)?.code);
    const options = [admin, secondAdmin, resident].flatMap((by) =>
      ACTIONS.filter((action) => tried(by, action)).map((action) => ({ by, action })),
    );
    return s.aim !== undefined && options.length > 0 ? options[s.aim % options.length]! : s;
  }

  /** The status a history leads to, checking every entry is a legal step by someone allowed to take it. */
  function replay(history: readonly HistoryEntry[]): MaintenanceStatus {
    const [first, ...rest] = history;
    expect(first).toMatchObject({ kind: 'submitted', by: resident });
    const LEGAL = [
      'submitted>in_progress',
      'submitted>resolved',
      'in_progress>resolved',
      'submitted>declined',
      'in_progress>declined',
    ];
    let status: MaintenanceStatus = 'submitted';
    for (const entry of rest) {
      expect(['closed', 'declined']).not.toContain(status);
      switch (entry.kind) {
        case 'submitted':
          throw new Error('submitted twice');
        case 'status-changed':
          expect(entry.by.role).toBe('admin');
          expect(entry.from).toBe(status);
          expect(LEGAL).toContain(`${entry.from}>${entry.to}`);
          if (entry.to === 'declined') expect(entry.reason?.trim()).toBeTruthy();
          status = entry.to;
          break;
        case 'reopened':
        case 'closed':
          expect(entry.by).toEqual(resident);
          expect(status).toBe('resolved');
          status = entry.kind === 'closed' ? 'closed' : 'in_progress';
          break;
        case 'comment':
          expect([admin.email, secondAdmin.email, resident.email]).toContain(entry.by.email);
          break;
        case 'internal-note':
        case 'assigned':
          expect(entry.by.role).toBe('admin');
          break;
      }
    }
    return status;
  }

  /** Plays the plan from a fresh request, checking each step against what was on offer; the request it ends with. */
  function run(plan: readonly Step[], refusals = new Set<string>()): MaintenanceRequest {
    let request = submitted();
    let now = AT;
    for (const s of plan) {
      now = after(s.gap, now);
      const { by, action } = choose(request, s, now);
      const before = request;
      const offered = availableActions(before, by, now).includes(action);
      try {
        request = act(before, by, action, now, s.text, s.rating);
        expect(offered).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        refusals.add((error as DomainError).code);
        // A step on offer can still be refused for its text or rating, never for who or when.
        if (offered) expect((error as DomainError).code).toBe('VALIDATION.INVALID_INPUT');
        else expect((error as DomainError).code).toBe(refusal(before, by, action, now)?.code);
      }
      // Nothing moves a closed or declined request.
      if (isFinished(before)) expect(request).toBe(before);
    }
    return request;
  }

  it('keeps a legal, dated history that a resident sees without internal notes, and nothing moves a finished request', () => {
    fc.assert(
      fc.property(steps, (plan) => {
        const request = run(plan);
        expect(replay(request.history)).toBe(request.status);
        const times = request.history.map((entry) => entry.at.getTime());
        expect(times).toEqual(times.toSorted((a, b) => a - b));
        expect(times[0]).toBe(request.createdAt.getTime());
        const seen = visibleHistory(request, resident);
        expect(seen.some((entry) => entry.kind === 'internal-note')).toBe(false);
        expect(seen).toEqual(request.history.filter((entry) => entry.kind !== 'internal-note'));
        expect(canSee(request, stranger)).toBe(false);
        const response = responseTime(request);
        const resolution = resolutionTime(request);
        if (resolution !== undefined) {
          expect(response).toBeDefined();
          expect(response!).toBeLessThanOrEqual(resolution);
        }
      }),
    );
  });

  it('reaches every status, every kind of entry and every refusal, so the property above is about real paths', () => {
    const statuses = new Set<MaintenanceStatus>();
    const kinds = new Set<string>();
    const refusals = new Set<string>();
    for (const plan of fc.sample(steps, { numRuns: 200, seed: 7 })) {
      const request = run(plan, refusals);
      statuses.add(request.status);
      for (const entry of request.history) kinds.add(entry.kind === 'status-changed' ? `to ${entry.to}` : entry.kind);
    }
    expect([...statuses].sort()).toEqual([...STATUSES].sort());
    expect([...refusals].sort()).toEqual([
      'MAINTENANCE.ADMINS_ONLY',
      'MAINTENANCE.FINISHED',
      'MAINTENANCE.NOT_YOURS',
      'MAINTENANCE.REOPEN_EXPIRED',
      'MAINTENANCE.RESIDENT_ONLY',
      'MAINTENANCE.WRONG_STATUS',
      'VALIDATION.INVALID_INPUT',
    ]);
    expect([...kinds].sort()).toEqual(
      [
        'submitted',
        'to in_progress',
        'to resolved',
        'to declined',
        'comment',
        'internal-note',
        'reopened',
        'closed',
        'assigned',
      ].sort(),
    );
  });
});

describe('photos', () => {
  it('names a photo by its place, and by its file name only as plain, short text', () => {
    expect(describePhoto(2)).toBe('Photo 2');
    expect(describePhoto(1, ' \u0000"<>` ')).toBe('Photo 1');
    expect(describePhoto(1, '<img src=x onerror="alert(1)">.jpg\r\n')).toBe(
      'Photo 1 ("img src=x onerror=alert(1).jpg")',
    );
    expect(describePhoto(3, `${'a'.repeat(70)}.jpg`)).toBe(`Photo 3 ("${'a'.repeat(60)}…")`);
  });

  it("refuses a photo in words, and beside the form's photo picker", () => {
    expect(photoTooLarge('Photo 2')).toMatchObject({
      code: 'MAINTENANCE.PHOTO_TOO_LARGE',
      message: 'Each photo must be at most 5 MB; Photo 2 is larger',
      fields: { photos: 'Each photo must be at most 5 MB; Photo 2 is larger' },
    });
    expect(notAPicture('Photo 1')).toMatchObject({
      code: 'MAINTENANCE.PHOTO_INVALID',
      message: 'Photo 1: that file is not a JPEG, PNG or WebP picture',
    });
  });

  it("shows a request's photos to its resident and the admins, and only at the positions it has", () => {
    const request = { ...submitted(), photoCount: 2 };
    expect(() => assertMaySeePhoto(request, resident, 2)).not.toThrow();
    expect(() => assertMaySeePhoto(request, admin, 1)).not.toThrow();
    expect(() => assertMaySeePhoto(request, stranger, 1)).toThrow(refused('MAINTENANCE.NOT_YOURS'));
    for (const position of [0, 3, 1.5]) {
      expect(() => assertMaySeePhoto(request, resident, position)).toThrow(refused('MAINTENANCE.NOT_FOUND'));
    }
  });
});

describe('giving the work to a staff member', () => {
  const guard = { email: 'guard@lakeview.example', name: 'Jamal Mia' };
  const caretaker = { email: 'caretaker@lakeview.example', name: 'Selim Khan' };
  const asStaff = (who: { email: string; name: string }): Participant => ({ ...who, role: 'staff' });
  const now = after(4 * HOUR);

  it('records who gave it to whom, keeps the status, and lets the admin reassign and take it back', () => {
    const given = assign(aRequest('submitted'), admin, { email: ' Guard@Lakeview.example ', name: guard.name }, now);
    expect(given.status).toBe('submitted');
    expect(given.assignee).toEqual(guard);
    expect(given.history.at(-1)).toEqual({ at: now, by: admin, kind: 'assigned', assignee: guard });
    const moved = assign(given, admin, caretaker, after(HOUR, now));
    expect(moved.assignee).toEqual(caretaker);
    const back = assign(moved, admin, undefined, after(2 * HOUR, now));
    expect(back.assignee).toBeUndefined();
    expect('assignee' in back).toBe(false);
    expect(back.history.at(-1)).toEqual({ at: after(2 * HOUR, now), by: admin, kind: 'assigned' });
    expect(assign(aRequest('in_progress'), admin, guard, now).status).toBe('in_progress');
  });

  it('refuses giving it to whoever has it already, in any spelling, and taking back what nobody has', () => {
    const given = assign(aRequest('submitted'), admin, guard, now);
    expect(() => assign(given, admin, { ...guard, email: 'GUARD@lakeview.example' }, now)).toThrow(
      refused('MAINTENANCE.SAME_ASSIGNEE', 'This request is already assigned to Jamal Mia.'),
    );
    expect(() => assign(aRequest('submitted'), admin, undefined, now)).toThrow(
      refused('MAINTENANCE.SAME_ASSIGNEE', 'This request is not assigned to anyone.'),
    );
  });

  it('is for the admins, and only while there is work left', () => {
    expect(() => assign(aRequest('submitted'), resident, guard, now)).toThrow(
      refused('MAINTENANCE.ADMINS_ONLY', "Only the building's admins can give a request to a staff member."),
    );
    expect(() => assign(aRequest('resolved'), admin, guard, now)).toThrow(
      refused('MAINTENANCE.WRONG_STATUS', 'This request is already resolved; there is no work left to give.'),
    );
    expect(() => assign(aRequest('closed'), admin, guard, now)).toThrow(refused('MAINTENANCE.FINISHED'));
  });

  it('lets the staff member it is given to see it without internal notes, start, resolve and comment, and nothing else', () => {
    const noted = addInternalNote(aRequest('submitted'), admin, 'Tenant is difficult', after(HOUR));
    const given = assign(noted, admin, guard, after(2 * HOUR));
    const staff = asStaff({ ...guard, email: 'GUARD@lakeview.example' });
    expect(canSee(given, staff)).toBe(true);
    expect(visibleHistory(given, staff).map((entry) => entry.kind)).toEqual(['submitted', 'assigned']);
    expect(availableActions(given, staff, now)).toEqual(['start', 'resolve', 'comment']);
    const started = startWork(given, staff, now);
    expect(started.history.at(-1)).toMatchObject({ kind: 'status-changed', by: asStaff(guard), to: 'in_progress' });
    expect(started.assignee).toEqual(guard);
    const commented = addComment(started, staff, 'Coming at 3 pm.', after(HOUR, now));
    expect(resolve(commented, staff, after(2 * HOUR, now)).status).toBe('resolved');
    expect(() => decline(given, staff, 'No', now)).toThrow(
      refused('MAINTENANCE.ADMINS_ONLY', "Only the building's admins can decline a request."),
    );
    expect(() => close(resolve(given, staff, now), staff, {}, now)).toThrow(
      refused(
        'MAINTENANCE.RESIDENT_ONLY',
        'Only the resident who reported the problem can close a request; staff cannot.',
      ),
    );
    expect(() => assign(given, staff, caretaker, now)).toThrow(refused('MAINTENANCE.ADMINS_ONLY'));
  });

  it('shows a staff member nothing of a request not given to them: not found, in words of their own', () => {
    const notGiven = aRequest('submitted');
    const given = assign(notGiven, admin, caretaker, now);
    for (const request of [notGiven, given]) {
      expect(canSee(request, asStaff(guard))).toBe(false);
      expect(availableActions(request, asStaff(guard), now)).toEqual([]);
      expect(() => startWork(request, asStaff(guard), now)).toThrow(
        refused(
          'MAINTENANCE.NOT_ASSIGNED',
          'You have no job by that id: you can only see and work the requests assigned to you.',
        ),
      );
      expect(() => viewFor(request, asStaff(guard))).toThrow(refused('MAINTENANCE.NOT_ASSIGNED'));
      expect(() => assertMaySeePhoto(request, asStaff(guard), 1)).toThrow(refused('MAINTENANCE.NOT_ASSIGNED'));
    }
    // Taken back, it is no longer theirs.
    expect(canSee(assign(given, admin, undefined, now), asStaff(caretaker))).toBe(false);
  });

  it('takes part as staff only on the staff routes: elsewhere a staff account is a resident like anyone', () => {
    expect(staffParticipant({ email: ' Guard@Lakeview.example', name: guard.name })).toEqual(asStaff(guard));
    expect(participantOf({ ...guard, role: 'staff' }).role).toBe('resident');
  });
});
