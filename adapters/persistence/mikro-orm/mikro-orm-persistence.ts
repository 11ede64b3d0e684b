import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { DomainError, isDomainError } from '../../../domain/shared/errors.ts';
import type { UnitOfWork } from '../../../application/shared/ports.ts';
import type { Persistence } from '../persistence.ts';
import { sqlStores } from '../areas.ts';
import { ormOptions, parseDatabaseUrl, redact, type MikroOrmPersistenceOptions, type Target } from './config.ts';
import { Db } from './db.ts';
import { translate } from './errors.ts';
import { SqliteReader } from './sqlite-reader.ts';
import { LOCK_WAIT_MS, whileLocked } from './sqlite-locking.ts';

export type { MikroOrmPersistenceOptions } from './config.ts';

/**
 * The SQL store: `sqlite:<path>` (the embedded default) or `postgres://...`. Connects, fails with a clear
 * SERVICE.UNAVAILABLE error when the database cannot be reached, applies pending migrations, then serves.
 */
export async function createMikroOrmPersistence(
  databaseUrl: string,
  options: MikroOrmPersistenceOptions = {},
): Promise<Persistence> {
  const orm = await openOrm(databaseUrl, options);
  let applied: string[];
  try {
    applied = await migrateOpen(orm);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return { ...persistenceOver(orm, options), migrationsApplied: applied };
}

/** Applies pending migrations and closes: for the CLI's `migrate`. Returns the names of those applied. */
export async function migrate(databaseUrl: string, options: MikroOrmPersistenceOptions = {}): Promise<string[]> {
  const orm = await openOrm(databaseUrl, options);
  try {
    return await migrateOpen(orm);
  } finally {
    await orm.close(true);
  }
}

/** @internal Connected but not migrated: tests that need a database at an older migration start here. */
export async function openOrm(databaseUrl: string, options: MikroOrmPersistenceOptions = {}): Promise<MikroORM> {
  const target = parseDatabaseUrl(databaseUrl, options);
  const unreachable = (reason: unknown) =>
    new DomainError(
      'SERVICE.UNAVAILABLE',
      `Cannot reach the database at ${redact(databaseUrl)}: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormOptions(target, options));
  } catch (error) {
    throw unreachable(error);
  }
  const check = await orm.checkConnection();
  if (!check.ok) {
    await orm.close(true);
    throw unreachable(check.reason);
  }
  try {
    if (target.dialect === 'postgresql') await createSchema(orm, target);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return orm;
}

/** @internal */
export function persistenceOver(orm: MikroORM, options: MikroOrmPersistenceOptions = {}): Persistence {
  const reader = sqliteReaderFor(orm);
  const sqlite = orm.em.getDriver() instanceof BetterSqliteDriver;
  const db = new Db(orm, reader, sqlite ? (options.lockWaitMs ?? LOCK_WAIT_MS) : undefined);
  const uow: UnitOfWork = { run: (work) => db.transaction(work) };
  return {
    ...sqlStores({ db, sqlite, options }),
    uow,
    inRequestContext: (work) => db.inRequest(work),
    async ping() {
      try {
        await db.ping();
      } catch (error) {
        const translated = translate(error);
        throw isDomainError(translated)
          ? translated
          : new DomainError('SERVICE.UNAVAILABLE', 'The database is unavailable');
      }
    },
    async close() {
      reader?.close();
      await orm.close(true);
    },
  };
}

/** A file-backed SQLite database gets a read connection beside the ORM's (sqlite-reader.ts). */
function sqliteReaderFor(orm: MikroORM): SqliteReader | undefined {
  if (!(orm.em.getDriver() instanceof BetterSqliteDriver)) return undefined;
  const path = orm.config.get('dbName');
  return path && path !== ':memory:' ? new SqliteReader(path) : undefined;
}

/**
 * `if not exists` alone does not hold when two instances start together on an empty database: both see no schema
 * and the second's insert into the catalogue fails. A transaction-scoped advisory lock makes them take turns.
 */
async function createSchema(orm: MikroORM, target: Extract<Target, { dialect: 'postgresql' }>) {
  await (orm.em as EntityManager)
    .getConnection()
    .getKnex()
    .transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`lakeview-schema:${target.schema}`]);
      await trx.raw(`create schema if not exists "${target.schema}"`);
    });
}

/**
 * Two servers starting together on one PostgreSQL would both try to apply the same migration: an advisory
 * lock, held on a connection of its own, makes the second wait and then find nothing left to do.
 */
/**
 * @internal The migrator first lists the tables of every schema in the database; a schema someone else drops at that
 * moment fails the listing ("schema ... does not exist") though nothing is wrong with ours, and nothing was applied.
 * Such a run is tried again, up to three times in all; any other failure, or the same one a third time, stands.
 */
export async function lookingAgainIfASchemaVanished<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const vanished = error instanceof Error && /schema "[^"]+" does not exist/.test(error.message);
    if (!vanished || tries <= 1) throw error;
    return lookingAgainIfASchemaVanished(work, tries - 1);
  }
}

async function migrateOpen(orm: MikroORM): Promise<string[]> {
  const migrator = orm.getMigrator();
  const up = async () => (await migrator.up()).map((m) => m.name);
  // SQLite: all pending migrations are one transaction (allOrNothing), so a run refused by another connection's
  // lock changed nothing and can simply run again. A database already up to date (another server on the same file
  // migrated it) opens no write transaction at all, so a start never contends with that server's writes.
  if (!(orm.em.getDriver() instanceof PostgreSqlDriver))
    return whileLocked(async () => ((await migrator.getPendingMigrations()).length === 0 ? [] : up()), LOCK_WAIT_MS);
  const knex = (orm.em as EntityManager).getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  const key = `lakeview-migrations:${orm.config.get('schema')}`;
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await lookingAgainIfASchemaVanished(up);
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
