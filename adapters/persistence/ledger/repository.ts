import type { LedgerCredit, LedgerEntry } from '../../../domain/ledger/ledger.ts';
import type { LedgerEntries } from '../../../application/ledger/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { LedgerEntryRow } from './entity.ts';
import { ledgerEntryToDomain, ledgerEntryToRow, numbered, takesReceipt } from './mapper.ts';

/** Oldest written first; entries written in the same instant by id, so every store lists them alike. */
const WRITTEN_ORDER = { at: 'asc', id: 'asc' } as const;

/**
 * A lease's references (per method) and the entry a void names are each unique through the migrations' unique
 * indexes, so of two admins writing the same thing at once one is refused.
 */
export class MikroOrmLedgerEntries implements LedgerEntries {
  constructor(private readonly db: Db) {}

  listFor(leaseId: string): Promise<LedgerEntry[]> {
    return this.db.run(async (em) =>
      (await em.find(LedgerEntryRow, { leaseId }, { ...READ, orderBy: WRITTEN_ORDER })).map(ledgerEntryToDomain),
    );
  }

  listAll(): Promise<LedgerEntry[]> {
    return this.db.run(async (em) =>
      (await em.find(LedgerEntryRow, {}, { ...READ, orderBy: WRITTEN_ORDER })).map(ledgerEntryToDomain),
    );
  }

  async add(entry: LedgerEntry): Promise<LedgerEntry> {
    if (!takesReceipt(entry)) {
      const stored = numbered(entry);
      await this.db.write((em) => em.insert(LedgerEntryRow, ledgerEntryToRow(stored)));
      return stored;
    }
    // The counter and the row in one savepoint, as for card payments: a refused insert gives its number back, so
    // none is ever skipped or issued twice, and the counter's row lock orders concurrent payments of either kind.
    return this.db.transaction(() =>
      this.db.write(async (em) => {
        const [counter] = await em.execute<{ value: number }[]>(
          'update "counters" set "value" = "value" + 1 where "name" = ? returning "value"',
          ['receipt'],
        );
        const stored = numbered(entry, Number(counter!.value));
        await em.insert(LedgerEntryRow, ledgerEntryToRow(stored));
        return stored;
      }),
    );
  }

  byReceiptNumber(receiptNumber: number): Promise<LedgerCredit | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(LedgerEntryRow, { receiptNumber }, READ);
      const entry = row ? ledgerEntryToDomain(row) : undefined;
      return entry?.type === 'credit' ? entry : undefined;
    });
  }
}
