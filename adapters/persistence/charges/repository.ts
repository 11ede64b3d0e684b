import type { AddedKind, RecurringCharge } from '../../../domain/charges/charges.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { RecurringCharges } from '../../../application/charges/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { RecurringChargeRow } from './entity.ts';

const toDomain = (r: RecurringChargeRow): RecurringCharge => ({
  id: r.id,
  name: r.name,
  kind: r.kind as AddedKind,
  amount: poisha(Number(r.amountMinor)),
  fromMonth: r.fromMonth,
  ...(r.untilMonth ? { untilMonth: r.untilMonth } : {}),
  leaseIds: r.leaseIds ? (JSON.parse(r.leaseIds) as string[]) : 'all',
  by: r.byWhom,
  at: new Date(r.at),
  version: Number(r.version),
});

/** Oldest added first; charges added in the same instant by id, so every store lists them alike. */
const ADDED_ORDER = { at: 'asc', id: 'asc' } as const;

/** An end is one update conditional on the version read, so of two admins ending a charge at once one wins. */
export class MikroOrmRecurringCharges implements RecurringCharges {
  constructor(private readonly db: Db) {}

  list(): Promise<RecurringCharge[]> {
    return this.db.run(async (em) =>
      (await em.find(RecurringChargeRow, {}, { ...READ, orderBy: ADDED_ORDER })).map(toDomain),
    );
  }

  byId(id: string): Promise<RecurringCharge | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(RecurringChargeRow, { id }, READ);
      return row ? toDomain(row) : undefined;
    });
  }

  async add(c: RecurringCharge): Promise<void> {
    await this.db.write((em) =>
      em.insert(RecurringChargeRow, {
        id: c.id,
        name: c.name,
        kind: c.kind,
        amountMinor: c.amount,
        fromMonth: c.fromMonth,
        untilMonth: c.untilMonth ?? null,
        leaseIds: c.leaseIds === 'all' ? null : JSON.stringify(c.leaseIds),
        byWhom: c.by,
        at: c.at,
        version: c.version,
      }),
    );
  }

  async end(c: RecurringCharge, fromVersion: number): Promise<void> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(
        RecurringChargeRow,
        { id: c.id, version: fromVersion },
        { untilMonth: c.untilMonth ?? null, version: c.version },
      ),
    );
    if (updated === 1) return;
    const exists = await this.byId(c.id);
    throw exists
      ? new DomainError(
          'CHARGE.RECURRING_CHANGED',
          'This recurring charge was changed meanwhile, perhaps by another admin',
        )
      : new DomainError('CHARGE.RECURRING_NOT_FOUND', 'There is no such recurring charge');
  }
}
