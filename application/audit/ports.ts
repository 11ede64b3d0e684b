import type { AuditAction, AuditEntry } from '../../domain/audit/audit.ts';
import type { Page, PageRequest } from '../../domain/shared/paging.ts';

/** Append-only: nothing updates or deletes an entry. */
export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(filter: { action?: AuditAction }, page: PageRequest): Promise<Page<AuditEntry>>;
}
