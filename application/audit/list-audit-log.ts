import type { AuditAction, AuditEntry } from '../../domain/audit/audit.ts';
import type { Page } from '../../domain/shared/paging.ts';
import type { AuditLog } from './ports.ts';

export const AUDIT_PAGE_SIZE = 20;

export class ListAuditLog {
  constructor(private readonly audit: AuditLog) {}

  execute({ action, page = 1 }: { action?: AuditAction; page?: number }): Promise<Page<AuditEntry>> {
    return this.audit.list(action ? { action } : {}, { page, limit: AUDIT_PAGE_SIZE });
  }
}
