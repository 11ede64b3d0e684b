import type { AuditEntry, AuditValues } from '../../domain/audit/audit.ts';
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

  record(entry: AuditRecord): Promise<void> {
    return this.log.append({ ...entry, id: this.ids.next(), at: entry.at ?? this.clock.now() });
  }
}
