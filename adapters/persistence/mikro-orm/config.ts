import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { beginImmediate } from './sqlite-locking.ts';
import { keepPreparedStatements } from './sqlite-statements.ts';

export interface MikroOrmPersistenceOptions {
  /** PostgreSQL only: the schema that holds the tables, created when missing (tests use one per run). */
  readonly schema?: string;
  /** Logs every SQL statement: for debugging only. */
  readonly debug?: boolean;
  /** Where the driver's own warnings go (a connection dropped by the server, say); console.warn by default. */
  readonly warn?: (message: string) => void;
  /**
   * Pages of apartments kept in memory and answered again while the data under them stands (1000 by default);
   * 0 reads every page from the database, the path the growth benchmark measures.
   */
  readonly cachedPages?: number;
  /**
   * SQLite only: how long a read or the start of a transaction keeps trying, without blocking, while another
   * connection holds the file's lock, before SERVICE.UNAVAILABLE (sqlite-locking.ts; 5000 ms by default).
   */
  readonly lockWaitMs?: number;
}

export type Target =
  | { readonly dialect: 'sqlite'; readonly path: string }
  | { readonly dialect: 'postgresql'; readonly url: string; readonly schema: string };

/** `sqlite:<path>` (also `sqlite://<path>`), or `postgres://...` / `postgresql://...`. */
export function parseDatabaseUrl(databaseUrl: string, options: MikroOrmPersistenceOptions = {}): Target {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!path) throw new Error('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:data/residency.sqlite');
    return { dialect: 'sqlite', path };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const schema = options.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
    return { dialect: 'postgresql', url: databaseUrl, schema };
  }
  throw new Error(`Unsupported DATABASE_URL "${redact(databaseUrl)}": use sqlite:<path> or postgres://...`);
}

/** The URL without its password, for messages and logs. */
export const redact = (databaseUrl: string): string => databaseUrl.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');

const common = (options: MikroOrmPersistenceOptions) =>
  ({
    entities: ENTITIES,
    extensions: [Migrator],
    // The schema comes from the migrations alone; the database must already exist.
    ensureDatabase: false,
    // Every call resolves the transaction's or the request's EntityManager; the global one must never be used.
    allowGlobalContext: false,
    debug: options.debug ?? false,
    discovery: { disableDynamicFileAccess: true },
  }) satisfies Options;

const driverLog = ({ warn = console.warn }: MikroOrmPersistenceOptions) => ({
  log: { warn, error: warn, deprecate: warn, debug: () => undefined },
});

export function ormOptions(target: Target, options: MikroOrmPersistenceOptions = {}): Options {
  if (target.dialect === 'sqlite') {
    if (target.path !== ':memory:') mkdirSync(dirname(target.path), { recursive: true });
    return {
      ...common(options),
      driver: BetterSqliteDriver,
      dbName: target.path,
      driverOptions: driverLog(options),
      migrations: {
        migrationsList: MIGRATIONS.sqlite,
        transactional: true,
        allOrNothing: true,
        snapshot: false,
        silent: true,
      },
      pool: {
        // better-sqlite3 is synchronous: a second connection in this process would block the event loop while it
        // waits for the first one's lock, so one connection serialises this process's transactions instead.
        min: 1,
        max: 1,
        afterCreate(
          connection: { pragma(sql: string): unknown; prepare(sql: string): unknown },
          done: (error: Error | null, connection: unknown) => void,
        ) {
          // WAL lets readers run beside the writer. A statement never waits inside the driver for another
          // connection's lock (that would stop the event loop): it fails at once and Db tries again after a pause.
          connection.pragma('journal_mode = WAL');
          connection.pragma('busy_timeout = 0');
          beginImmediate(connection);
          keepPreparedStatements(connection);
          done(null, connection);
        },
      },
    };
  }
  return {
    ...common(options),
    driver: PostgreSqlDriver,
    clientUrl: target.url,
    schema: target.schema,
    migrations: {
      migrationsList: MIGRATIONS.postgresql,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    driverOptions: {
      ...driverLog(options),
      // Unqualified names in the migrations land in the configured schema.
      searchPath: [target.schema],
      // Fail fast (and answer 503) instead of hanging when the server is down or unreachable.
      acquireConnectionTimeout: 10_000,
      connection: {
        connectionTimeoutMillis: 5_000,
        application_name: `lakeview-residency:${target.schema}`.slice(0, 63),
      },
    },
  };
}
