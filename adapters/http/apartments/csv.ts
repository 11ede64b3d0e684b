/** A spreadsheet of flats, saved as CSV, read into rows for ImportApartments (the HTTP import and the CLI's). */
import { ImportRowError, MAX_IMPORT_ROWS } from '../../../domain/apartments/apartment.ts';
import type { ImportRow } from '../../../application/apartments/import-apartments.ts';
import { MAX_CSV_BYTES, readCsvTable } from '../shared/csv-table.ts';

export const MAX_IMPORT_BYTES = MAX_CSV_BYTES;

/**
 * The header names the columns block, floor, number and rent, in any order and any case; blank lines are skipped.
 * Throws APARTMENT.IMPORT_INVALID naming the line of the first thing wrong with the file itself; the rows' values are
 * the use case's to judge.
 */
export const readApartmentsCsv = (text: string): ImportRow[] =>
  readCsvTable(
    text,
    ['block', 'floor', 'number', 'rent'],
    MAX_IMPORT_ROWS,
    (line, reason) => new ImportRowError(line, reason),
  );
