import { randomUUID } from 'node:crypto';
import { LockMode, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { Apartment, ListedApartment, RentRange } from '../../../../domain/apartment.ts';
import { offsetOf, type Page, type PageRequest } from '../../../../domain/paging.ts';
import type { Apartments } from '../../../../application/ports.ts';
import type { Db } from '../db.ts';
import { AgreementRow, ApartmentRow } from '../entities.ts';
import { apartmentToDomain, apartmentToRow } from '../mappers.ts';
import { CatalogueIndex, type CatalogueEntry } from './catalogue-index.ts';

const READ = { disableIdentityMap: true } as const;

/** A row of a page: integers come back as numbers on both drivers, "available" as 0/1 or a boolean. */
type PageRow = ApartmentRow & { available: number | boolean };
/** The version row's two tokens: the catalogue's, and the apartments' availability (changed by triggers). */
interface Tokens {
  readonly version: string;
  readonly availability: string;
}
type VersionedRow = PageRow & { version: string | null; availability: string | null };
// Well under PostgreSQL's 65 535 bind parameters per statement (6 per apartment).
const INSERT_BATCH = 500;
/** Reads of a page against a catalogue that keeps changing under them, before falling back to plain SQL. */
const ATTEMPTS = 3;
/** Pages answered again while both tokens stand; the oldest goes first once there are this many. */
const MAX_CACHED_PAGES = 1000;

const TOKENS = `select "version", "availability" from "catalogue_versions" where "id" = 1`;
// Takes the version row's lock first, so that concurrent inserts into the catalogue queue up instead of deadlocking.
const LOCK_VERSION = `update "catalogue_versions" set "version" = "version" where "id" = 1`;
const NEW_VERSION = `insert into "catalogue_versions" ("id", "version") values (1, ?)
  on conflict ("id") do update set "version" = excluded."version"`;
// A covering scan of the listed flats' (rent, id) index.
const CATALOGUE = `select rent, id from apartments where retired_at is null order by rent, id`;
/** Every flat for the admin, retired ones too, with whether an accepted agreement holds it. */
const ALL = `select a.id, a.image, a.floor, a.block, a.number, a.rent, a.retired_at, g.id is null as available
  from apartments a left join agreements g on g.apartment_id = a.id and g.status = 'accepted'
  order by a.block, a.floor, a.number`;

/** The page's rows with their availability, and both tokens, read in one statement (one snapshot). */
const rowsOf = (count: number) =>
  `select a.id, a.image, a.floor, a.block, a.number, a.rent, g.id is null as available,
     (select v.version from catalogue_versions v where v.id = 1) as version,
     (select v.availability from catalogue_versions v where v.id = 1) as availability
   from apartments a left join agreements g on g.apartment_id = a.id and g.status = 'accepted'
   where a.id in (${Array.from({ length: count }, () => '?').join(', ')})`;

const listed = (row: PageRow): ListedApartment => ({ ...apartmentToDomain(row), available: Boolean(row.available) });

/**
 * The apartments page is the busiest read of the site. Its order and counts come from the catalogue held in memory
 * (CatalogueIndex: O(log n + page) whatever the size of the building); the database is asked only for the page's
 * rows, joined to their accepted agreement so "available" is always live.
 *
 * The catalogue is the listed flats with their rent and image. It changes only through this class (addMissing, add,
 * update), possibly in another process (the CLI's import or seed, another server), and every one of those writes a
 * new random version token in the same transaction (changeCatalogue), so no caller can change a flat and leave other
 * servers answering the old order, totals or pictures. A page's rows and the current token are read in one statement: when
 * the token is the index's, the index describes exactly the catalogue those rows were read from; otherwise the index
 * is rebuilt (one rebuild shared by every request that finds it stale) and the page read again.
 *
 * A page once read is kept with the two tokens of the snapshot it came from, and answered again, after reading only
 * the version row, while both tokens stand: the catalogue's changes with every insert into it, the availability's
 * with every agreement that becomes or stops being accepted (database triggers, so whoever writes it). Tokens are
 * random and never repeat, so a page read inside a transaction that then rolls back is simply never matched.
 *
 * db.query joins the current transaction, if any; outside one, on SQLite, it reads on the read connection.
 */
export class MikroOrmApartments implements Apartments {
  private index: CatalogueIndex | undefined;
  private rebuilding: Promise<CatalogueIndex | undefined> | undefined;
  private readonly pages = new Map<string, Tokens & { page: Page<ListedApartment> }>();

  constructor(
    private readonly db: Db,
    private readonly options: {
      /** @internal Reads against the index before falling back to plain SQL; 0 always reads by plain SQL (tests). */
      readonly attempts?: number;
      /** Pages kept to answer again; 0 keeps none. */
      readonly cachedPages?: number;
    } = {},
  ) {}

  async page(range: RentRange, request: PageRequest): Promise<Page<ListedApartment>> {
    const key = `${range.minRent ?? ''}:${range.maxRent ?? ''}:${request.page}:${request.limit}`;
    const kept = this.pages.get(key);
    if (kept) {
      const now = await this.readTokens();
      if (now && kept.version === now.version && kept.availability === now.availability) return kept.page;
      this.pages.delete(key);
    }
    const { page, tokens } = await this.readPage(range, request);
    const cachedPages = this.options.cachedPages ?? MAX_CACHED_PAGES;
    if (tokens && cachedPages > 0) {
      if (this.pages.size >= cachedPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, { ...tokens, page });
    }
    return page;
  }

  /** The page, and the tokens of the snapshot it was read from (none when it came from plain SQL). */
  private async readPage(
    range: RentRange,
    request: PageRequest,
  ): Promise<{ page: Page<ListedApartment>; tokens?: Tokens }> {
    let index = this.index;
    for (let attempt = 0; attempt < (this.options.attempts ?? ATTEMPTS); attempt++) {
      index ??= await this.rebuild();
      if (!index) continue;
      const { ids, total } = index.page(range, request);
      const { rows, tokens } = await this.readRows(ids);
      if (tokens?.version === index.version && rows.length === ids.length) {
        const byId = new Map(rows.map((row) => [row.id, row]));
        return { page: { items: ids.map((id) => listed(byId.get(id)!)), total }, tokens };
      }
      // Stale. Another request may have rebuilt at the version just read; if not, rebuild.
      index = this.index !== index && this.index?.version === tokens?.version ? this.index : undefined;
    }
    return { page: await this.pageBySql(range, request) };
  }

  private async readRows(ids: readonly string[]): Promise<{ rows: PageRow[]; tokens?: Tokens }> {
    if (ids.length === 0) return { rows: [], tokens: await this.readTokens() };
    const rows = await this.db.query<VersionedRow>(rowsOf(ids.length), ids);
    const [first] = rows;
    return {
      rows,
      tokens:
        first?.version && first.availability !== null
          ? { version: first.version, availability: first.availability }
          : undefined,
    };
  }

  /** One rebuild at a time: requests that find the index stale while it is being rebuilt wait for that one. */
  private rebuild(): Promise<CatalogueIndex | undefined> {
    this.rebuilding ??= this.build().finally(() => {
      this.rebuilding = undefined;
    });
    return this.rebuilding;
  }

  /**
   * The catalogue between two reads of its version. Tokens never repeat and every change to the catalogue writes a
   * new one, so the same token on both sides means the entries are exactly that version's; otherwise (a seed
   * committed meanwhile) there is no index to keep and the caller tries again.
   */
  private async build(): Promise<CatalogueIndex | undefined> {
    const before = await this.readTokens();
    const entries = await this.db.query<CatalogueEntry>(CATALOGUE);
    const after = await this.readTokens();
    if (before === undefined || before.version !== after?.version) return undefined;
    this.index = CatalogueIndex.of(before.version, entries);
    return this.index;
  }

  /**
   * The page straight from SQL (linear in the rows before it), while the catalogue changes faster than it can be
   * read. One statement, so the rows and the total come from one snapshot: the one-row count is left-joined to the
   * page, which may be empty.
   */
  private async pageBySql(range: RentRange, request: PageRequest): Promise<Page<ListedApartment>> {
    const bounds = [
      ...(range.minRent !== undefined ? [['rent >= ?', range.minRent] as const] : []),
      ...(range.maxRent !== undefined ? [['rent <= ?', range.maxRent] as const] : []),
    ];
    const where = `where ${['retired_at is null', ...bounds.map(([sql]) => sql)].join(' and ')}`;
    const params = bounds.map(([, value]) => value);
    const rows = await this.db.query<PageRow & { total: number | string }>(
      `select c.total, a.id, a.image, a.floor, a.block, a.number, a.rent, g.id is null as available
       from (select count(*) as total from apartments ${where}) c
       left join (select id from apartments ${where} order by rent, id limit ? offset ?) p on 1 = 1
       left join apartments a on a.id = p.id
       left join agreements g on g.apartment_id = a.id and g.status = 'accepted'
       order by a.rent, a.id`,
      [...params, ...params, request.limit, offsetOf(request)],
    );
    return {
      items: rows.filter((row) => row.id !== null).map(listed),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  private async readTokens(): Promise<Tokens | undefined> {
    const [row] = await this.db.query<Tokens>(TOKENS);
    return row;
  }

  byId(id: string): Promise<Apartment | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(ApartmentRow, { id }, READ);
      return row ? apartmentToDomain(row) : undefined;
    });
  }

  byLocation(block: string, floor: number, number: string): Promise<Apartment | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(ApartmentRow, { block, floor, number }, READ);
      return row ? apartmentToDomain(row) : undefined;
    });
  }

  hold(id: string): Promise<Apartment | undefined> {
    return this.db.run(async (em) => {
      // PostgreSQL locks the row (FOR UPDATE) until the transaction ends; SQLite has one writer at a time already.
      const row = await em.findOne(ApartmentRow, { id }, { ...READ, lockMode: LockMode.PESSIMISTIC_WRITE });
      return row ? apartmentToDomain(row) : undefined;
    });
  }

  async listAll(): Promise<ListedApartment[]> {
    const rows = await this.db.query<PageRow & { retired_at: Date | number | null }>(ALL);
    return rows.map(({ retired_at, ...row }) => listed({ ...row, retiredAt: retired_at as Date | null }));
  }

  count(): Promise<number> {
    return this.db.run((em) => em.count(ApartmentRow, { retiredAt: null }));
  }

  countRented(): Promise<number> {
    // One accepted agreement per apartment is a unique index, so counting agreements counts apartments.
    return this.db.run((em) => em.count(AgreementRow, { status: 'accepted' }));
  }

  /**
   * Each batch is one transaction that also writes a new catalogue version when it inserted anything (outside a unit
   * of work; inside one, all of it joins that transaction). Batches commit one by one, as before, so a long seed in
   * another process never holds the write lock for its whole length.
   */
  addMissing(apartments: readonly Apartment[]): Promise<number> {
    return this.db.write(async (em) => {
      let added = 0;
      for (let start = 0; start < apartments.length; start += INSERT_BATCH) {
        const rows = apartments.slice(start, start + INSERT_BATCH).map(apartmentToRow);
        // ON CONFLICT DO NOTHING: a concurrent seed, or a location already there, is skipped, not an error.
        added += await changeCatalogue(em, async (tx) => (await tx.createQueryBuilder(ApartmentRow).insert(rows).onConflict().ignore().execute('run')).affectedRows);
      }
      return added;
    });
  }

  /** All batches in one transaction: a duplicate anywhere leaves none of them. */
  async add(apartments: readonly Apartment[]): Promise<void> {
    await this.db.write((em) =>
      changeCatalogue(em, async (tx) => {
        let added = 0;
        for (let start = 0; start < apartments.length; start += INSERT_BATCH) {
          const rows = apartments.slice(start, start + INSERT_BATCH).map(apartmentToRow);
          await tx.insertMany(ApartmentRow, rows);
          added += rows.length;
        }
        return added;
      }),
    );
  }

  update(apartment: Apartment, from: Apartment): Promise<boolean> {
    return this.db.write(async (em) => {
      const changed = await changeCatalogue(em, (tx) =>
        tx.nativeUpdate(
          ApartmentRow,
          { id: apartment.id, rent: from.rent, image: from.image, retiredAt: from.retiredAt ?? null },
          { rent: apartment.rent, image: apartment.image, retiredAt: apartment.retiredAt ?? null },
        ),
      );
      return changed === 1;
    });
  }
}

/**
 * Changes the catalogue and, in the same transaction, writes a new version token when anything changed. The version
 * row is the first lock a catalogue write takes (a use case may already hold the flat's own row, never another's),
 * so concurrent changes queue up on it instead of deadlocking.
 */
function changeCatalogue(em: EntityManager, change: (tx: EntityManager) => Promise<number>): Promise<number> {
  return em.transactional(
    async (tx) => {
      await tx.execute(LOCK_VERSION, [], 'run');
      const changed = await change(tx as EntityManager);
      if (changed > 0) await tx.execute(NEW_VERSION, [randomUUID()], 'run');
      return changed;
    },
    { propagation: TransactionPropagation.REQUIRED },
  );
}
