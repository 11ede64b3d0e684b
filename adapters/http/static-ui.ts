/**
 * Serves the built React app (Vite's dist/ui) next to /api. Hashed files under /assets never change, so browsers
 * keep them for a year; index.html is revalidated every time so a new deployment is picked up at once. Any other
 * GET that is not /api and not a file is a client-side route: it gets index.html (SPA fallback).
 *
 * Each page's HTML names what that page needs before it can draw (dist/ui/page-hints.json, written by the build:
 * its route's code, its first picture) and carries the app's configuration, so the browser fetches them at once
 * instead of one after the other. The pages are put together and compressed once per build, never per request.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import send from 'koa-send';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Unhashed public files (images, icons): cached for a while, revalidated after.
const PUBLIC_FILE = 'public, max-age=3600';

const cacheHeader = (value: string) => (res: ServerResponse) => res.setHeader('Cache-Control', value);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 500;

/** The id of the inline JSON block holding the app's configuration (what GET /api/config answers). */
export const INLINE_CONFIG_ID = 'app-config';

export interface UiOptions {
  /** What GET /api/config answers: written into every page so the app need not ask before its first paint. */
  readonly config?: unknown;
}

interface PageHint {
  readonly rel: string;
  readonly href: string;
  readonly as?: string;
  readonly fetchpriority?: string;
}

/** One page's HTML as sent: plain, and compressed both ways browsers ask for. */
interface Page {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const linkFor = (hint: PageHint) =>
  `<link ${Object.entries(hint)
    .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
    // A modulepreload and a script's own request must agree on CORS mode, or the browser fetches the file twice.
    .join(' ')}${hint.rel === 'modulepreload' ? ' crossorigin' : ''}>`;

/**
 * JSON inside <script type="application/json">: data the browser never runs (so the Content-Security-Policy has
 * nothing to allow), with `<` escaped so no value can close the element.
 */
const inlineJson = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const compressed = (html: string): Page => {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
};

/** The HTML of every page the build has hints for, and of any other page, from one build's files. */
function loadPages(root: string, options: UiOptions) {
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  const hintsFile = resolve(root, 'page-hints.json');
  const hints: Record<string, PageHint[]> = existsSync(hintsFile) ? JSON.parse(readFileSync(hintsFile, 'utf8')) : {};
  const config = options.config === undefined ? '' : inlineJson(INLINE_CONFIG_ID, options.config);
  // The picture first (it is the largest paint); then the entry's own script and stylesheet, which the first paint
  // needs; then the route's code, which follows them.
  const pageWith = (links: PageHint[]) => {
    const first = links
      .filter((l) => l.as === 'image')
      .map(linkFor)
      .join('');
    const rest = links
      .filter((l) => l.as !== 'image')
      .map(linkFor)
      .join('');
    return compressed(template.replace('<title>', `${first}<title>`).replace('</head>', `${config}${rest}</head>`));
  };
  const pages = new Map(Object.entries(hints).map(([path, links]) => [path, pageWith(links)]));
  return { pages, fallback: pageWith([]) };
}

export function serveUi(distDir: string, options: UiOptions = {}): Koa.Middleware {
  const root = resolve(distDir);
  const indexHtml = resolve(root, 'index.html');
  // Read again whenever a new build replaces index.html (the e2e tests and `npm start` build while running).
  let built: { at: number; pages: ReturnType<typeof loadPages> } | undefined;
  const pagesNow = () => {
    const at = statSync(indexHtml).mtimeMs;
    if (built?.at !== at) built = { at, pages: loadPages(root, options) };
    return built.pages;
  };

  /** The page for a path, else for its parent (a dashboard screen's own path, then the dashboard), else the plain one. */
  const pageFor = (path: string): Page => {
    const { pages, fallback } = pagesNow();
    if (path === '/' || path === '/index.html') return pages.get('/') ?? fallback;
    const segments = path.split('/').filter(Boolean);
    for (let n = segments.length; n > 0; n--) {
      const page = pages.get(`/${segments.slice(0, n).join('/')}`);
      if (page) return page;
    }
    return fallback;
  };

  const sendIndex = (ctx: Koa.Context) => {
    const page = pageFor(ctx.path);
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    ctx.set('Cache-Control', REVALIDATE);
    ctx.type = 'text/html; charset=utf-8';
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  };

  return async (ctx, next) => {
    if (isApi(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !existsSync(indexHtml)) return next();

    if (ctx.path === '/' || ctx.path === '/index.html') {
      sendIndex(ctx);
      return;
    }
    const immutable = ctx.path.startsWith('/assets/');
    try {
      // koa-send answers with the build's .br or .gz copy when the browser takes it (Content-Encoding set, so the
      // compression middleware leaves it), else with the file itself.
      await send(ctx, ctx.path, { root, setHeaders: cacheHeader(immutable ? IMMUTABLE : PUBLIC_FILE) });
      return;
    } catch (error) {
      const status = statusOf(error);
      if (status !== 404 && status !== 403 && status !== 400) throw error;
    }
    // A missing file (an old hashed chunk, a mistyped image) is a 404, not a page of HTML the browser cannot run.
    if (immutable || extname(ctx.path) !== '') return next();
    sendIndex(ctx);
  };
}
