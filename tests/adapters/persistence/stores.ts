/**
 * The three adapters the contract suite runs over, each behind one small handle: a Persistence, a way to
 * empty it between tests, and a way to let it go. SQLite lives in a temp file; PostgreSQL in a schema of its
 * own per run (TEST_DATABASE_URL), dropped afterwards, so runs never see each other's rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { createMikroOrmPersistence, openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface StoreHandle {
  readonly persistence: Persistence;
  /** A second store on the same database, as another process (the CLI) would open it; the caller closes it. */
  another(): Promise<Persistence>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreKind {
  readonly name: 'memory' | 'sqlite' | 'postgresql';
  /** Why this kind cannot run here, if it cannot. */
  readonly unavailable?: string;
  open(): Promise<StoreHandle>;
}

/** The building's details are a single row that a fresh building has too, only never saved (below). */
const KEPT_ROWS = new Set(['building_details']);

export async function wipe(orm: MikroORM): Promise<void> {
  const connection = (orm.em as EntityManager).getConnection();
  // Every entity's table, so a new one is wiped too. The one foreign key (a request's photos) deletes in cascade,
  // so the order does not matter.
  for (const { tableName } of Object.values(orm.getMetadata().getAll()))
    if (!KEPT_ROWS.has(tableName)) await connection.execute(`delete from "${tableName}"`);
  // A fresh building: its receipts start again at 1, as in a new memory store.
  await connection.execute(`update "counters" set "value" = 0`);
  // The building's details were never saved in a fresh building.
  await connection.execute(`update "building_details" set "version" = 0`);
}

export function tempSqliteUrl(): { url: string; path: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'lakeview-sqlite-'));
  const path = join(dir, 'test.sqlite');
  return { url: `sqlite:${path}`, path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A schema name unique to this process and moment, so parallel runs on one server never meet. */
export const uniqueSchema = (purpose: string) =>
  `lakeview_${purpose}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const orm = await openOrm(databaseUrl, { schema });
  try {
    await (orm.em as EntityManager).getConnection().execute(`drop schema if exists "${schema}" cascade`);
  } finally {
    await orm.close(true);
  }
}

const memory: StoreKind = {
  name: 'memory',
  async open() {
    let tables = new MemoryTables();
    const handle = {
      persistence: createMemoryPersistence(tables),
      another: async () => createMemoryPersistence(tables),
      async reset() {
        tables = new MemoryTables();
        handle.persistence = createMemoryPersistence(tables);
      },
      close: async () => undefined,
    };
    return handle;
  },
};

const sqlite: StoreKind = {
  name: 'sqlite',
  async open() {
    const file = tempSqliteUrl();
    const persistence = await createMikroOrmPersistence(file.url);
    // A second connection only for emptying tables between tests, never while a test runs.
    const admin = await openOrm(file.url);
    return {
      persistence,
      another: () => createMikroOrmPersistence(file.url),
      reset: () => wipe(admin),
      async close() {
        await persistence.close();
        await admin.close(true);
        file.cleanup();
      },
    };
  },
};

const postgresql: StoreKind = {
  name: 'postgresql',
  ...(TEST_DATABASE_URL ? {} : { unavailable: 'TEST_DATABASE_URL is not set' }),
  async open() {
    const url = TEST_DATABASE_URL!;
    const schema = uniqueSchema('contract');
    const persistence = await createMikroOrmPersistence(url, { schema });
    const admin = await openOrm(url, { schema });
    return {
      persistence,
      another: () => createMikroOrmPersistence(url, { schema }),
      reset: () => wipe(admin),
      async close() {
        await persistence.close();
        await admin.close(true);
        await dropSchema(url, schema);
      },
    };
  },
};

export const STORE_KINDS: readonly StoreKind[] = [memory, sqlite, postgresql];

/** The store of the enclosing describe, and a way to open a second one on the same database. */
export type Store = (() => Persistence) & { another(): Promise<Persistence> };

/** Registers the hooks that open a store for the enclosing describe and empty it before each test. */
export function useStore(kind: StoreKind): Store {
  let handle: StoreHandle | undefined;
  beforeAll(async () => {
    handle = await kind.open();
  });
  beforeEach(async () => {
    await handle!.reset();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return Object.assign(() => handle!.persistence, { another: () => handle!.another() });
}

/** Settles every attempt and counts outcomes by error code ('ok' for a success). */
export async function outcomes(attempts: readonly Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(attempts);
  const counts: Record<string, number> = {};
  for (const result of settled) {
    const key =
      result.status === 'fulfilled' ? 'ok' : String((result.reason as { code?: string }).code ?? result.reason);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** A database of its own for an HTTP test: each `connect()` opens another store on it, as another server would. */
export interface TestDatabase {
  connect(): Promise<Persistence>;
  /** Removes the database; close the stores first. */
  drop(): Promise<void>;
}

/** The SQL databases the HTTP-level tests run on: a temporary SQLite file, and a PostgreSQL schema of their own. */
export const SQL_DATABASES: readonly { name: 'sqlite' | 'postgresql'; create(): TestDatabase }[] = [
  {
    name: 'sqlite',
    create() {
      const file = tempSqliteUrl();
      return { connect: () => createMikroOrmPersistence(file.url), drop: async () => file.cleanup() };
    },
  },
  {
    name: 'postgresql',
    create() {
      const url = TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
      const schema = uniqueSchema('http');
      return { connect: () => createMikroOrmPersistence(url, { schema }), drop: () => dropSchema(url, schema) };
    },
  },
];

/** Opens a second store on the same database (another process, say), and closes it whatever happens. */
export async function withAnother<T>(store: Store, work: (other: Persistence) => Promise<T>): Promise<T> {
  const other = await store.another();
  try {
    return await work(other);
  } finally {
    await other.close();
  }
}
