/** A spreadsheet saved as CSV and sent as a request's body, read into one record per line for an import. */
import { parse } from 'csv-parse/sync';

/** Larger than any building's file: a body beyond it is refused before it is read (413 over HTTP). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/**
 * Reads a table whose first line names `columns`, in any order and any case; blank lines are skipped, and at most
 * `maxRows` rows and one more are read (the one more tells the use case there are too many; a longer file is never read
 * to its end). Each row comes back with its values by column and the line it stands on. The first thing wrong with
 * the file itself is thrown as `refuse(line, reason)`; the values are the use case's to judge.
 */
export function readCsvTable<C extends string>(
  text: string,
  columns: readonly C[],
  maxRows: number,
  refuse: (line: number, reason: string) => Error,
): ({ line: number } & Record<C, string>)[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      to: maxRows + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines) || 1;
    throw refuse(line, 'this line is not valid CSV (a quote left open, or a stray quote inside a value)');
  }
  const [header, ...rows] = records;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  const at = columns.map((column) => names.indexOf(column));
  if (!header || at.includes(-1) || names.length !== columns.length) {
    throw refuse(header?.info.lines ?? 1, `the first line must name the columns ${columns.join(',')}`);
  }
  return rows.map(({ record, info }) => {
    if (record.length !== columns.length) {
      throw refuse(info.lines, `expected ${columns.length} values (${columns.join(', ')}), found ${record.length}`);
    }
    const values = Object.fromEntries(columns.map((column, i) => [column, record[at[i]!]!])) as Record<C, string>;
    return { line: info.lines, ...values };
  });
}
