/** A spreadsheet of flats, saved as CSV, read into rows for ImportApartments (the HTTP import and the CLI's). */
import { parse } from 'csv-parse/sync';
import { ImportRowError, MAX_IMPORT_ROWS } from '../../../domain/apartments/apartment.ts';
import type { ImportRow } from '../../../application/apartments/import-apartments.ts';

const COLUMNS = ['block', 'floor', 'number', 'rent'] as const;
/** Larger than any building: a file beyond it is refused before it is read (413 over HTTP). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/**
 * The header names the columns block, floor, number and rent, in any order and any case; blank lines are skipped.
 * Throws APARTMENT.IMPORT_INVALID naming the line of the first thing wrong with the file itself; the rows' values are
 * the use case's to judge.
 */
export function readApartmentsCsv(text: string): ImportRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // The header, the most rows an import takes, and one more to tell the use case there are too many: a longer
      // file is never read to its end.
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines) || 1;
    throw new ImportRowError(line, 'this line is not valid CSV (a quote left open, or a stray quote inside a value)');
  }
  const [header, ...rows] = records;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  const at = COLUMNS.map((column) => names.indexOf(column));
  if (!header || at.includes(-1) || names.length !== COLUMNS.length) {
    throw new ImportRowError(header?.info.lines ?? 1, `the first line must name the columns ${COLUMNS.join(',')}`);
  }
  return rows.map(({ record, info }) => {
    if (record.length !== COLUMNS.length) {
      throw new ImportRowError(
        info.lines,
        `expected ${COLUMNS.length} values (${COLUMNS.join(', ')}), found ${record.length}`,
      );
    }
    const [block, floor, number, rent] = at.map((i) => record[i]!) as [string, string, string, string];
    return { line: info.lines, block, floor, number, rent };
  });
}
