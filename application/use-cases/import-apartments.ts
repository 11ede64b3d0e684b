import {
  checkApartment,
  describeLocation,
  ImportRowError,
  locationKey,
  type Apartment,
} from '../../domain/apartment.ts';
import type { Apartments, IdGenerator, UnitOfWork } from '../ports.ts';
import type { AuditTrail } from '../audit-trail.ts';
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

/**
 * Loads a building's flats from a spreadsheet: every row is checked first, and either all of them are added, in one
 * unit of work, or none. A flat that is there already, or twice in the file, is a bad row like any other.
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
    return this.uow.run(async () => {
      const seen = new Map<string, number>();
      const flats: Apartment[] = [];
      // Line by line, so the error names the first line that is wrong, whatever is wrong with it.
      for (const row of rows) {
        const { details, problems } = checkApartment({
          ...row,
          floor: wholeNumber(row.floor),
          rent: wholeNumber(row.rent),
        });
        const problem = Object.values(problems)[0];
        if (problem) throw new ImportRowError(row.line, problem);
        const first = seen.get(locationKey(details));
        if (first !== undefined)
          throw new ImportRowError(row.line, `${describeLocation(details)} is already on line ${first}`);
        if (await this.apartments.byLocation(details.block, details.floor, details.number)) {
          throw new ImportRowError(row.line, `${describeLocation(details)} is already in the building`);
        }
        seen.set(locationKey(details), row.line);
        flats.push({ id: this.ids.next(), image: NO_PHOTO, ...details });
      }
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
}
