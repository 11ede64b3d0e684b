import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import Router from '@koa/router';
import Koa, { type Context, type Middleware } from 'koa';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import { mayAccess } from '../../domain/identity/roles.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Actor } from '../../application/shared/ports.ts';
import type { IdentifyCaller } from '../../application/identity/identify-caller.ts';
import { answerFailure, HttpError } from './errors.ts';
import { readMultipart } from './multipart.ts';
import { parse } from './validate.ts';
import { JsonAnswer, type Route } from './route.ts';
import { assignRequestId, jsonBodies, securityHeaders, type SecuritySettings } from './security.ts';

export interface HttpSettings {
  readonly trustProxy: boolean;
  readonly corsOrigins: readonly string[];
  readonly security: SecuritySettings;
}

export interface HttpDeps {
  readonly routes: readonly Route[];
  readonly identifyCaller: IdentifyCaller;
  /** Runs each API request's work in the store's per-request context (for the ORM, an EntityManager of its own). */
  readonly inRequestScope: <T>(work: () => Promise<T>) => Promise<T>;
  readonly logger: Logger;
  readonly settings: HttpSettings;
  /** Serves the browser app for everything outside /api. */
  readonly ui?: Middleware;
  /** Refuses a client over its request budget (rate-limit.ts); absent when limits are off. */
  readonly rateLimit?: Middleware;
}

export function createApp(deps: HttpDeps): Koa {
  // maxIpsCount 1: behind the one trusted proxy, ctx.ip is the address that proxy appended to X-Forwarded-For,
  // not the left-most entry, which the client writes itself and could change on every request to dodge limits.
  const app = new Koa({ proxy: deps.settings.trustProxy, maxIpsCount: 1 });
  app.silent = true;
  // Case-sensitive: otherwise /API/users would be served while every path check (rate limit, 415, access log) missed it.
  const router = new Router({ sensitive: true });
  const handlers = deps.routes.map((route) => {
    const handler = routeHandler(route, deps.identifyCaller);
    router.register(route.path, [route.method], handler);
    return [route, handler] as const;
  });
  const fixedPaths = fixedPathRoutes(router, handlers);

  app.use(requestScope(deps.logger));
  app.use(securityHeaders(deps.settings.security));
  if (deps.settings.corsOrigins.length > 0) {
    const allowed = new Set(deps.settings.corsOrigins);
    app.use(cors({ origin: (ctx) => (allowed.has(ctx.get('origin')) ? ctx.get('origin') : '') }));
  }
  if (deps.rateLimit) app.use(deps.rateLimit);
  app.use(compression(1024));
  const pathPattern = (r: Route) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`);
  const rawPaths = deps.routes.filter((r) => r.rawBody).map(pathPattern);
  const multipartRoutes = deps.routes
    .filter((r) => r.multipart)
    .map((r) => ({ method: r.method, path: pathPattern(r) }));
  const takesMultipart = (ctx: Context) =>
    Boolean(ctx.is('multipart/form-data')) &&
    multipartRoutes.some((r) => r.method === ctx.method && r.path.test(ctx.path));
  app.use(
    jsonBodies(
      bodyParser({
        enableTypes: ['json'],
        jsonLimit: '64kb',
        encoding: 'utf-8',
        // A body sent with DELETE is held to the same limits as any other write, though no route reads one.
        parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      }),
      (ctx) => takesMultipart(ctx) || rawPaths.some((pattern) => pattern.test(ctx.path)),
    ),
  );
  app.use((ctx, next) => deps.inRequestScope(() => next()));
  app.use((ctx, next) => {
    const handler = fixedPaths.get(`${ctx.method} ${ctx.path}`);
    return handler ? handler(ctx, next) : next();
  });
  app.use(router.routes());
  // A known path asked with a method it does not take gets 405 and an Allow header, a method no route has 501;
  // requestScope gives both the usual error body.
  app.use(router.allowedMethods());
  if (deps.ui) app.use(deps.ui);
  return app;
}

/**
 * The routes without parameters in their path, each found by one lookup of its method and exact path instead of by
 * the router's walk through every route. A route is in it only when the router itself would run it first for that
 * method and path, so the same handler answers either way; anything else (another spelling of the path, a trailing
 * slash, HEAD, a path with parameters) goes on to the router.
 */
function fixedPathRoutes(router: Router, handlers: readonly (readonly [Route, Middleware])[]): Map<string, Middleware> {
  const fixed = new Map<string, Middleware>();
  for (const [route, handler] of handlers) {
    if (!/^[\w/.-]+$/.test(route.path) || route.params) continue;
    const first = router.match(route.path, route.method).pathAndMethod[0];
    if (first?.stack.at(-1) === handler) fixed.set(`${route.method} ${route.path}`, handler);
  }
  return fixed;
}

/**
 * koa-compress, asked only about bodies it could compress: one already in bytes (a JSON answer is, see answerWith)
 * and under the threshold is sent as it is whatever the request accepts, so its checks are skipped. Every answer
 * still says `Vary: Accept-Encoding`, set first as koa-compress sets it.
 */
function compression(threshold: number): Middleware {
  const compressor = compress({ threshold });
  const done = () => Promise.resolve();
  return async (ctx, next) => {
    ctx.vary('Accept-Encoding');
    await next();
    const { body } = ctx;
    const small =
      (typeof body === 'string' && Buffer.byteLength(body) < threshold) ||
      (Buffer.isBuffer(body) && body.length < threshold);
    if (!small) await compressor(ctx, done);
  };
}

/**
 * A route's work starts at the end of the turn of the event loop in which its request arrived (setImmediate's check
 * phase), after the turn has read every request that came in with it: the requests that arrive together are then
 * worked through one after the other, their reads shared where they may be (Db.readTogether), and their answers
 * leave together. Under load this is what keeps a request's cost down (its code and data still warm from the one
 * before, one wake-up of the client for many answers); alone, a request waits only for the turn's remaining I/O.
 * The requests of one turn share one wait (one setImmediate a turn, not one a request).
 */
let turnEnd: Promise<void> | undefined;
const endOfTurn = () =>
  (turnEnd ??= new Promise<void>((resolve) =>
    setImmediate(() => {
      turnEnd = undefined;
      resolve();
    }),
  ));

function routeHandler(route: Route, identifyCaller: IdentifyCaller): Middleware {
  const queryOf = route.query ? validatedQueries(route.query) : undefined;
  return async (ctx: Context) => {
    await endOfTurn();
    const actor = route.access === 'guest' ? null : await authenticate(ctx, identifyCaller, checksRevocation(route));
    if (!mayAccess(actor?.role ?? null, route.access)) {
      throw new DomainError('AUTH.FORBIDDEN', 'You are not allowed to do this');
    }
    const form =
      route.multipart && ctx.is('multipart/form-data') ? await readMultipart(ctx, route.multipart) : undefined;
    const reply = await route.handle({
      actor: actor as Actor,
      body: route.rawBody
        ? await rawBodyOf(ctx, route.rawBody)
        : route.body
          ? parse(route.body, form ? form.json : ctx.request.body, { fields: route.formFields === true })
          : undefined,
      files: form?.files ?? [],
      query: queryOf?.(ctx),
      params: route.params ? parse(route.params, (ctx as unknown as { params: unknown }).params) : undefined,
      ctx,
    });
    if (reply.status === 303) {
      ctx.redirect(reply.location);
      ctx.status = 303;
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    ctx.status = reply.status ?? (route.creates ? 201 : 200);
    answerWith(ctx, reply.body);
    ctx.set('Cache-Control', cacheControl(route));
    if (route.privateCache) ctx.vary('Authorization');
  };
}

/** The longest query string validatedQueries keeps, and how many of them it keeps for a route. */
const KEPT_QUERY_LENGTH = 200;
const KEPT_QUERIES = 100;

/**
 * A route's query, validated once for all the requests that send the same query string (a page of apartments is
 * asked for with one of a few): parsing and validating it came to about an eighth of a cached page's CPU. The schema
 * is a function of the string alone (no default read from a clock), so the answer is the one a new validation would
 * give; it is frozen, since requests share it. A refused string is never kept (each request sending it is refused
 * again, with its own error), nor a long one; at most KEPT_QUERIES strings a route, the oldest dropped first.
 */
function validatedQueries(schema: NonNullable<Route['query']>): (ctx: Context) => unknown {
  const kept = new Map<string, unknown>();
  return (ctx) => {
    const text = ctx.querystring;
    const known = kept.get(text);
    if (known !== undefined) return known;
    const query = Object.freeze(parse(schema, ctx.query));
    if (text.length <= KEPT_QUERY_LENGTH) {
      if (kept.size >= KEPT_QUERIES) kept.delete(kept.keys().next().value!);
      kept.set(text, query);
    }
    return query;
  };
}

/**
 * A JSON answer is serialised here, once: given an object, Koa serialises it twice, once to measure it for the
 * compression threshold and again to send it. The Content-Type and the bytes are those Koa would write for the object;
 * an answer serialised ahead of time (JsonAnswer) is sent as those bytes. Anything else (a photo's bytes, a stream, no
 * body) is left to Koa as it is.
 */
function answerWith(ctx: Context, body: unknown): void {
  if (body instanceof JsonAnswer) {
    ctx.type = 'application/json';
    ctx.body = body.text;
  } else if (
    body !== null &&
    typeof body === 'object' &&
    (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype)
  ) {
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(body);
  } else {
    ctx.body = body;
  }
}

function cacheControl(route: Route): string {
  if (!route.cacheSeconds) return 'no-store';
  if (route.privateCache) return `private, max-age=${route.cacheSeconds}`;
  return `public, max-age=${route.cacheSeconds}${route.immutable ? ', immutable' : ''}`;
}

/**
 * A body taken as it comes, after the caller was let in: only the route's content types (415), and no more than its
 * limit (413), refused from the declared length before any of it is read when that is already too much.
 */
async function rawBodyOf(ctx: Context, rule: NonNullable<Route['rawBody']>): Promise<Buffer> {
  if (!ctx.is(...rule.types)) throw new HttpError(415, `Send the body as ${rule.types.join(', ')}`);
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > rule.maxBytes) {
    ctx.set('Connection', 'close');
    throw rule.tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > rule.maxBytes) {
      ctx.set('Connection', 'close');
      throw rule.tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Admin requests and every write ask the identity service whether the account was disabled or its sessions revoked;
 * other reads accept an answer up to a minute old, so a signed-in read costs no call to the identity service.
 */
const checksRevocation = (route: Route) => route.access === 'admin' || route.method !== 'GET';

async function authenticate(ctx: Context, identifyCaller: IdentifyCaller, checkRevoked: boolean): Promise<Actor> {
  const match = /^Bearer ([^\s]{1,4096})$/.exec(ctx.get('authorization'));
  if (!match) throw new DomainError('AUTH.UNAUTHENTICATED', 'Sign in to do this');
  const actor = await identifyCaller.execute(match[1]!, { checkRevoked });
  ctx.state.actor = actor.email;
  return actor;
}

/** The one layer around every request: its id, the answer to any failure, and its access log line. */
function requestScope(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = assignRequestId(ctx);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) throw new HttpError(404);
      if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        if (!ctx.response.get('Allow')) ctx.remove('Allow'); // no known path: no list of methods to offer
        throw new HttpError(ctx.status);
      }
    } catch (error) {
      answerFailure(ctx, error, logger);
    }
    if (ctx.path.startsWith('/api')) {
      // A refusal's code says why without the body: the log alone tells a probe from a form's mistake.
      const code = ctx.status >= 400 ? (ctx.body as { code?: unknown } | undefined)?.code : undefined;
      logger.info(
        {
          requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ...(typeof code === 'string' ? { code } : {}),
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
