/**
 * The `first-page` section: the first page. What index.html makes every visitor download before anything else
 * (entry script, modulepreloads, stylesheets; gzip bytes per chunk, 180 KB budget for the JavaScript), then
 * Lighthouse (desktop preset and its default phone emulation, Debian Chromium, nothing fetched from the internet)
 * on / and /apartments as a guest and on Make Payment signed in as a member, served by `npm start`.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebApp } from '../../adapters/web-build.ts';
import { startApp } from './support/app-server.ts';
import { freePort, round } from './support/load.ts';
import type { Line, SectionResult } from './support/report.ts';

const DIST = 'dist/ui';
const JS_BUDGET = 180 * 1024;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface FirstPageOptions {
  /** Build the web app first. */
  readonly build: boolean;
  /** Build it when there is none (the smoke run skips this section instead: a build is not seconds long). */
  readonly buildIfMissing: boolean;
  readonly lighthouse: boolean;
  /** The form factors to measure (both unless told). */
  readonly forms?: readonly Form[];
  /** Lighthouse runs per page and form; the median score's run is reported. */
  readonly runs?: number;
}

export type Form = 'desktop' | 'mobile';

/** The demo member whom `npm start` seeds with the Auth emulator (owes rent, so Make Payment shows its form). */
const MEMBER = { email: 'nadia@lakeview.test', password: 'Member123' };
const MAKE_PAYMENT = '/dashboard/make-payment';

function initialAssets(html: string) {
  const urls = [
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return urls.map((url) => {
    const raw = readFileSync(join(DIST, url));
    return { url, kind: url.endsWith('.css') ? 'css' : 'js', bytes: raw.length, gzip: gzipSync(raw).length };
  });
}

export async function benchFirstPage({
  build,
  buildIfMissing,
  lighthouse,
  forms = ['desktop', 'mobile'],
  runs = 1,
}: FirstPageOptions): Promise<SectionResult> {
  const built = existsSync(join(DIST, 'index.html'));
  if (!build && !built && !buildIfMissing) {
    return {
      lines: [{ section: 'first page', name: 'skipped', figures: `no ${DIST}/index.html (npm run build:ui)` }],
      data: { skipped: true },
    };
  }
  if (build || !built) {
    console.log('  building the web app (vite build)');
    buildWebApp({ quiet: true });
  }
  const assets = initialAssets(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const js = assets.filter((a) => a.kind === 'js').reduce((n, a) => n + a.gzip, 0);
  const css = assets.filter((a) => a.kind === 'css').reduce((n, a) => n + a.gzip, 0);
  const kb = (n: number) => `${round(n / 1024, 1)} KB`;
  const lines: Line[] = assets.map((a) => ({
    section: 'first page',
    name: a.url,
    figures: `${kb(a.gzip)} gzip (${kb(a.bytes)} raw)`,
  }));
  lines.push({
    section: 'first page',
    name: 'initial JS, gzip',
    figures: kb(js),
    target: `<= ${kb(JS_BUDGET)}`,
    met: js <= JS_BUDGET,
  });
  lines.push({ section: 'first page', name: 'initial CSS, gzip', figures: kb(css) });
  const data: Record<string, unknown> = { assets, jsGzip: js, cssGzip: css };
  if (lighthouse) {
    const reports = await runLighthouse(['/', '/apartments'], [MAKE_PAYMENT], forms, runs);
    data.lighthouse = reports;
    for (const r of reports) {
      // Desktop is held to 95; mobile (Lighthouse's default phone emulation and slow-4G throttling) to 90.
      const target = r.form === 'desktop' ? 95 : 90;
      lines.push({
        section: 'lighthouse',
        name: `${r.path} (${r.form}${r.signedIn ? ', member' : ''})`,
        figures: `score ${r.score}${r.scores.length > 1 ? ` (median of ${r.scores.join(', ')})` : ''} | LCP ${r.lcpMs} ms | TBT ${r.tbtMs} ms | CLS ${r.cls} | FCP ${r.fcpMs} ms | JS loaded ${kb(r.scriptBytes)}`,
        target: `score >= ${target}`,
        met: r.score >= target,
      });
      if (r.layoutShifts.length)
        lines.push({ section: 'lighthouse', name: `${r.path} layout shifts`, figures: r.layoutShifts.join('; ') });
    }
  }
  return { lines, data };
}

type Details =
  { items?: { node?: { selector?: string; snippet?: string }; score?: number; items?: unknown[] }[] } | undefined;

/** The elements an audit names, with their share of the shift where it has one. */
function shifted(details: unknown): string[] {
  const items = (details as Details)?.items ?? [];
  const nested = items.flatMap((i) =>
    Array.isArray(i.items) ? (i.items as NonNullable<Details>['items'] & object) : [i],
  );
  return nested
    .filter((i) => i.node)
    .slice(0, 5)
    .map(
      (i) => `${i.node?.selector ?? i.node?.snippet ?? '?'}${i.score !== undefined ? ` (${round(i.score, 3)})` : ''}`,
    );
}

/** The middle one of the runs, by score (the lower middle of an even count). */
function median<T extends { score: number }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)]!;
}

async function runLighthouse(guestPaths: string[], memberPaths: string[], forms: readonly Form[], runs: number) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktop } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  const { chromium } = await import('playwright-core');
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const port = await freePort();
  const app = await startApp(['npm', 'start', '--silent'], {
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(dir, 'lh.sqlite')}`,
    // An emulator of its own: `npm start` refuses one it did not start for this database (e.g. the tests' on 9099).
    // It also seeds the demo residents, the member among them.
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    LOG_LEVEL: 'warn',
  });
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  /**
   * Signs the member in through the login form, in the browser Lighthouse drives: the identity SDK keeps the session
   * in that profile's IndexedDB, which Lighthouse then leaves alone (disableStorageReset).
   */
  const signIn = async () => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${app.url}/login`);
      await page.getByLabel('Email').fill(MEMBER.email);
      await page.getByLabel('Password').fill(MEMBER.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${app.url}/`);
      await page.goto(`${app.url}${MAKE_PAYMENT}`);
      await page.getByRole('heading', { name: 'Make Payment' }).waitFor();
      await page.close();
    } finally {
      // Only the connection: the browser is Lighthouse's.
      await browser.close();
    }
  };
  try {
    const reports = [];
    const pages = [
      ...guestPaths.map((path) => ({ path, signedIn: false })),
      ...memberPaths.map((path) => ({ path, signedIn: true })),
    ];
    for (const form of forms) {
      for (const { path, signedIn } of pages) {
        if (signedIn && memberPaths[0] === path) await signIn();
        const measured = [];
        // A run Lighthouse could not finish (it scores 0, with a runtime error) is run again, at most twice in all.
        for (let run = 0, failed = 0; run < runs; run++) {
          const one = await measure(path, form, signedIn);
          if (one.failed && failed++ < 2) run--;
          else measured.push(one);
        }
        const middle = median(measured);
        reports.push({ ...middle, scores: measured.map((m) => m.score) });
      }
    }
    return reports;
  } finally {
    await chrome.kill();
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  /**
   * Empties the browser's HTTP cache but keeps the profile's storage: the member is still signed in, yet fetches
   * every file as on a first visit (what Lighthouse's own reset would do, minus signing out).
   */
  async function emptyCache() {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      await browser.close();
    }
  }

  async function measure(path: string, form: Form, signedIn: boolean) {
    if (signedIn) await emptyCache();
    const result = await lighthouse(
      `${app.url}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A guest's visit starts from a clean profile; the member's keeps the session signIn left in it.
        disableStorageReset: signedIn,
      },
      // No config is Lighthouse's default: a phone, with its simulated slow-4G network and 4x slower CPU.
      form === 'desktop' ? desktop : undefined,
    );
    const lhr = result!.lhr;
    // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report, to see what the main thread spent its time on.
    const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${form}${path.replace(/\//g, '_')}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      writeFileSync(join(keep, name), JSON.stringify(lhr));
    }
    if (signedIn && !new URL(lhr.finalDisplayedUrl).pathname.startsWith(path))
      throw new Error(`the member was not signed in: ${path} ended on ${lhr.finalDisplayedUrl}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items?.find((i) => i.resourceType === 'script');
    return {
      path,
      form,
      signedIn,
      failed: Boolean(lhr.runtimeError),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      fcpMs: Math.round(audit('first-contentful-paint')),
      scriptBytes: scripts?.transferSize ?? 0,
      // What to fix when the score is low: the elements that moved, and the largest paint.
      layoutShifts: shifted(lhr.audits['layout-shifts']?.details),
      lcpElement: shifted(lhr.audits['largest-contentful-paint-element']?.details).slice(0, 1),
    };
  }
}
