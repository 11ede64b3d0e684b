/**
 * The `first-page` section: the first page. What index.html makes every visitor download before anything else
 * (entry script, modulepreloads, stylesheets; gzip bytes per chunk, 180 KB budget for the JavaScript), then
 * Lighthouse (desktop preset and its default phone emulation, Debian Chromium, nothing fetched from the internet)
 * on / and /apartments served by `npm start`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
}

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

export async function benchFirstPage({ build, buildIfMissing, lighthouse }: FirstPageOptions): Promise<SectionResult> {
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
    const reports = await runLighthouse(['/', '/apartments']);
    data.lighthouse = reports;
    for (const r of reports) {
      // Desktop is held to 95; mobile (Lighthouse's default phone emulation and slow-4G throttling) to 90.
      const target = r.form === 'desktop' ? 95 : 90;
      lines.push({
        section: 'lighthouse',
        name: `${r.path} (${r.form})`,
        figures: `score ${r.score} | LCP ${r.lcpMs} ms | TBT ${r.tbtMs} ms | CLS ${r.cls} | FCP ${r.fcpMs} ms | JS loaded ${kb(r.scriptBytes)}`,
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

async function runLighthouse(paths: string[]) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktop } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const port = await freePort();
  const app = await startApp(['npm', 'start', '--silent'], {
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(dir, 'lh.sqlite')}`,
    // An emulator of its own: `npm start` refuses one it did not start for this database (e.g. the tests' on 9099).
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    LOG_LEVEL: 'warn',
  });
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const reports = [];
    for (const form of ['desktop', 'mobile'] as const)
      for (const path of paths) {
        const result = await lighthouse(
          `${app.url}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          // No config is Lighthouse's default: a phone, with its simulated slow-4G network and 4x slower CPU.
          form === 'desktop' ? desktop : undefined,
        );
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts = (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items?.find((i) => i.resourceType === 'script');
        reports.push({
          path,
          form,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: round(audit('cumulative-layout-shift'), 3),
          fcpMs: Math.round(audit('first-contentful-paint')),
          scriptBytes: scripts?.transferSize ?? 0,
          // What to fix when the score is low: the elements that moved, and the largest paint.
          layoutShifts: shifted(lhr.audits['layout-shifts']?.details),
          lcpElement: shifted(lhr.audits['largest-contentful-paint-element']?.details).slice(0, 1),
        });
      }
    return reports;
  } finally {
    await chrome.kill();
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
