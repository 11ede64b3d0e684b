import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';
import { HttpError } from './errors.ts';

export interface SecuritySettings {
  readonly production: boolean;
  /** Origins the browser app talks to besides itself (identity service or emulator, card provider). */
  readonly connectOrigins: readonly string[];
  readonly frameOrigins: readonly string[];
  readonly scriptOrigins: readonly string[];
  readonly imageOrigins: readonly string[];
}

/** Security headers with a Content-Security-Policy the app itself satisfies. */
export function securityHeaders(s: SecuritySettings) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...s.scriptOrigins],
        // Leaflet, Swiper and the marquee position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...s.imageOrigins],
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
export async function requestId(ctx: Context, next: Next) {
  const incoming = ctx.get('x-request-id');
  ctx.state.requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  await next();
}

/** Writes to the API take JSON only: anything else is refused before it is parsed. */
export function jsonOnly(exceptPaths: readonly string[]) {
  return async (ctx: Context, next: Next) => {
    const writes = ctx.method === 'POST' || ctx.method === 'PUT' || ctx.method === 'PATCH';
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    if (writes && hasBody && ctx.path.startsWith('/api') && !exceptPaths.includes(ctx.path) && !ctx.is('application/json')) {
      throw new HttpError(415);
    }
    await next();
  };
}
