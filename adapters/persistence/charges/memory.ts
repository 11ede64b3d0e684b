import type { RecurringCharge } from '../../../domain/charges/charges.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import type { RecurringCharges } from '../../../application/charges/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

/** Oldest added first; charges added in the same instant by id, as the SQL stores order them. */
const addedOrder = (a: RecurringCharge, b: RecurringCharge) =>
  a.at.getTime() - b.at.getTime() || compareText(a.id, b.id);

export class MemoryRecurringCharges implements RecurringCharges {
  constructor(private readonly t: MemoryTables) {}

  async list() {
    return [...this.t.recurringCharges.values()].sort(addedOrder);
  }

  async byId(id: string) {
    return this.t.recurringCharges.get(id);
  }

  async add(charge: RecurringCharge) {
    // An id taken is a broken id generator, as the primary key would say on SQL.
    if (this.t.recurringCharges.has(charge.id)) throw new Error(`Recurring charge ${charge.id} exists already`);
    this.t.recurringCharges.set(charge.id, charge);
  }

  async end(charge: RecurringCharge, fromVersion: number) {
    // The check and the write with no await between them, so of two ends one wins.
    const stored = this.t.recurringCharges.get(charge.id);
    if (!stored) throw new DomainError('CHARGE.RECURRING_NOT_FOUND', 'There is no such recurring charge');
    if (stored.version !== fromVersion)
      throw new DomainError(
        'CHARGE.RECURRING_CHANGED',
        'This recurring charge was changed meanwhile, perhaps by another admin',
      );
    const { untilMonth, version } = charge;
    this.t.recurringCharges.set(charge.id, { ...stored, version, ...(untilMonth !== undefined ? { untilMonth } : {}) });
  }
}
