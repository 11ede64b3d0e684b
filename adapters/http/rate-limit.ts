/**
 * Fixed-window rate limiting per client address, over a store that several server instances can share (the stores
 * live with the other storage, in adapters/persistence/rate-limit/).
 * Sign-up-adjacent writes (profile, applying, paying) get a small budget; everything else under /api a larger one.
 * A refused request answers 429 with Retry-After and the usual { message, code, requestId } body.
 */
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';
import type { Route } from './route.ts';

export interface RateLimitSettings {
  readonly enabled: boolean;
  readonly windowSeconds: number;
  /** Requests per window and address for the sign-up-adjacent writes below. */
  readonly writeMax: number;
  /** Requests per window and address for every other /api request. */
  readonly readMax: number;
}

export interface Hit {
  /** Requests counted in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends. */
  readonly resetMs: number;
}

/** Counts hits per key in fixed windows; shared by every instance when it lives in a shared database. */
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
