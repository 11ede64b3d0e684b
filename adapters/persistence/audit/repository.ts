import type { AuditAction, AuditEntry } from '../../../domain/audit/audit.ts';
import { offsetOf, type Page, type PageRequest } from '../../../domain/shared/paging.ts';
import type { AuditLog } from '../../../application/audit/ports.ts';
import type { Db } from '../mikro-orm/db.ts';
import { AuditRow } from './entity.ts';

/** Append-only: this adapter has no update or delete, and nothing else writes the table. */
export class MikroOrmAuditLog implements AuditLog {
  constructor(private readonly db: Db) {}

  async append(entry: AuditEntry): Promise<void> {
    await this.db.write((em) =>
      em.insert(AuditRow, {
        id: entry.id,
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject,
        label: entry.label ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      }),
    );
  }

  list(filter: { action?: AuditAction }, page: PageRequest): Promise<Page<AuditEntry>> {
    return this.db.run(async (em) => {
      const where = filter.action ? { action: filter.action } : {};
      const [rows, total] = await em.findAndCount(AuditRow, where, {
        disableIdentityMap: true,
        orderBy: { at: 'desc', id: 'desc' },
        limit: page.limit,
        offset: offsetOf(page),
      });
      return { items: rows.map(toEntry), total };
    });
  }
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: new Date(r.at),
  actor: r.actor,
  action: r.action as AuditAction,
  subject: r.subject,
  ...(r.label ? { label: r.label } : {}),
  ...(r.before ? { before: r.before } : {}),
  ...(r.after ? { after: r.after } : {}),
});
