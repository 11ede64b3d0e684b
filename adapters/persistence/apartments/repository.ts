import { LockMode, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { Apartment, ApartmentFilter, ListedApartment } from '../../../domain/apartments/apartment.ts';
import { offsetOf, type Page, type PageRequest } from '../../../domain/shared/paging.ts';
import type { Apartments } from '../../../application/apartments/ports.ts';
import { endOfTurn, READ, type Db } from '../mikro-orm/db.ts';
import { AgreementRow } from '../agreements/entity.ts';
import { ApartmentRow } from './entity.ts';
import { apartmentToDomain, apartmentToRow } from './mapper.ts';

/** A flat as a plain read gives it: "available" comes back as 0/1 on SQLite and a boolean on PostgreSQL. */
export type ListedRow = ApartmentRow & { available: number | boolean };

export const listed = (row: ListedRow): ListedApartment => ({
  ...apartmentToDomain(row),
  available: Boolean(row.available),
});

/** A flat's columns and whether it is free, read from LISTED_JOIN: "available" is always live. */
export const listedColumns = (db: Db) => `${db.columns(ApartmentRow, 'a')}, g.id is null as available`;
/** Flats joined to the accepted agreement that holds them, if any. */
export const LISTED_JOIN = `apartments a left join agreements g on g.apartment_id = a.id and g.status = 'accepted'`;
/** The flat of `apartments` in scope is free: no lease holds it (one lookup in the one-accepted-per-flat index). */
export const NOT_LET = `not exists (select 1 from agreements g where g.apartment_id = apartments.id and g.status = 'accepted')`;

// Well under PostgreSQL's 65 535 bind parameters per statement (7 per apartment).
const INSERT_BATCH = 500;
/**
 * Inserts take the catalogue's version row first: concurrent inserts of overlapping flats then queue up on it
 * instead of deadlocking on each other's rows of the unique index.
 */
const QUEUE_INSERTS = `update "catalogue_versions" set "version" = "version" where "id" = 1`;

/**
 * The building's flats, read and written with plain SQL. The catalogue's version token (which a cache of pages
 * relies on, cached-apartments.ts) is kept by database triggers on this table, so nothing here has to remember it.
 */
export class MikroOrmApartments implements Apartments {
  constructor(private readonly db: Db) {}

  /**
   * One statement, so the rows and the total come from one snapshot: the one-row count is left-joined to the page,
   * which may be empty. Linear in the rows before the page.
   */
  async page(filter: ApartmentFilter, request: PageRequest): Promise<Page<ListedApartment>> {
    const bounds = [
      ...(filter.minRent !== undefined ? [['rent >= ?', filter.minRent] as const] : []),
      ...(filter.maxRent !== undefined ? [['rent <= ?', filter.maxRent] as const] : []),
    ];
    const free = filter.availableOnly ? [NOT_LET] : [];
    const where = `where ${['retired_at is null', ...bounds.map(([sql]) => sql), ...free].join(' and ')}`;
    const params = bounds.map(([, value]) => value);
    const rows = await this.db.query<ListedRow & { total: number | string }>(
      `select c.total, ${listedColumns(this.db)}
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
    const rows = await this.db.query<ListedRow>(
      `select ${listedColumns(this.db)} from ${LISTED_JOIN} order by a.block, a.floor, a.number`,
    );
    return rows.map(listed);
  }

  count(): Promise<number> {
    return this.db.run((em) => em.count(ApartmentRow, { retiredAt: null }));
  }

  countRented(): Promise<number> {
    // One accepted agreement per apartment is a unique index, so counting agreements counts apartments.
    return this.db.run((em) => em.count(AgreementRow, { status: 'accepted' }));
  }

  /**
   * Each batch is one transaction (outside a unit of work; inside one, all of it joins that transaction). Batches
   * commit one by one, so a long seed in another process never holds the write lock for its whole length.
   */
  addMissing(apartments: readonly Apartment[]): Promise<number> {
    return this.db.write(async (em) => {
      let added = 0;
      for (const rows of batches(apartments))
        added += await insertQueued(em, async (tx) => {
          // ON CONFLICT DO NOTHING: a concurrent seed, or a location already there, is skipped, not an error.
          const result = await tx.createQueryBuilder(ApartmentRow).insert(rows).onConflict().ignore().execute('run');
          return result.affectedRows;
        });
      return added;
    });
  }

  /**
   * All batches in one transaction: a duplicate anywhere leaves none of them. Between batches the event loop gets a
   * turn: SQLite's driver writes without letting go of it, and a large import would otherwise stop every other
   * request until the last row is written.
   */
  async add(apartments: readonly Apartment[]): Promise<void> {
    await this.db.write((em) =>
      insertQueued(em, async (tx) => {
        for (const rows of batches(apartments)) {
          await tx.insertMany(ApartmentRow, rows);
          await endOfTurn();
        }
        return apartments.length;
      }),
    );
  }

  update(apartment: Apartment, from: Apartment): Promise<boolean> {
    return this.db.write(async (em) => {
      const changed = await em.nativeUpdate(
        ApartmentRow,
        { id: apartment.id, rent: from.rent, image: from.image, retiredAt: from.retiredAt ?? null },
        { rent: apartment.rent, image: apartment.image, retiredAt: apartment.retiredAt ?? null },
      );
      return changed === 1;
    });
  }
}

function* batches(apartments: readonly Apartment[]): Generator<ApartmentRow[]> {
  for (let start = 0; start < apartments.length; start += INSERT_BATCH)
    yield apartments.slice(start, start + INSERT_BATCH).map(apartmentToRow);
}

function insertQueued(em: EntityManager, insert: (tx: EntityManager) => Promise<number>): Promise<number> {
  return em.transactional(
    async (tx) => {
      await tx.execute(QUEUE_INSERTS, [], 'run');
      return insert(tx as EntityManager);
    },
    { propagation: TransactionPropagation.REQUIRED },
  );
}
