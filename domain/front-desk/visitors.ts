import { bangladeshiMobile } from '../agreements/tenant-details.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * A visit to a flat: a pass a resident registers ahead (with a code the guard asks for), or a walk-in the guard
 * logs at the gate. A visit goes expected -> arrived -> left, or a pass is cancelled before it is used.
 */
export const VISIT_STATUSES = ['expected', 'arrived', 'left', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_KINDS = ['pass', 'walk-in'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export interface Visit {
  readonly id: string;
  readonly kind: VisitKind;
  /** A pass's code, unique among that day's expected passes; a walk-in has none. */
  readonly code: string | null;
  readonly apartmentId: string;
  /** The flat as the building writes it ("B401"), kept so the log reads once the lease is gone. */
  readonly flat: string;
  /** The resident it is for (normalised email); none when the flat had no resident at a walk-in. */
  readonly hostEmail: string | null;
  readonly visitorName: string;
  /** Digits only, "01712345678". */
  readonly phone: string;
  /** The day of the visit in the building's calendar, "YYYY-MM-DD". */
  readonly date: string;
  readonly note: string;
  readonly status: VisitStatus;
  /** Who wrote it: the resident's or the guard's email. */
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly arrivedAt: Date | null;
  readonly leftAt: Date | null;
}

export type VisitField = 'visitorName' | 'phone' | 'date' | 'note' | 'apartmentId' | 'code' | 'retentionDays';

/** Each rule in words a person reads, named by the field it is about. */
export const VISITOR_RULES: Readonly<Record<VisitField, string>> = {
  visitorName: "Enter the visitor's name, 2 to 60 characters",
  phone: 'Enter a Bangladeshi mobile number, like 01712345678',
  date: 'Choose today or a day within the next 30 days',
  note: 'Keep the note to 200 characters',
  apartmentId: 'Choose a flat of the building',
  code: 'Enter the 6-character pass code',
  retentionDays: 'Keep visitor records for 1 to 3,650 days',
};

/** Letters and digits nobody mistakes for another: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const PASS_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PASS_CODE_LENGTH = 6;
/** How far ahead a resident may register a visitor. */
export const MAX_DAYS_AHEAD = 30;
/** How long the building keeps the visitor log unless an admin says otherwise. */
export const DEFAULT_RETENTION_DAYS = 90;
export const MAX_RETENTION_DAYS = 3650;

/** A code as a guard might type it ("ac d-e f 3"), in the form passes are stored: upper case, nothing between. */
export const normalizeCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

export const isPassCode = (code: string): boolean =>
  code.length === PASS_CODE_LENGTH && [...code].every((c) => PASS_CODE_ALPHABET.includes(c));

/** The day `days` after `day` (before, when negative), both "YYYY-MM-DD". */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a day of the calendar, "YYYY-MM-DD" ("2026-02-30" and "2026-13-01" are not). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}
const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface VisitorInput {
  readonly visitorName: string;
  readonly phone: string;
  readonly note?: string;
}

function checked(input: VisitorInput, problems: Partial<Record<VisitField, string>>) {
  const visitorName = tidy(input.visitorName);
  const note = (input.note ?? '').trim();
  const phone = bangladeshiMobile(input.phone);
  if (visitorName.length < 2 || visitorName.length > 60) problems.visitorName = VISITOR_RULES.visitorName;
  if (note.length > 200) problems.note = VISITOR_RULES.note;
  if (phone === undefined) problems.phone = VISITOR_RULES.phone;
  if (Object.keys(problems).length > 0) {
    throw new DomainError('VALIDATION.INVALID_INPUT', Object.values(problems).join('. '), problems);
  }
  return { visitorName, note, phone: phone! };
}

/** A resident's pass for a visitor on `date`, today or up to MAX_DAYS_AHEAD days ahead in the building's calendar. */
export function newPass(
  input: VisitorInput & {
    readonly id: string;
    readonly code: string;
    readonly date: string;
    readonly apartmentId: string;
    readonly flat: string;
    readonly hostEmail: string;
    readonly createdAt: Date;
  },
  today: string,
): Visit {
  const problems: Partial<Record<VisitField, string>> = {};
  if (!isDay(input.date) || input.date < today || input.date > addDays(today, MAX_DAYS_AHEAD)) {
    problems.date = VISITOR_RULES.date;
  }
  const visitor = checked(input, problems);
  return {
    id: input.id,
    kind: 'pass',
    code: input.code,
    apartmentId: input.apartmentId,
    flat: input.flat,
    hostEmail: input.hostEmail,
    ...visitor,
    date: input.date,
    status: 'expected',
    createdBy: input.hostEmail,
    createdAt: input.createdAt,
    arrivedAt: null,
    leftAt: null,
  };
}

/** A visitor the guard lets in without a pass: arrived now, today, at the flat named. */
export function newWalkIn(
  input: VisitorInput & {
    readonly id: string;
    readonly apartmentId: string;
    readonly flat: string;
    readonly hostEmail: string | null;
    readonly by: string;
    readonly at: Date;
  },
  today: string,
): Visit {
  const visitor = checked(input, {});
  return {
    id: input.id,
    kind: 'walk-in',
    code: null,
    apartmentId: input.apartmentId,
    flat: input.flat,
    hostEmail: input.hostEmail,
    ...visitor,
    date: today,
    status: 'arrived',
    createdBy: input.by,
    createdAt: input.at,
    arrivedAt: input.at,
    leftAt: null,
  };
}

const refuse = (code: 'VISITOR.EXPIRED' | 'VISITOR.NOT_TODAY' | 'VISITOR.ALREADY_USED' | 'VISITOR.CANCELLED') => {
  const words = {
    'VISITOR.EXPIRED': 'This pass was for an earlier day and has expired',
    'VISITOR.NOT_TODAY': 'This pass is for a later day',
    'VISITOR.ALREADY_USED': 'This pass has already been used',
    'VISITOR.CANCELLED': 'This pass was cancelled by the resident',
  } as const;
  return new DomainError(code, words[code]);
};

/** The visitor at the gate: only an expected pass for today lets them in. */
export function arrive(visit: Visit, today: string, at: Date): Visit {
  if (visit.status === 'cancelled') throw refuse('VISITOR.CANCELLED');
  if (visit.status !== 'expected') throw refuse('VISITOR.ALREADY_USED');
  if (visit.date < today) throw refuse('VISITOR.EXPIRED');
  if (visit.date > today) throw refuse('VISITOR.NOT_TODAY');
  return { ...visit, status: 'arrived', arrivedAt: at };
}

/** The visitor leaves: only one who arrived. */
export function leave(visit: Visit, at: Date): Visit {
  if (visit.status !== 'arrived') {
    throw new DomainError(
      'VISITOR.NOT_INSIDE',
      visit.status === 'left' ? 'This visitor has already left' : 'This visitor has not arrived',
    );
  }
  return { ...visit, status: 'left', leftAt: at };
}

/** A resident takes back a pass of their own that has not been used. */
export function cancel(visit: Visit, email: string): Visit {
  if (visit.kind !== 'pass' || visit.hostEmail !== email) {
    throw new DomainError('VISITOR.NOT_FOUND', 'There is no such visitor pass');
  }
  if (visit.status !== 'expected') throw refuse('VISITOR.ALREADY_USED');
  return { ...visit, status: 'cancelled' };
}

/** The first day whose visits are kept: visits on days before it are deleted. */
export const keptFrom = (today: string, retentionDays: number): string => addDays(today, -retentionDays);

export function checkRetentionDays(days: number): number {
  if (!Number.isInteger(days) || days < 1 || days > MAX_RETENTION_DAYS) {
    throw new DomainError('VALIDATION.INVALID_INPUT', VISITOR_RULES.retentionDays, {
      retentionDays: VISITOR_RULES.retentionDays,
    });
  }
  return days;
}

/** Whether a visit matches what a guard typed: its code, or part of its visitor's name, phone or flat. */
export function matches(visit: Pick<Visit, 'code' | 'visitorName' | 'flat' | 'phone'>, query: string): boolean {
  const q = tidy(query).toLowerCase();
  if (q === '') return true;
  if (visit.code !== null && visit.code === normalizeCode(query)) return true;
  return (
    visit.visitorName.toLowerCase().includes(q) ||
    visit.flat.toLowerCase().includes(q) ||
    (q.replace(/\D/g, '').length >= 4 && visit.phone.includes(q.replace(/\D/g, '')))
  );
}

/** The log's order: latest day first, then the latest written first. */
export const byLatest = (a: Visit, b: Visit): number =>
  b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id);
