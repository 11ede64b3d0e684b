import type { EntitySchema } from '@mikro-orm/core';
import type { MemoryTables } from './memory/memory-store.ts';
import type { MikroOrmPersistenceOptions } from './mikro-orm/config.ts';
import type { Db } from './mikro-orm/db.ts';

/** What an area's database stores are built on. */
export interface SqlGround {
  readonly db: Db;
  /** Whether the database is SQLite (the embedded default) rather than PostgreSQL. */
  readonly sqlite: boolean;
  readonly options: MikroOrmPersistenceOptions;
}

/** An area's stores, declared in one place: the tables the ORM maps for it, and its repositories on each store. */
export interface AreaStores<Stores extends object> {
  readonly entities: readonly EntitySchema[];
  memory(tables: MemoryTables): Stores;
  sql(ground: SqlGround): Stores;
}

/** Declares an area's stores; `Stores` names the repositories it gives, which both stores must give alike. */
export const areaStores = <Stores extends object>(stores: AreaStores<Stores>): AreaStores<Stores> => stores;
