import type { RentRange } from '../../../domain/apartments/apartment.ts';
import { offsetOf, type PageRequest } from '../../../domain/shared/paging.ts';

/** A row of the catalogue in page order. The database sorts them (rent, then id in its own text order). */
export interface CatalogueEntry {
  readonly rent: number;
  readonly id: string;
}

/**
 * The catalogue's page order, held in memory: a rent range's count is two binary searches and a page is a slice of
 * ids, whatever the size of the building (a SQL count and OFFSET grow with the rows they pass over). Ids are never
 * compared here, so the order stays exactly the database's.
 */
export class CatalogueIndex {
  private constructor(
    /** The state the entries were read at: the catalogue's token (and the availability token, for the free flats). */
    readonly version: string,
    private readonly rents: Float64Array,
    private readonly ids: readonly string[],
  ) {}

  /** Entries must come sorted by rent, then id. */
  static of(version: string, entries: readonly CatalogueEntry[]): CatalogueIndex {
    const rents = new Float64Array(entries.length);
    const ids = new Array<string>(entries.length);
    entries.forEach((entry, i) => {
      rents[i] = Number(entry.rent);
      ids[i] = entry.id;
    });
    return new CatalogueIndex(version, rents, ids);
  }

  get size(): number {
    return this.ids.length;
  }

  /** The ids of one page, in order, and the number of apartments in the range. */
  page(range: RentRange, request: PageRequest): { ids: string[]; total: number } {
    const from = range.minRent === undefined ? 0 : this.firstWhere((rent) => rent >= range.minRent!);
    const to = range.maxRent === undefined ? this.ids.length : this.firstWhere((rent) => rent > range.maxRent!);
    const total = Math.max(0, to - from);
    const start = from + offsetOf(request);
    const end = Math.min(to, start + request.limit);
    return { ids: start < end ? this.ids.slice(start, end) : [], total };
  }

  /** The first position whose rent passes a test that is false, then true, along the sorted rents. */
  private firstWhere(passes: (rent: number) => boolean): number {
    let low = 0;
    let high = this.rents.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (passes(this.rents[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
