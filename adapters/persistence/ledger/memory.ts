import type { LedgerCredit, LedgerEntry } from '../../../domain/ledger/ledger.ts';
import type { LedgerEntries } from '../../../application/ledger/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';
import { numbered, takesReceipt } from './mapper.ts';

/** Oldest written first; entries written in the same instant by id, as the SQL stores order them. */
const writtenOrder = (a: LedgerEntry, b: LedgerEntry) => a.at.getTime() - b.at.getTime() || compareText(a.id, b.id);

/** A payment's method and reference, if it has both (the unique index leaves an entry without either alone). */
const referenceOf = (e: LedgerEntry) =>
  e.type === 'credit' && e.method !== undefined && e.reference !== undefined
    ? `${e.leaseId}\u0000${e.method}\u0000${e.reference}`
    : undefined;

/** A late fee's lease and month (the unique index holds one per lease and month, voided or not). */
const lateFeeOf = (e: LedgerEntry) =>
  e.type === 'charge' && e.kind === 'late-fee' ? `${e.leaseId}\u0000${e.month}` : undefined;

export class MemoryLedgerEntries implements LedgerEntries {
  constructor(private readonly t: MemoryTables) {}

  async listFor(leaseId: string) {
    return [...this.t.ledgerEntries.values()].filter((e) => e.leaseId === leaseId).sort(writtenOrder);
  }

  async listAll() {
    return [...this.t.ledgerEntries.values()].sort(writtenOrder);
  }

  async add(entry: LedgerEntry) {
    // Every check and the write with no await between them, so two adds never both pass the checks.
    const all = [...this.t.ledgerEntries.values()];
    // An id taken is a broken id generator, as the primary key would say on SQL.
    if (this.t.ledgerEntries.has(entry.id)) throw new Error(`Ledger entry ${entry.id} exists already`);
    const reference = referenceOf(entry);
    if (reference !== undefined && all.some((e) => referenceOf(e) === reference)) {
      throw uniqueViolation('ledger_entries_reference_unique');
    }
    if (entry.type === 'void' && all.some((e) => e.type === 'void' && e.voids === entry.voids)) {
      throw uniqueViolation('ledger_entries_voids_unique');
    }
    const lateFee = lateFeeOf(entry);
    if (lateFee !== undefined && all.some((e) => lateFeeOf(e) === lateFee)) {
      throw uniqueViolation('ledger_entries_late_fee_unique');
    }
    let stored = numbered(entry);
    if (takesReceipt(entry)) {
      // The counter card payments take their numbers from (MemoryPayments), so the two never issue the same one.
      const receiptNumber = (this.t.counters.get('receipt') ?? 0) + 1;
      this.t.counters.set('receipt', receiptNumber);
      stored = numbered(entry, receiptNumber);
    }
    this.t.ledgerEntries.set(entry.id, stored);
    return stored;
  }

  async byReceiptNumber(receiptNumber: number) {
    return [...this.t.ledgerEntries.values()].find(
      (e): e is LedgerCredit => e.type === 'credit' && e.receiptNumber === receiptNumber,
    );
  }
}
