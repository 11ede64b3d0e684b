import {
  checkApartment,
  describeLocation,
  ImportRowError,
  locationKey,
  MAX_IMPORT_ROWS,
  type Apartment,
} from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Apartments } from './ports.ts';
import type { IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { NO_PHOTO } from './add-apartment.ts';

/** One row of a spreadsheet of flats, its cells as written; `line` is where it is in the file (the header is 1). */
export interface ImportRow {
  readonly line: number;
  readonly block: string;
  readonly floor: string;
  readonly number: string;
  readonly rent: string;
}

/** Digits only: "3.0", "1e3" or "12,000" is not read as some number. */
const wholeNumber = (cell: string): number | string => (/^\d{1,9}$/.test(cell.trim()) ? Number(cell.trim()) : cell);

const TOO_MANY_ROWS = `A spreadsheet may load at most ${MAX_IMPORT_ROWS} flats; split it into smaller files and load them one by one`;

/**
 * Loads a building's flats from a spreadsheet: every row is checked first, and either all of them are added, in one
 * unit of work, or none. A flat that is there already, or twice in the file, is a bad row like any other. The flats
 * already there are read once and every row is checked against them in memory: a query a row would keep the server
 * busy for seconds on a large file.
 */
export class ImportApartments {
  constructor(
    private readonly apartments: Apartments,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ rows, by }: { rows: readonly ImportRow[]; by: string }): Promise<{ imported: number }> {
    if (rows.length === 0) throw new ImportRowError(2, 'the file has a header but no flats below it');
    if (rows.length > MAX_IMPORT_ROWS) throw new DomainError('APARTMENT.IMPORT_TOO_MANY_ROWS', TOO_MANY_ROWS);
    return this.uow.run(async () => {
      const inBuilding = new Set((await this.apartments.listAll()).map(locationKey));
      const flats = this.checked(rows, inBuilding);
      await this.apartments.add(flats);
      await this.audit.record({
        actor: by,
        action: 'apartment.import',
        subject: `${flats.length} flat${flats.length === 1 ? '' : 's'}`,
        label: `${flats.length} flat${flats.length === 1 ? '' : 's'}`,
        after: { imported: flats.length },
      });
      return { imported: flats.length };
    });
  }

  /** Line by line, so the error names the first line that is wrong, whatever is wrong with it. */
  private checked(rows: readonly ImportRow[], inBuilding: ReadonlySet<string>): Apartment[] {
    const seen = new Map<string, number>();
    return rows.map((row) => {
      const { details, problems } = checkApartment({
        ...row,
        floor: wholeNumber(row.floor),
        rent: wholeNumber(row.rent),
      });
      const problem = Object.values(problems)[0];
      if (problem) throw new ImportRowError(row.line, problem);
      const key = locationKey(details);
      const first = seen.get(key);
      if (first !== undefined)
        throw new ImportRowError(row.line, `${describeLocation(details)} is already on line ${first}`);
      if (inBuilding.has(key))
        throw new ImportRowError(row.line, `${describeLocation(details)} is already in the building`);
      seen.set(key, row.line);
      return { id: this.ids.next(), image: NO_PHOTO, ...details };
    });
  }
}
