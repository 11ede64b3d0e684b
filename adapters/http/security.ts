import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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

/** What the browser app talks to besides itself, from which the Content-Security-Policy's origins follow. */
export interface BrowserPeers {
  readonly production: boolean;
  /** Firebase Auth: the project's sign-in domain, and the emulator's host:port when one is used. */
  readonly identity: { readonly authDomain: string; readonly emulatorHost?: string };
  /** The card provider's script, API and frame origins. */
  readonly payments: {
    readonly script: readonly string[];
    readonly connect: readonly string[];
    readonly frame: readonly string[];
  };
  /** The map's tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png. */
  readonly mapTileUrl: string;
}

export function securitySettingsFor(peers: BrowserPeers): SecuritySettings {
  const emulator = peers.identity.emulatorHost ? [`http://${peers.identity.emulatorHost}`] : [];
  return {
    production: peers.production,
    connectOrigins: [
      ...emulator,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...peers.payments.connect,
    ],
    // Google sign-in by popup loads Google's gapi script and frames the auth domain (or the emulator's helper).
    frameOrigins: [`https://${peers.identity.authDomain}`, ...emulator, ...peers.payments.frame],
    scriptOrigins: ['https://apis.google.com', ...peers.payments.script],
    imageOrigins: [tileOrigin(peers.mapTileUrl)],
  };
}

/** The origin a tile URL template loads from; a `{s}` subdomain becomes a wildcard. */
function tileOrigin(template: string): string {
  const sample = new URL(template.replace('{s}.', 'a.').replace(/\{[^}]+\}/g, '0'));
  return sample.origin.replace('//a.', '//*.');
}

/**
 * Security headers with a Content-Security-Policy the app itself satisfies. None of them depends on the request, so
 * helmet sets them once, at start-up, on a response that is never sent, and each real response copies them.
 */
export function securityHeaders(s: SecuritySettings): Middleware {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmetFor(s)(response.req, response, () => undefined);
  const headers = Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)] as const);
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
 * Routes that take their body as it comes (a photo, a spreadsheet, a signed webhook, a form with photos) check it
 * themselves and are never parsed. Reads go straight on.
 */
export function jsonBodies(parse: Middleware, takesRawBody: (ctx: Context) => boolean): Middleware {
  return (ctx: Context, next: Next) => {
    const writes = ctx.method === 'POST' || ctx.method === 'PUT' || ctx.method === 'PATCH' || ctx.method === 'DELETE';
    if (!writes) return next();
    const raw = takesRawBody(ctx);
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    if (hasBody && ctx.path.startsWith('/api') && !raw && !ctx.is('application/json')) {
      throw new HttpError(415);
    }
    // Bodies come as sent, never compressed: a corrupt compressed body would otherwise fail inside the parser as a 500.
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (hasBody && encoding !== '' && encoding !== 'identity') {
      throw new HttpError(415, 'Send the body uncompressed, without a Content-Encoding');
    }
    return raw ? next() : parse(ctx, next);
  };
}
