/**
 * The audit log of every admin action. The UI imports this file as `@contract/audit`, so both ends read one
 * definition.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../domain/areas.ts';
import { optionalQueryInt } from '../shared/contract.ts';

/** A page of the audit log, optionally one action only (the actions the domain names). */
export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  page: optionalQueryInt('page', 1, 100_000),
});

/** A recorded value: what the entry kept of the subject before or after. */
const recordedValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const auditEntrySchema = z.strictObject({
  _id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.string(),
  /** What people call the subject, when the entry recorded it. */
  label: z.string().nullable(),
  before: recordedValues,
  after: recordedValues,
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.strictObject({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditLogDto = z.infer<typeof auditLogSchema>;
