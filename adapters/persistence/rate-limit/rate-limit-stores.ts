/**
 * Where the API's request budgets are counted: in this process (`memory`), or in a PostgreSQL table every instance
 * shares (`postgres://...[?schema=name]`, usually the application's own database).
 */
import { knex, type Knex } from '@mikro-orm/knex';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends. */
  readonly resetMs: number;
}

export interface RateLimitCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

export async function openRateLimitStore(url: string): Promise<RateLimitCounter> {
  if (url === 'memory') return new MemoryRateLimitStore();
  if (/^postgres(ql)?:\/\//.test(url)) return PostgresRateLimitStore.open(url);
  throw new Error('RATE_LIMIT_STORE must be "memory" or "postgres://..."');
}

/** One process's counters. Expired windows are swept once the map grows, so memory stays bounded by traffic. */
export class MemoryRateLimitStore implements RateLimitCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

/** The store's schema, versioned like any other: knex's migrator records what ran in `rate_limit_migrations`. */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '20261122000000_rate_limit_windows': {
    up: (db) =>
      db.raw(
        `create table if not exists rate_limit_windows (key text primary key, hits integer not null, reset_at timestamptz not null)`,
      ),
    down: (db) => db.raw(`drop table if exists rate_limit_windows`),
  },
};

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name]!,
};

/**
 * Two instances starting together would race on creating the schema and knex's own bookkeeping tables: a session
 * advisory lock, held on a connection of its own while the migrator runs on others, makes the second wait and then
 * find nothing left to do.
 */
async function migrateAlone(db: Knex, schema: string): Promise<void> {
  const key = `lakeview-rate-limit:${schema}`;
  const connection = await db.client.acquireConnection();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      await db.raw(`create schema if not exists "${schema}"`);
      await db.migrate.latest({ migrationSource, tableName: 'rate_limit_migrations', schemaName: schema });
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/**
 * Counters in one PostgreSQL table, updated by a single atomic upsert, so every instance on the database counts
 * against the same budget. The database's clock decides the windows: instances with skewed clocks still agree.
 *
 * It has a small pool of its own, with short timeouts, apart from the application's: a slow or unreachable budget
 * store must fail open at once (the request goes through, unlimited), never hold requests the way the application's
 * own database rightly does.
 */
export class PostgresRateLimitStore implements RateLimitCounter {
  private hits = 0;

  private constructor(
    private readonly db: Knex,
    private readonly table: string,
  ) {}

  static async open(url: string): Promise<PostgresRateLimitStore> {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema') ?? 'public';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid rate limit schema "${schema}"`);
    parsed.searchParams.delete('schema');
    const db = knex({
      client: 'pg',
      connection: { connectionString: parsed.toString(), statement_timeout: 2000 },
      searchPath: [schema],
      pool: { min: 0, max: 4 },
      acquireConnectionTimeout: 2000,
    });
    try {
      await migrateAlone(db, schema);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return new PostgresRateLimitStore(db, `"${schema}"."rate_limit_windows"`);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const result = await this.db.raw(
      `insert into ${this.table} as w (key, hits, reset_at) values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         hits = case when w.reset_at <= now() then 1 else w.hits + 1 end,
         reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
       returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as reset_ms`,
      [key, windowMs / 1000],
    );
    const row = (result as { rows: { hits: number; reset_ms: number }[] }).rows[0]!;
    // Expired windows are deleted now and then, so the table stays as small as the traffic of one window.
    if (++this.hits % 1000 === 0)
      void this.db.raw(`delete from ${this.table} where reset_at < now()`).catch(() => undefined);
    // now() is when the statement's transaction began: one that waited on the row lock can see a few ms more.
    return { count: Number(row.hits), resetMs: Math.min(windowMs, Number(row.reset_ms)) };
  }

  async close() {
    await this.db.destroy();
  }
}
