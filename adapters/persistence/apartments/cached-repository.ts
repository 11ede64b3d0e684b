import type { Apartment, ApartmentFilter, ListedApartment } from '../../../domain/apartments/apartment.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';
import type { Apartments } from '../../../application/apartments/ports.ts';
import { placeholders, type Db } from '../mikro-orm/db.ts';
import { CatalogueIndex, type CatalogueEntry } from './catalogue-index.ts';
import { LISTED_JOIN, NOT_LET, listed, listedColumns, type ListedRow } from './repository.ts';

/** The version row's two tokens: the catalogue's and the apartments' availability. */
interface Tokens {
  readonly version: string;
  readonly availability: string;
}
type VersionedRow = ListedRow & { version: string | null; availability: string | null };

/** Reads of a page against a catalogue that keeps changing under them, before asking the plain repository. */
const ATTEMPTS = 3;
/** Pages answered again while both tokens stand; the oldest goes first once there are this many. */
const MAX_CACHED_PAGES = 1000;

const TOKENS = `select "version", "availability" from "catalogue_versions" where "id" = 1`;

/** The two orders a page is cut from: every listed flat, or only the free ones. */
type View = 'all' | 'free';
const CATALOGUE: Readonly<Record<View, string>> = {
  // A covering scan of the listed flats' (rent, id) index.
  all: `select rent, id from apartments where retired_at is null order by rent, id`,
  free: `select rent, id from apartments where retired_at is null and ${NOT_LET} order by rent, id`,
};
/**
 * What a view's index was read at. Which flats are free changes with the availability token as well, so an index of
 * the free ones holds only while both tokens stand.
 */
const stateOf = (view: View, tokens: Tokens): string =>
  view === 'all' ? tokens.version : `${tokens.version} ${tokens.availability}`;
const viewOf = (filter: ApartmentFilter): View => (filter.availableOnly ? 'free' : 'all');

/**
 * The apartments page, the busiest read of the site, made cheap and flat in the size of the building, around the
 * plain repository (whose SQL page answers whenever this cannot). Everything else goes straight to it.
 *
 * The rule that keeps it correct: the database changes a token whenever what a page shows could change. The
 * catalogue's token changes with every insert, delete or shown change of a flat, and the availability token with
 * every agreement that becomes or stops being accepted (triggers, so whoever writes, in whatever process). Tokens
 * are random and never repeat, so a page read inside a transaction that then rolls back is simply never matched.
 *
 * - Order and totals come from the catalogue's (rent, id) pairs held in memory (CatalogueIndex: binary searches and
 *   a slice), one index of every listed flat and one of the free ones; the database is asked only for the page's
 *   rows, read in one statement with the current tokens. When those tokens are the ones the index was read at (the
 *   catalogue's; for the free flats, the availability token too), the index describes exactly the catalogue those
 *   rows came from; otherwise the index is rebuilt (one rebuild shared by every request that finds it stale) and the
 *   page read again.
 * - A page once read is kept with the tokens it was read under, and answered again after reading only the version
 *   row (one read shared by the requests that arrive together, made after each of them arrived), while both tokens
 *   stand. It is the same object every time, frozen, so a caller may keep what it made of it
 *   (the HTTP layer keeps its JSON) for as long as the same page comes back.
 */
export class CachedApartments implements Apartments {
  private readonly index: Partial<Record<View, CatalogueIndex>> = {};
  private readonly rebuilding: Partial<Record<View, Promise<CatalogueIndex | undefined>>> = {};
  private readonly pages = new Map<string, Tokens & { page: Page<ListedApartment> }>();
  private readonly rowsOf: (count: number) => string;

  constructor(
    private readonly plain: Apartments,
    private readonly db: Db,
    /** Pages kept to answer again; 0 keeps none (every page is read from the database, through the index). */
    private readonly cachedPages = MAX_CACHED_PAGES,
  ) {
    // The page's rows and both tokens in one statement, so from one snapshot.
    const select = `select v.version, v.availability, ${listedColumns(db)}
      from catalogue_versions v, ${LISTED_JOIN} where v.id = 1 and a.id in`;
    this.rowsOf = (count) => `${select} (${placeholders(count)})`;
  }

  async page(filter: ApartmentFilter, request: PageRequest): Promise<Page<ListedApartment>> {
    const view = viewOf(filter);
    const key = `${view}:${filter.minRent ?? ''}:${filter.maxRent ?? ''}:${request.page}:${request.limit}`;
    const kept = this.pages.get(key);
    if (kept) {
      // The same row for every visitor: the requests arriving together share one read of it.
      const [now] = await this.db.readTogether<Tokens>(TOKENS);
      if (now && kept.version === now.version && kept.availability === now.availability) return kept.page;
      this.pages.delete(key);
    }
    const read = await this.readPage(view, filter, request);
    if (!read) return this.plain.page(filter, request);
    if (this.cachedPages > 0) {
      if (this.pages.size >= this.cachedPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, { ...read.tokens, page: read.page });
    }
    return read.page;
  }

  /** The page through the index, and the tokens it was read under; undefined while the catalogue keeps changing. */
  private async readPage(view: View, filter: ApartmentFilter, request: PageRequest) {
    let index = this.index[view];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      index ??= await this.rebuild(view);
      if (!index) continue;
      const { ids, total } = index.page(filter, request);
      const { rows, tokens } = await this.readRows(ids);
      const state = tokens && stateOf(view, tokens);
      if (state === index.version && rows.length === ids.length) {
        const byId = new Map(rows.map((row) => [row.id, row]));
        return { page: frozen({ items: ids.map((id) => listed(byId.get(id)!)), total }), tokens: tokens! };
      }
      // Stale. Another request may have rebuilt at the state just read; if not, rebuild.
      const latest = this.index[view];
      index = latest !== index && latest?.version === state ? latest : undefined;
    }
    return undefined;
  }

  private async readRows(ids: readonly string[]): Promise<{ rows: ListedRow[]; tokens?: Tokens }> {
    if (ids.length === 0) return { rows: [], tokens: await this.readTokens() };
    const rows = await this.db.query<VersionedRow>(this.rowsOf(ids.length), ids);
    const [first] = rows;
    const tokens =
      first?.version && first.availability !== null
        ? { version: first.version, availability: first.availability }
        : undefined;
    return { rows, tokens };
  }

  /** One rebuild at a time a view: requests that find its index stale while it is being rebuilt wait for that one. */
  private rebuild(view: View): Promise<CatalogueIndex | undefined> {
    this.rebuilding[view] ??= this.build(view).finally(() => {
      delete this.rebuilding[view];
    });
    return this.rebuilding[view];
  }

  /**
   * The view between two reads of the tokens: the same state on both sides means the entries are exactly that
   * state's; otherwise (a change committed meanwhile) there is no index to keep and the caller tries again.
   */
  private async build(view: View): Promise<CatalogueIndex | undefined> {
    const before = await this.readTokens();
    const entries = await this.db.query<CatalogueEntry>(CATALOGUE[view]);
    const after = await this.readTokens();
    if (before === undefined || after === undefined || stateOf(view, before) !== stateOf(view, after)) return undefined;
    const index = CatalogueIndex.of(stateOf(view, before), entries);
    this.index[view] = index;
    return index;
  }

  private async readTokens(): Promise<Tokens | undefined> {
    const [row] = await this.db.query<Tokens>(TOKENS);
    return row;
  }

  byId(id: string) {
    return this.plain.byId(id);
  }
  byLocation(block: string, floor: number, number: string) {
    return this.plain.byLocation(block, floor, number);
  }
  hold(id: string) {
    return this.plain.hold(id);
  }
  listAll() {
    return this.plain.listAll();
  }
  count() {
    return this.plain.count();
  }
  countRented() {
    return this.plain.countRented();
  }
  addMissing(apartments: readonly Apartment[]) {
    return this.plain.addMissing(apartments);
  }
  add(apartments: readonly Apartment[]) {
    return this.plain.add(apartments);
  }
  update(apartment: Apartment, from: Apartment) {
    return this.plain.update(apartment, from);
  }
}

/** A page no caller can change: every request that finds it in the cache is handed this same object. */
function frozen(page: Page<ListedApartment>): Page<ListedApartment> {
  for (const item of page.items) Object.freeze(item);
  Object.freeze(page.items);
  return Object.freeze(page);
}
