/**
 * Maintenance requests: the resident's report (with photos), comments, the admin's board and the monthly summary.
 * The UI imports this file as `@contract/maintenance`, so both ends read one definition.
 */
import { z } from 'zod';
import { ACTIONS, type MaintenanceAction } from '../../../domain/maintenance/lifecycle.ts';
import {
  CATEGORIES,
  STATUSES,
  type Category,
  type HistoryKind,
  type MaintenanceStatus,
} from '../../../domain/maintenance/request.ts';
import {
  CLOSING_COMMENT_MAX,
  COMMENT_MAX,
  DESCRIPTION_MAX as REQUEST_DESCRIPTION_MAX,
  ENTRY_NOTES_MAX,
  MAINTENANCE_RULES,
  PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  REASON_MAX,
  TITLE_MAX as REQUEST_TITLE_MAX,
} from '../../../domain/maintenance/fields.ts';
import { text, formText, queryText, monthKeyField, yesNo } from '../shared/contract.ts';

/**
 * POST /api/maintenance: what the resident reports. Where is "flat" (always the caller's own, found from their lease)
 * or "common-area"; the flat itself is never sent.
 */
export const maintenanceReportBody = z.object({
  where: z.enum(['flat', 'common-area'], {
    error: 'Say where the problem is: "flat" (your own flat) or "common-area"',
  }),
  category: z.enum(CATEGORIES, { error: MAINTENANCE_RULES.category }),
  title: formText(MAINTENANCE_RULES.title, REQUEST_TITLE_MAX),
  description: formText(MAINTENANCE_RULES.description, REQUEST_DESCRIPTION_MAX),
  emergency: yesNo('emergency').optional(),
  entryAllowed: yesNo('entryAllowed').optional(),
  entryNotes: z
    .string({ error: MAINTENANCE_RULES.entryNotes })
    .max(ENTRY_NOTES_MAX, MAINTENANCE_RULES.entryNotes)
    .optional(),
});

/**
 * POST /api/maintenance as multipart/form-data, to send photos with the report: the report (the JSON object above) is
 * the text part `report`, and each photo a file part `photos`, at most PHOTO_LIMIT of them, each a JPEG, PNG or WebP
 * picture of at most PHOTO_MAX_BYTES (judged by its content, not its name or type).
 */
export const MAINTENANCE_REPORT_PART = 'report';

export const MAINTENANCE_PHOTOS_PART = 'photos';

export { PHOTO_LIMIT as MAINTENANCE_PHOTO_LIMIT, PHOTO_MAX_BYTES as MAINTENANCE_PHOTO_MAX_BYTES };

/** GET /api/maintenance/:id/photos/:position: a position in digits; one the request has no photo at is not found. */
export const maintenancePhotoParams = z.object({
  id: text('id', 64),
  position: z
    .string({ error: 'position must be given, as a number' })
    .regex(/^[1-9]\d{0,2}$/, 'position must be a whole number written in digits only, like 1')
    .transform(Number),
});

/** POST /api/maintenance/:id/comments: a comment the resident and the admins see. */
export const maintenanceCommentBody = z.object({ text: formText(MAINTENANCE_RULES.comment, COMMENT_MAX) });

/** POST /api/admin/maintenance/:id/comments: a comment, or with internal: true a note only admins see. */
export const maintenanceAdminCommentBody = z.object({
  text: formText(MAINTENANCE_RULES.comment, COMMENT_MAX),
  internal: yesNo('internal'),
});

/** POST /api/admin/maintenance/:id/status: start work, mark resolved, or decline (with a reason). */
export const maintenanceStatusBody = z.object({
  action: z.enum(['start', 'resolve', 'decline'], { error: 'action must be "start", "resolve" or "decline"' }),
  reason: z
    .string({ error: MAINTENANCE_RULES.declineReason })
    .max(REASON_MAX, MAINTENANCE_RULES.declineReason)
    .optional(),
});

/** POST /api/maintenance/:id/reopen: the problem is back; the reason is optional. */
export const maintenanceReopenBody = z.object({
  reason: z
    .string({ error: MAINTENANCE_RULES.reopenReason })
    .max(REASON_MAX, MAINTENANCE_RULES.reopenReason)
    .optional(),
});

/** POST /api/maintenance/:id/close: the resident confirms the fix, perhaps with 1 to 5 stars and a comment. */
export const maintenanceCloseBody = z.object({
  rating: z
    .number({ error: MAINTENANCE_RULES.rating })
    .int(MAINTENANCE_RULES.rating)
    .min(1, MAINTENANCE_RULES.rating)
    .max(5, MAINTENANCE_RULES.rating)
    .optional(),
  comment: z
    .string({ error: MAINTENANCE_RULES.closingComment })
    .max(CLOSING_COMMENT_MAX, MAINTENANCE_RULES.closingComment)
    .optional(),
});

/** GET /api/admin/maintenance: the board, optionally one status, category or flat only. */
export const maintenanceBoardQuery = z.object({
  status: queryText('status', z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` })).optional(),
  category: queryText(
    'category',
    z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` }),
  ).optional(),
  apartmentId: queryText('apartmentId', z.string().min(1, 'apartmentId is required').max(64)).optional(),
});

/** GET /api/admin/maintenance/summary: one month, this month of the building's calendar when not given. */
export const maintenanceSummaryQuery = z.object({ month: queryText('month', monthKeyField('month')).optional() });

export type { Category as MaintenanceCategory, MaintenanceAction, MaintenanceStatus };

/** One thing that happened to a request; people are named, never their emails. */
/** Every kind of history entry, each once (the compiler holds it to the domain's kinds). */
const HISTORY_KINDS: Record<HistoryKind, true> = {
  submitted: true,
  'status-changed': true,
  comment: true,
  'internal-note': true,
  reopened: true,
  closed: true,
  assigned: true,
};

export const maintenanceEntrySchema = z.strictObject({
  at: z.string(),
  kind: z.enum(Object.keys(HISTORY_KINDS) as [HistoryKind, ...HistoryKind[]]),
  by: z.strictObject({ name: z.string(), role: z.enum(['resident', 'admin', 'staff']) }),
  /** An assignment: the staff member given the work; absent when it was taken back. */
  assignee: z.strictObject({ name: z.string() }).optional(),
  /** A status change. */
  from: z.enum(STATUSES).optional(),
  to: z.enum(STATUSES).optional(),
  /** A decline's reason, or a reopening's. */
  reason: z.string().optional(),
  /** A comment's or an internal note's words. */
  text: z.string().optional(),
  /** Closing: the stars given and the closing comment. */
  rating: z.number().optional(),
  comment: z.string().optional(),
});
export type MaintenanceEntryDto = z.infer<typeof maintenanceEntrySchema>;

export const maintenanceRequestSchema = z.strictObject({
  _id: z.string(),
  category: z.enum(CATEGORIES),
  title: z.string(),
  description: z.string(),
  emergency: z.boolean(),
  place: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('flat'), apartmentId: z.string(), label: z.string() }),
    z.strictObject({ kind: z.literal('common-area') }),
  ]),
  /** Whether staff may enter the flat when nobody is home; null for a common area. */
  entry: z.strictObject({ allowed: z.boolean(), notes: z.string().nullable() }).nullable(),
  resident: z.strictObject({ email: z.string(), name: z.string() }),
  createdAt: z.string(),
  status: z.enum(STATUSES),
  /** Oldest first; a resident's never holds an internal note. */
  history: z.array(maintenanceEntrySchema),
  /** What the caller may do to it now, for a screen to offer. */
  actions: z.array(z.enum(ACTIONS)),
  /** A resolved request: until when the resident may reopen it. */
  reopenUntil: z.string().nullable(),
  /**
   * The photos sent with the report, by position; each URL answers the re-encoded picture (image/webp) to the same
   * callers as the request, with the Bearer token like every other route.
   */
  photos: z.array(z.strictObject({ position: z.number(), url: z.string() })),
  /** The staff member working on it; null while nobody is. Only an admin is shown their email. */
  assignee: z.strictObject({ name: z.string(), email: z.string().optional() }).nullable(),
});
export type MaintenanceRequestDto = z.infer<typeof maintenanceRequestSchema>;

/** POST /api/admin/maintenance/:id/assignment: a staff member's email, or null to take the work back. */
export const maintenanceAssignmentBody = z.object({
  staffEmail: z
    .string({ error: "staffEmail must be a staff member's email, or null" })
    .min(1, "staffEmail must be a staff member's email, or null")
    .max(254, "staffEmail must be a staff member's email, or null")
    .nullable(),
  /** How many history entries the request had when the admin chose: a change made since is refused. */
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1'),
});

/** POST /api/staff/jobs/:id/status: the staff member starts work or marks it resolved. */
export const staffJobStatusBody = z.object({
  action: z.enum(['start', 'resolve'], { error: 'action must be "start" or "resolve"' }),
});

/**
 * A job as the staff member it is assigned to sees it: the problem, where, whether they may enter, the resident's
 * name only, and the history without internal notes.
 */
export const staffJobSchema = z.strictObject({
  ...maintenanceRequestSchema.omit({ resident: true, reopenUntil: true }).shape,
  resident: z.strictObject({ name: z.string() }),
});
export type StaffJobDto = z.infer<typeof staffJobSchema>;

/** The answer to a report: the request, and for an emergency the number to call now. */
export const maintenanceReportSchema = z.strictObject({
  ...maintenanceRequestSchema.shape,
  emergencyPhone: z.string().nullable(),
});
export type MaintenanceReportDto = z.infer<typeof maintenanceReportSchema>;

export const maintenanceSummarySchema = z.strictObject({
  month: z.string(),
  opened: z.number(),
  resolved: z.number(),
  /** Milliseconds; null when nothing was resolved in the month. */
  medianResolutionMs: z.number().nullable(),
  rated: z.number(),
  averageRating: z.number().nullable(),
});
export type MaintenanceSummaryDto = z.infer<typeof maintenanceSummarySchema>;
