/**
 * Serves the built React app (Vite's dist/ui) next to /api. Hashed files under /assets never change, so browsers
 * keep them for a year; index.html is revalidated every time so a new deployment is picked up at once. Any other
 * GET that is not /api and not a file is a client-side route: it gets index.html (SPA fallback).
 *
 * Each page's HTML names what that page needs before it can draw (dist/ui/page-hints.json, written by the build:
 * its route's code, its first picture) and carries the app's configuration, so the browser fetches them at once
 * instead of one after the other. The pages are put together and compressed once per build, never per request.
 *
 * The landing pages (`/` and `/apartments`) arrive drawn: the build's server drawing (dist/ui-ssr, from the same
 * components, ui/entry-server.tsx) is written into the root element, in the language the browser asks for first, and
 * the app takes it over. The apartments page's drawing holds the first page of flats its address asks for, with that
 * page as data beside it; it is kept for as long as the catalogue gives back the same page (the page cache answers a
 * changed catalogue with a new page), so a new flat or a new rent shows on the next request. A dashboard screen
 * arrives as its frame with its heading, as the app draws it while it reads the session: one drawing per screen and
 * language, since it names nobody. When the request carries a page session, the frame goes with what that person's
 * first screen reads (their role, their dues), answered for them alone and never kept.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import send from 'koa-send';
import type { FirstAnswers } from './first-answers.ts';
import { FIRST_ANSWERS_ID } from './identity/contract.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// A page holding a person's data: kept by no cache, their browser's included.
const PERSONAL = 'private, no-store';
// Unhashed public files (images, icons): cached for a while, revalidated after.
const PUBLIC_FILE = 'public, max-age=3600';

const cacheHeader = (value: string) => (res: ServerResponse) => res.setHeader('Cache-Control', value);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 500;

/** The id of the inline JSON block holding the app's configuration (what GET /api/config answers). */
export const INLINE_CONFIG_ID = 'app-config';

/** The id of the inline JSON block holding the first page of flats the apartments page's drawing shows. */
export const INLINE_APARTMENTS_ID = 'first-apartments';

/** A page of flats as GET /api/apartments answers it, and what stands for that page while the catalogue is unchanged. */
export interface ApartmentsAnswer {
  /** The same object for as long as the page is unchanged, a new one once it changes. */
  readonly key: object;
  readonly answer: unknown;
}

export interface UiOptions {
  /** What GET /api/config answers: written into every page so the app need not ask before its first paint. */
  readonly config?: unknown;
  /**
   * What GET /api/apartments answers for a request (its path and query, as the app would make it); undefined for a
   * query it refuses. Without it, or without a configuration, no page arrives drawn.
   */
  readonly apartments?: (url: string) => Promise<ApartmentsAnswer | undefined>;
  /** What a dashboard page's first screen reads, for the person its page session names (first-answers.ts). */
  readonly firstAnswers?: FirstAnswers;
  /** Told when drawing a page failed (the page is then sent undrawn, as the app draws it itself). */
  readonly onDrawFailed?: (error: unknown) => void;
}

/** What the build's server drawing (dist/ui-ssr/entry-server.js) offers; see ui/entry-server.tsx. */
interface Drawer {
  localeFor(acceptLanguage: string | undefined): string;
  firstApartmentsUrl(search: string): string;
  dashboardScreenOf(path: string): string | undefined;
  /** The API paths a screen reads before it can draw, the role's first. */
  firstReadsOf(screen: string): readonly string[];
  draw(drawing: { url: string; locale: string; config: unknown; apartments?: unknown }): Promise<string>;
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

/** A page for one person's eyes (it holds their data): compressed for its one request, quickly, and never kept. */
interface PersonalPage {
  readonly personal: string;
}

const encoded = (html: string, encoding: string | false): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? gzipSync(html)
      : Buffer.from(html);

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
  /** A page with a drawing in its root element, and the data the drawing was made from beside it. */
  const drawnWith = (links: PageHint[], locale: string, drawing: string, data: string) => {
    // React puts what belongs in the head (the title, the preloads of pictures marked urgent) first: moved there,
    // minus any the page names already.
    const head = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>)*/.exec(drawing)![0];
    const body = drawing.slice(head.length);
    const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
    const named = new Set(links.map((l) => l.href));
    const preloads = [...head.matchAll(/<link [^>]*\/>/g)]
      .map((m) => m[0])
      .filter((link) => !named.has(/href="([^"]*)"/.exec(link)?.[1] ?? ''));
    const first = links
      .filter((l) => l.as === 'image')
      .map(linkFor)
      .join('');
    const rest = links
      .filter((l) => l.as !== 'image')
      .map(linkFor)
      .join('');
    // The drawing shows without the code, which only takes it over: the code comes after the stylesheet and the
    // pictures (a script or module fetched at high priority holds the first paint back on a slow phone).
    const later = (html: string) =>
      html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
    const html = later(template)
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(locale)}"`)
      // The drawing's title goes first, so it is the one the page shows; the page's own stays behind it for a screen
      // that sets none once the app has taken the drawing over (the app then owns the drawing's title, and drops it
      // with the screen that set it).
      .replace('<title>', `${first}${preloads.join('')}${title ?? ''}<title>`)
      .replace('</head>', `${config}${data}${later(rest)}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-drawn="${escapeAttribute(locale)}">${body}</div>`);
    return compressed(html);
  };
  return { pages, fallback: pageWith([]), hints, drawnWith };
}

/** Whose hints a path's page carries: its own, else its parent's (a dashboard screen's own path, then the dashboard). */
function hintsKey(hints: Readonly<Record<string, unknown>>, path: string): string | undefined {
  if (path === '/' || path === '/index.html') return hints['/'] ? '/' : undefined;
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n--) {
    const key = `/${segments.slice(0, n).join('/')}`;
    if (Object.hasOwn(hints, key)) return key;
  }
  return undefined;
}

/** The page kept under a key, drawn first when there is none; a drawing that failed is not kept. */
function kept(pages: Map<string, Promise<Page>>, key: string, draw: () => Promise<Page>): Promise<Page> {
  let page = pages.get(key);
  if (!page) {
    page = draw();
    pages.set(key, page);
    page.catch(() => pages.delete(key));
  }
  return page;
}

/**
 * The build's server drawing, when the build made one (`vite build --ssr`, beside the browser app). Loaded once per
 * process: its chunks import its entry by its plain address, so a second copy (a new build while the server runs)
 * would split its modules in two; a new build's markup is the same as long as the sources are.
 */
async function loadDrawer(entry: string): Promise<Drawer | undefined> {
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as Drawer;
}

export function serveUi(distDir: string, options: UiOptions = {}): Koa.Middleware {
  const root = resolve(distDir);
  const indexHtml = resolve(root, 'index.html');
  // Read again whenever a new build replaces index.html (the e2e tests and `npm start` build while running).
  // The drawing is built after the page (its own step), so a build is both files' times.
  let built: { at: string; pages: ReturnType<typeof loadPages>; drawings: Drawings } | undefined;
  const drawerEntry = resolve(root, '..', `${basename(root)}-ssr`, 'entry-server.js');
  const builtNow = () => {
    const at = `${statSync(indexHtml).mtimeMs}-${existsSync(drawerEntry) ? statSync(drawerEntry).mtimeMs : 0}`;
    if (built?.at !== at) built = { at, pages: loadPages(root, options), drawings: drawingsFor() };
    return built;
  };
  const pagesNow = () => builtNow().pages;

  /**
   * The drawn pages of one build: the home page once per language; an apartments page once per page of flats (while
   * the catalogue gives back that same page object), address and language; a dashboard screen once per language.
   */
  interface Drawings {
    readonly drawer: Promise<Drawer | undefined>;
    readonly home: Map<string, Promise<Page>>;
    readonly apartments: WeakMap<object, Map<string, Promise<Page>>>;
    readonly screens: Map<string, Promise<Page>>;
  }
  function drawingsFor(): Drawings {
    const drawer =
      options.config === undefined || !options.apartments ? Promise.resolve(undefined) : loadDrawer(drawerEntry);
    // A build without a drawing is served as it is; a drawing that will not load is said once.
    drawer.catch((error: unknown) => options.onDrawFailed?.(error));
    return { drawer: drawer.catch(() => undefined), home: new Map(), apartments: new WeakMap(), screens: new Map() };
  }

  const drawnPage = async (ctx: Koa.Context, path: string): Promise<Page | PersonalPage | undefined> => {
    const { pages, drawings } = builtNow();
    const drawer = await drawings.drawer;
    if (!drawer) return undefined;
    const locale = drawer.localeFor(ctx.get('accept-language') || undefined);
    const links = pages.hints[hintsKey(pages.hints, path) ?? ''] ?? [];
    const draw = (url: string, apartments?: unknown) =>
      drawer
        .draw({ url, locale, config: options.config, apartments })
        .then((drawing) =>
          pages.drawnWith(
            links,
            locale,
            drawing,
            apartments === undefined ? '' : inlineJson(INLINE_APARTMENTS_ID, apartments),
          ),
        );
    if (path === '/') return kept(drawings.home, locale, () => draw('/'));
    if (path !== '/apartments') {
      const screen = drawer.dashboardScreenOf(path);
      if (!screen) return undefined;
      const frame = await kept(drawings.screens, `${locale} ${screen}`, () => draw(path));
      if (!options.firstAnswers) return frame;
      ctx.vary('Cookie');
      const first = await options.firstAnswers(ctx, drawer.firstReadsOf(screen));
      if (!first) return frame;
      return {
        personal: frame.identity.toString().replace('</head>', `${inlineJson(FIRST_ANSWERS_ID, first)}</head>`),
      };
    }
    const search = ctx.querystring ? `?${ctx.querystring}` : '';
    const url = drawer.firstApartmentsUrl(search);
    const first = await options.apartments!(url);
    if (!first) return undefined;
    let ofPage = drawings.apartments.get(first.key);
    if (!ofPage) drawings.apartments.set(first.key, (ofPage = new Map()));
    // Kept by the request the address makes, not by the address itself: addresses that differ only in what the page
    // does not read (`?x=1`, `?x=2`, ...) share one drawing instead of each adding one.
    return kept(ofPage, `${locale} ${url}`, () => draw(`/apartments${search}`, { url, answer: first.answer }));
  };

  /** The page for a path, else for its parent (a dashboard screen's own path, then the dashboard), else the plain one. */
  const pageFor = (path: string): Page => {
    const { pages, hints, fallback } = pagesNow();
    return pages.get(hintsKey(hints, path) ?? '') ?? fallback;
  };

  /** The landing pages and the dashboard's screens drawn, when the build has a drawing; any failure sends them undrawn. */
  const drawnOrNot = async (ctx: Koa.Context): Promise<Page | PersonalPage | undefined> => {
    const path = ctx.path === '/index.html' ? '/' : ctx.path;
    if (ctx.method !== 'GET') return undefined;
    try {
      const page = await drawnPage(ctx, path);
      if (page) ctx.vary('Accept-Language');
      return page;
    } catch (error) {
      options.onDrawFailed?.(error);
      return undefined;
    }
  };

  const sendIndex = async (ctx: Koa.Context) => {
    const page = (await drawnOrNot(ctx)) ?? pageFor(ctx.path);
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    ctx.set('Cache-Control', 'personal' in page ? PERSONAL : REVALIDATE);
    ctx.type = 'text/html; charset=utf-8';
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body =
      'personal' in page
        ? encoded(page.personal, encoding)
        : encoding === 'br'
          ? page.br
          : encoding === 'gzip'
            ? page.gzip
            : page.identity;
  };

  return async (ctx, next) => {
    if (isApi(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !existsSync(indexHtml)) return next();

    if (ctx.path === '/' || ctx.path === '/index.html') {
      await sendIndex(ctx);
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
    await sendIndex(ctx);
  };
}
