import type { AuditEntry } from '../../../domain/audit/audit.ts';
import type { AuditLogDto } from './contract.ts';

export const auditLogDto = (
  items: readonly AuditEntry[],
  total: number,
  page: number,
  pageSize: number,
): AuditLogDto => ({
  entries: items.map((e) => ({
    _id: e.id,
    at: e.at.toISOString(),
    actor: e.actor,
    action: e.action,
    subject: e.subject,
    label: e.label ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
  })),
  total,
  page,
  pageSize,
});
