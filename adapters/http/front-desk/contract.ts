/**
 * The front desk: the admin's staff list, residents' visitor passes, the gate (today's visitors, arrivals, departures,
 * walk-ins) and the visitor log. The UI imports this file as `@contract/front-desk`, so both ends read one definition.
 */
import { z } from 'zod';
import { STAFF_JOBS, STAFF_RULES } from '../../../domain/front-desk/staff.ts';
import { VISIT_KINDS, VISIT_STATUSES, VISITOR_RULES } from '../../../domain/front-desk/visitors.ts';
import { jsonNumber, queryText, text } from '../shared/contract.ts';

/** Text as typed, bounded loosely here: the domain tidies it and holds it to its rule. */
const typed = (rule: string, max: number) => z.string({ error: rule }).max(max, rule);

export const staffBody = z.object({
  email: typed(STAFF_RULES.email, 254),
  name: typed(STAFF_RULES.name, 240),
  job: typed(STAFF_RULES.job, 40),
});
export const staffEmailParam = z.object({ email: text('email', 254) });

export const staffMemberSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  job: z.enum(STAFF_JOBS),
  addedAt: z.string(),
});
export type StaffMemberDto = z.infer<typeof staffMemberSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const passBody = z.object({
  visitorName: typed(VISITOR_RULES.visitorName, 240),
  phone: typed(VISITOR_RULES.phone, 40),
  date: z.string({ error: VISITOR_RULES.date }).regex(DAY, VISITOR_RULES.date),
  note: typed(VISITOR_RULES.note, 800).optional(),
});

export const walkInBody = z.object({
  apartmentId: z.string({ error: VISITOR_RULES.apartmentId }).min(1, VISITOR_RULES.apartmentId).max(100),
  visitorName: typed(VISITOR_RULES.visitorName, 240),
  phone: typed(VISITOR_RULES.phone, 40),
  note: typed(VISITOR_RULES.note, 800).optional(),
});

export const visitParam = z.object({ id: text('id', 100) });
export const codeParam = z.object({ code: text('code', 20) });

export const deskQuery = z.object({
  q: queryText('q', z.string().max(80, 'q must be at most 80 characters')).optional(),
});

const optionalDay = (field: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    queryText(field, z.string().regex(DAY, `${field} must be a day, like 2026-11-05`)).optional(),
  );

export const logQuery = z.object({
  from: optionalDay('from'),
  to: optionalDay('to'),
  flat: z.preprocess(
    (v) => (v === '' ? undefined : v),
    queryText('flat', z.string().max(20, 'flat must be at most 20 characters')).optional(),
  ),
});

/** A visit as residents and the desk see it: the visitor, the flat, the day and what became of it. */
export const visitSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(VISIT_KINDS),
  /** A pass's code; null for a walk-in. */
  code: z.string().nullable(),
  flat: z.string(),
  visitorName: z.string(),
  phone: z.string(),
  date: z.string(),
  note: z.string(),
  status: z.enum(VISIT_STATUSES),
  createdAt: z.string(),
  arrivedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
});
export type VisitDto = z.infer<typeof visitSchema>;

/** A flat the desk may log a walk-in for, with the name of the resident living there now. */
export const deskFlatSchema = z.strictObject({
  apartmentId: z.string(),
  flat: z.string(),
  block: z.string(),
  floor: z.number(),
  residentName: z.string().nullable(),
});
export type DeskFlatDto = z.infer<typeof deskFlatSchema>;

export const visitorSettingsSchema = z.strictObject({ retentionDays: z.number(), version: z.number() });
export type VisitorSettingsDto = z.infer<typeof visitorSettingsSchema>;

export const visitorSettingsBody = z.object({
  retentionDays: jsonNumber('retentionDays'),
  version: jsonNumber('version').int().min(0),
});
