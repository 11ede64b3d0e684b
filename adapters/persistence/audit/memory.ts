import type { AuditAction, AuditEntry } from '../../../domain/audit/audit.ts';
import { offsetOf, type Page, type PageRequest } from '../../../domain/shared/paging.ts';
import type { AuditLog } from '../../../application/audit/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryAuditLog implements AuditLog {
  constructor(private readonly t: MemoryTables) {}

  async append(entry: AuditEntry) {
    this.t.audit.set(entry.id, entry);
  }

  async list(filter: { action?: AuditAction }, page: PageRequest): Promise<Page<AuditEntry>> {
    const matching = [...this.t.audit.values()]
      .filter((e) => !filter.action || e.action === filter.action)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const start = offsetOf(page);
    return { items: matching.slice(start, start + page.limit), total: matching.length };
  }
}
