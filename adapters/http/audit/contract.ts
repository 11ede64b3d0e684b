/**
 * The audit log of every admin action. The UI imports this file as `@contract/audit`, so both ends read one
 * definition.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from '../../../domain/audit/audit.ts';
import { optionalQueryInt } from '../shared/contract.ts';

/** A page of the audit log, optionally one action only (the actions the domain names). */
export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  page: optionalQueryInt('page', 1, 100_000),
});

export interface AuditEntryDto {
  _id: string;
  at: string;
  actor: string;
  action: AuditAction;
  subject: string;
  /** What people call the subject, when the entry recorded it. */
  label: string | null;
  before: Record<string, string | number | boolean | null> | null;
  after: Record<string, string | number | boolean | null> | null;
}

export interface AuditLogDto {
  entries: AuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}
