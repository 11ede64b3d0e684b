import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Every entry of every lease's books, one row each, whatever its type: the columns a type has no use for are null
 * (a void has no amount, a charge no reference).
 */
export const LedgerEntryRow = defineEntity({
  name: 'LedgerEntryRow',
  tableName: 'ledger_entries',
  properties: {
    id: p.text().primary(),
    leaseId: p.text(),
    /** 'charge', 'credit' or 'void'. */
    type: p.text(),
    /** A charge's or credit's kind; null for a void. */
    kind: p.text().nullable(),
    /** A charge's month ("YYYY-MM"). */
    month: p.text().nullable(),
    label: p.text().nullable(),
    /** In poisha; null for a void. */
    amountMinor: p.integer().nullable(),
    /** A credit's building day ("YYYY-MM-DD"). */
    paidOn: p.text().nullable(),
    method: p.text().nullable(),
    /** Unique per lease and method among the entries that have one. */
    reference: p.text().nullable(),
    note: p.text().nullable(),
    /** A payment's, from the counter card payments number theirs from; unique. */
    receiptNumber: p.integer().nullable(),
    forCharge: p.text().nullable(),
    /** The entry a void cancels; unique, so an entry is voided once. */
    voids: p.text().nullable(),
    reason: p.text().nullable(),
    /** An advance's months of rent, from its month on; null for every other entry. */
    months: p.integer().nullable(),
    /** Who wrote the entry (`by` is an SQL keyword). */
    byWhom: p.text().nullable(),
    at: p.datetime(),
  },
});

export type LedgerEntryRow = InferEntity<typeof LedgerEntryRow>;
