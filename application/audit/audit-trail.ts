import { unlistedAuditFields, type AuditEntry, type AuditValues } from '../../domain/audit/audit.ts';
import type { AuditLog } from './ports.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';

/**
 * What an admin use case records: who did what to which subject (with what people call it), what changed, and when
 * if not now.
 */
export type AuditRecord = Omit<AuditEntry, 'id' | 'at' | 'label' | 'before' | 'after'> & {
  readonly label: string;
  readonly at?: Date;
  readonly before?: AuditValues;
  readonly after?: AuditValues;
};

/** The audit log as admin use cases write it: each entry gets a fresh id and the time it was recorded. */
export class AuditTrail {
  constructor(
    private readonly log: AuditLog,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Refuses (a programming error) a record naming a field the audit log has no words for. */
  async record(entry: AuditRecord): Promise<void> {
    const unlisted = [...unlistedAuditFields(entry.before), ...unlistedAuditFields(entry.after)];
    if (unlisted.length > 0) throw new Error(`The audit log has no words for: ${unlisted.join(', ')}`);
    await this.log.append({ ...entry, id: this.ids.next(), at: entry.at ?? this.clock.now() });
  }
}
