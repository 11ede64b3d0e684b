/** A spreadsheet of utility bills, saved as CSV, read into rows for ImportBills. */
import { parse } from 'csv-parse/sync';
import { BillLineError, MAX_BILL_ROWS } from '../../../domain/charges/charges.ts';
import type { BillRow } from '../../../application/charges/import-bills.ts';

const COLUMNS = ['flat', 'month', 'kind', 'amount'] as const;
/** Larger than any building's month of bills: a file beyond it is refused before it is read (413 over HTTP). */
export const MAX_BILLS_BYTES = 2 * 1024 * 1024;

/**
 * The header names the columns flat, month, kind and amount, in any order and any case; blank lines are skipped.
 * Throws CHARGE.IMPORT_INVALID naming the line of the first thing wrong with the file itself; the rows' values are
 * the use case's to judge.
 */
export function readBillsCsv(text: string): BillRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // The header, the most rows an import takes, and one more to tell the use case there are too many.
      to: MAX_BILL_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines) || 1;
    throw new BillLineError(line, 'this line is not valid CSV (a quote left open, or a stray quote inside a value)');
  }
  const [header, ...rows] = records;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  const at = COLUMNS.map((column) => names.indexOf(column));
  if (!header || at.includes(-1) || names.length !== COLUMNS.length) {
    throw new BillLineError(header?.info.lines ?? 1, `the first line must name the columns ${COLUMNS.join(',')}`);
  }
  return rows.map(({ record, info }) => {
    if (record.length !== COLUMNS.length) {
      throw new BillLineError(
        info.lines,
        `expected ${COLUMNS.length} values (${COLUMNS.join(', ')}), found ${record.length}`,
      );
    }
    const [flat, month, kind, amount] = at.map((i) => record[i]!) as [string, string, string, string];
    return { line: info.lines, flat, month, kind, amount };
  });
}
