/**
 * Empty databases of each dialect for the upgrade tests, which build an older schema in them by hand, and a way
 * to write rows in a table's stored form there (plain SQL, so a fixture stays valid whatever later code changes).
 */
import { afterEach } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import {
  createMikroOrmPersistence,
  lookingAgainIfASchemaVanished,
  openOrm,
} from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { dropSchema, tempSqliteUrl, TEST_DATABASE_URL, uniqueSchema } from './stores.ts';

export type Dialect = 'sqlite' | 'postgresql';

export interface Database {
  readonly url: string;
  readonly options: { schema?: string };
  dispose(): Promise<void>;
}

export const DIALECTS: { dialect: Dialect; skip?: string; make(): Database }[] = [
  {
    dialect: 'sqlite',
    make() {
      const file = tempSqliteUrl();
      return { url: file.url, options: {}, dispose: async () => file.cleanup() };
    },
  },
  {
    dialect: 'postgresql',
    ...(TEST_DATABASE_URL ? {} : { skip: 'TEST_DATABASE_URL is not set' }),
    make() {
      const schema = uniqueSchema('migrations');
      return { url: TEST_DATABASE_URL!, options: { schema }, dispose: () => dropSchema(TEST_DATABASE_URL!, schema) };
    },
  },
];

/** Writes rows as they are stored: dates as epoch milliseconds on SQLite, booleans as 0/1 there. */
export function rowWriter(orm: MikroORM, dialect: Dialect) {
  const connection = (orm.em as EntityManager).getConnection();
  return {
    date: (d: Date) => (dialect === 'sqlite' ? d.getTime() : d.toISOString()),
    bool: (b: boolean) => (dialect === 'sqlite' ? Number(b) : b),
    execute: (sql: string, params: unknown[] = []) => connection.execute(sql, params),
    insert: (table: string, row: Record<string, unknown>) =>
      connection.execute(
        `insert into "${table}" (${Object.keys(row)
          .map((c) => `"${c}"`)
          .join(', ')}) values (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
        Object.values(row),
      ),
  };
}

/** The migration a release ended with: the one before `migration`, which the next release brought. */
export function migrationBefore(dialect: Dialect, migration: string): string {
  const names = MIGRATIONS[dialect].map((m) => m.name);
  const at = names.indexOf(migration);
  if (at < 1) throw new Error(`${migration} is not a later migration of ${dialect}`);
  return names[at - 1]!;
}

/**
 * Applies the migrations up to and including `to` (all when not told), as a start does: looked at again when another
 * test's schema vanished while the migrator listed every schema's tables.
 */
export const migrateUpTo = (orm: MikroORM, to?: string) =>
  lookingAgainIfASchemaVanished(() => orm.getMigrator().up(to === undefined ? undefined : { to }));

/**
 * Makes `db` a database an older release wrote: its schema up to and including `lastMigration`, applied as that
 * release applied it, and the rows `write` puts in as that release stored them. The database is closed again, so the
 * release under test opens it as an upgrade would.
 */
export async function olderRelease(
  db: Database,
  dialect: Dialect,
  lastMigration: string,
  write: (rows: ReturnType<typeof rowWriter>, orm: MikroORM) => Promise<void> = async () => undefined,
): Promise<void> {
  if (!MIGRATIONS[dialect].some((m) => m.name === lastMigration))
    throw new Error(`${lastMigration} is not a migration of ${dialect}`);
  const orm = await openOrm(db.url, db.options);
  try {
    await migrateUpTo(orm, lastMigration);
    await write(rowWriter(orm, dialect), orm);
  } finally {
    await orm.close(true);
  }
}

/** An upgrade test's database and the release under test opened on it, one of each per test, closed and dropped after it. */
export function upgradeEachTest(make: () => Database) {
  let db: Database | undefined;
  let store: Persistence | undefined;
  afterEach(async () => {
    await store?.close();
    await db?.dispose();
    store = undefined;
    db = undefined;
  });
  return {
    database: () => (db = make()),
    open: async (on: Database) => (store = await createMikroOrmPersistence(on.url, on.options)),
  };
}
