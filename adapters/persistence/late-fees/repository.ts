import type { SavedLateFeeRule } from '../../../domain/late-fees/late-fee.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { LateFeeRules } from '../../../application/late-fees/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { LateFeeRuleRow } from './entity.ts';

const toDomain = (row: LateFeeRuleRow): SavedLateFeeRule => ({
  enabled: Boolean(row.enabled),
  graceDays: row.graceDays,
  fee:
    row.basis === 'percent'
      ? { basis: 'percent', hundredths: Number(row.percentHundredths) }
      : { basis: 'fixed', amount: poisha(Number(row.amountMinor)) },
  cap: row.capMinor === null || row.capMinor === undefined ? null : poisha(Number(row.capMinor)),
  since: row.since ?? null,
  version: row.version,
});

const toColumns = (rule: SavedLateFeeRule) => ({
  enabled: rule.enabled,
  graceDays: rule.graceDays,
  basis: rule.fee.basis,
  amountMinor: rule.fee.basis === 'fixed' ? rule.fee.amount : null,
  percentHundredths: rule.fee.basis === 'percent' ? rule.fee.hundredths : null,
  capMinor: rule.cap,
  since: rule.since,
  version: rule.version,
});

/**
 * No row until the first save, then row 1. The first save is an insert that a row already there turns into nothing
 * (two first saves: one inserts); every later save is an update on the version read.
 */
export class MikroOrmLateFeeRules implements LateFeeRules {
  constructor(private readonly db: Db) {}

  get(): Promise<SavedLateFeeRule | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(LateFeeRuleRow, { id: 1 }, READ);
      return row ? toDomain(row) : undefined;
    });
  }

  save(next: SavedLateFeeRule, fromVersion: number): Promise<boolean> {
    const values = toColumns(next);
    return this.db.write(async (em) => {
      if (fromVersion !== 0)
        return (await em.nativeUpdate(LateFeeRuleRow, { id: 1, version: fromVersion }, values)) === 1;
      const result = await em
        .createQueryBuilder(LateFeeRuleRow)
        .insert({ id: 1, ...values })
        .onConflict('id')
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
  }
}
