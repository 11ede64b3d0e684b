/** A spreadsheet of utility bills, saved as CSV, read into rows for ImportBills. */
import { BillLineError, MAX_BILL_ROWS } from '../../../domain/charges/charges.ts';
import type { BillRow } from '../../../application/charges/import-bills.ts';
import { MAX_CSV_BYTES, readCsvTable } from '../shared/csv-table.ts';

export const MAX_BILLS_BYTES = MAX_CSV_BYTES;

/**
 * The header names the columns flat, month, kind and amount, in any order and any case; blank lines are skipped.
 * Throws CHARGE.IMPORT_INVALID naming the line of the first thing wrong with the file itself; the rows' values are
 * the use case's to judge.
 */
export const readBillsCsv = (text: string): BillRow[] =>
  readCsvTable(
    text,
    ['flat', 'month', 'kind', 'amount'],
    MAX_BILL_ROWS,
    (line, reason) => new BillLineError(line, reason),
  );
