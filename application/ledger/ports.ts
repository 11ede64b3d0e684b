import type { LedgerCredit, LedgerEntry } from '../../domain/ledger/ledger.ts';

/**
 * The entries written to leases' books: charges an admin added, payments recorded by hand, waivers and voids. (The
 * lease's monthly rent and its card payments are not stored here: the lease bills the rent and the card payments are
 * the payments store's; the books read both beside these.)
 */
export interface LedgerEntries {
  /** The lease's entries, oldest written first. */
  listFor(leaseId: string): Promise<LedgerEntry[]>;
  /** Every lease's entries, oldest written first. */
  listAll(): Promise<LedgerEntry[]>;
  /**
   * Writes the entry and returns it as stored. A payment (a credit of kind 'payment') gets the building's next receipt
   * number in the same transaction, from the counter card payments take theirs from, so a number is never issued
   * twice or skipped. Throws LEDGER.DUPLICATE_REFERENCE when the lease's books already hold a payment by the same
   * method with the same reference, LEDGER.ALREADY_VOIDED when a void names an entry another void names already, and
   * LATEFEE.ALREADY_ADDED when the lease's books already hold a late fee (voided or not) for the charge's month.
   */
  add(entry: LedgerEntry): Promise<LedgerEntry>;
  /** The payment that was given this receipt number, if it is one of these entries. */
  byReceiptNumber(receiptNumber: number): Promise<LedgerCredit | undefined>;
}
