import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Context, Middleware, Next } from 'koa';
import { HttpError } from './errors.ts';

export interface SecuritySettings {
  readonly production: boolean;
  /** Origins the browser app talks to besides itself (identity service or emulator, card provider). */
  readonly connectOrigins: readonly string[];
  readonly frameOrigins: readonly string[];
  readonly scriptOrigins: readonly string[];
  readonly imageOrigins: readonly string[];
}

/**
 * Security headers with a Content-Security-Policy the app itself satisfies. None of them depends on the request, so
 * helmet works them out once, at start-up, and each response only copies them.
 */
export function securityHeaders(s: SecuritySettings): Middleware {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmetFor(s)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}

function helmetFor(s: SecuritySettings) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...s.scriptOrigins],
        // Leaflet, Swiper and the marquee position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile photos are any https: address a member gives at registration; never plain http: (mixed content).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...s.imageOrigins],
        connectSrc: ["'self'", ...s.connectOrigins],
        frameSrc: ["'self'", ...s.frameOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: s.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The Google sign-in popup must be able to report back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Every request gets an id that ties its response to its log line; a hostile incoming one is replaced. */
export function assignRequestId(ctx: Context): string {
  const incoming = ctx.get('x-request-id');
  const id = SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  ctx.state.requestId = id;
  ctx.set('X-Request-Id', id);
  return id;
}

/**
 * Writes to the API take JSON only: anything else is refused before it is parsed; a JSON body is parsed by `parse`.
 * Reads go straight on.
 */
export function jsonBodies(exceptPaths: readonly string[], parse: Middleware, takesRawBody: (path: string) => boolean = () => false): Middleware {
  return (ctx: Context, next: Next) => {
    const writes = ctx.method === 'POST' || ctx.method === 'PUT' || ctx.method === 'PATCH';
    if (!writes) return next();
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    if (hasBody && ctx.path.startsWith('/api') && !exceptPaths.includes(ctx.path) && !takesRawBody(ctx.path) && !ctx.is('application/json')) {
      throw new HttpError(415);
    }
    // Bodies come as sent, never compressed: a corrupt compressed body would otherwise fail inside the parser as a 500.
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (hasBody && encoding !== '' && encoding !== 'identity') {
      throw new HttpError(415, 'Send the body uncompressed, without a Content-Encoding');
    }
    return parse(ctx, next);
  };
}
