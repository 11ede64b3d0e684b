/**
 * Fixed-window rate limiting per client address, over a store that several server instances can share.
 * Sign-up-adjacent writes (profile, applying, paying) get a small budget; everything else under /api a larger one.
 * A refused request answers 429 with Retry-After and the usual { message, code, requestId } body.
 */
import type { Context, Next } from 'koa';
import { knex, type Knex } from '@mikro-orm/knex';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';
import type { Route } from './routes.ts';

export interface RateLimitSettings {
  readonly enabled: boolean;
  readonly windowSeconds: number;
  /** Requests per window and address for the sign-up-adjacent writes below. */
  readonly writeMax: number;
  /** Requests per window and address for every other /api request. */
  readonly readMax: number;
  /** 'memory' (one instance) or 'postgres://...[?schema=name]' (shared by every instance on that database). */
  readonly store: string;
}

export interface Hit {
  /** Requests counted in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends. */
  readonly resetMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/**
 * Counts each request against its route's budget (Route.rateLimit): 'strict' routes share the small write budget,
 * 'none' routes are never counted, and everything else under /api, unknown paths included, the larger one.
 */
export function rateLimit(
  settings: RateLimitSettings,
  store: RateLimitStore,
  logger: Logger,
  routes: readonly Route[],
) {
  const windowMs = settings.windowSeconds * 1000;
  const special = routes
    .filter((route) => route.rateLimit !== 'standard')
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.toLowerCase().replace(/:\w+/g, '[^/]+')}$`),
      budget: route.rateLimit,
    }));
  const budgetOf = (method: string, path: string) =>
    special.find((s) => s.method === method && s.pattern.test(path))?.budget ?? 'standard';
  return async (ctx: Context, next: Next) => {
    // Compared in lower case and without a trailing slash, so no spelling of a path escapes its budget.
    const path = ctx.path.toLowerCase().replace(/\/+$/, '');
    const api = path === '/api' || path.startsWith('/api/');
    // Preflights carry no work.
    if (!settings.enabled || !api || ctx.method === 'OPTIONS') return next();
    const budget = budgetOf(ctx.method, path);
    if (budget === 'none') return next();
    const strict = budget === 'strict';
    const max = strict ? settings.writeMax : settings.readMax;
    // ctx.ip is the socket's address unless TRUST_PROXY is set (Koa's `proxy`), then the proxy's record of it.
    const key = `${strict ? 'write' : 'read'}:${ctx.ip}`;
    let hit: Hit;
    try {
      hit = await store.hit(key, windowMs);
    } catch (error) {
      // A limiter outage must not take the API down with it: let the request through and say so in the log.
      logger.warn({ err: error, requestId: ctx.state.requestId }, 'rate limit store unavailable; request not limited');
      return next();
    }
    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
    ctx.set('RateLimit-Reset', String(Math.ceil(hit.resetMs / 1000)));
    if (hit.count > max) {
      throw Object.assign(new HttpError(429), { retryAfter: Math.max(1, Math.ceil(hit.resetMs / 1000)) });
    }
    return next();
  };
}

export async function createRateLimitStore(url: string): Promise<RateLimitStore> {
  if (url === 'memory') return new MemoryRateLimitStore();
  if (/^postgres(ql)?:\/\//.test(url)) return PostgresRateLimitStore.open(url);
  throw new Error('RATE_LIMIT_STORE must be "memory" or "postgres://..."');
}

/** One process's counters. Expired windows are swept once the map grows, so memory stays bounded by traffic. */
export class MemoryRateLimitStore implements RateLimitStore {
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

/**
 * Counters in one PostgreSQL table, updated by a single atomic upsert, so every instance on the database counts
 * against the same budget. The database's clock decides the windows: instances with skewed clocks still agree.
 */
export class PostgresRateLimitStore implements RateLimitStore {
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
    // Short timeouts: a slow limiter must fail open quickly rather than hold every request.
    const db = knex({
      client: 'pg',
      connection: { connectionString: parsed.toString(), statement_timeout: 2000 },
      pool: { min: 0, max: 4 },
      acquireConnectionTimeout: 2000,
    });
    const table = `"${schema}"."rate_limit_windows"`;
    try {
      // Two instances starting together would race on CREATE TABLE IF NOT EXISTS: an advisory lock serialises them.
      await db.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`lakeview-rate-limit:${schema}`]);
        await trx.raw(`create schema if not exists "${schema}"`);
        await trx.raw(
          `create table if not exists ${table} (key text primary key, hits integer not null, reset_at timestamptz not null)`,
        );
      });
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return new PostgresRateLimitStore(db, table);
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
