/** Chromium from Debian, driven by playwright-core; every request that leaves the machine fails at once (see ARGS). */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { ARGS, CHROMIUM } from './chromium.ts';

export const ARTIFACTS = 'test-artifacts';
export const WIDTHS = [375, 1280] as const;
// Google's gapi loader, needed by popup sign-in, is replaced by a local test double (see gapi-shim.js).
const GAPI_URL = 'https://apis.google.com/js/api.js';
const GAPI_SHIM = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * A file's own connection to the run's Chromium, or a Chromium of its own when no run shares one. Closing it closes
 * every context the file opened, and nothing of another file's.
 */
export const launch = (): Promise<Browser> => {
  const shared = inject('browserEndpoint');
  return shared ? chromium.connect(shared) : chromium.launch({ executablePath: CHROMIUM, args: ARGS });
};

/** A context of its own, its window as wide as asked. */
export const newContext = (browser: Browser, width = 1280): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width, height: 900 } });

/** Popup sign-in loads Google's gapi loader: a context that signs in that way gets the local double instead. */
export async function withGoogleLoader(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.href.startsWith(GAPI_URL),
    (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }),
  );
}

/** Fails the test on any uncaught error in the page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * axe-core in every frame of the page that does not hold it yet: once for each document, not once for each check
 * (half a megabyte of script, which took most of a check's time when injected every time). A frame that goes away
 * meanwhile has nothing left to check.
 */
async function injectAxe(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      if (await frame.evaluate(() => window.axe !== undefined).catch(() => true)) return;
      await frame.evaluate(AXE_SOURCE).catch(() => undefined);
    }),
  );
}

async function seriousViolations(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5000 },
  );
  await injectAxe(page);
  // axe.run in the page itself, which reaches its frames of the same origin (the only kind the app has) through the
  // copies injected there; only violations come back, and only what a failure names.
  return page.evaluate(async () => {
    const { violations } = await window.axe!.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** axe-core on the page as it stands: serious and critical violations fail the test. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast sliding in or fading out is half-transparent for a moment: measure colours once finite animations end.
  // One may start while axe measures (a toast's time runs out), so a finding counts only when it is still there
  // once that animation has ended too: a colour that stays wrong is never missed.
  let bad = await seriousViolations(page);
  if (bad.length > 0) {
    await page.waitForTimeout(1000);
    bad = await seriousViolations(page);
  }
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}

/**
 * Photographs are for people to look at: a developer's run takes them (into test-artifacts/), CI, where nobody looks,
 * skips them unless E2E_PHOTOS=1 asks for them. They cost a sixth of a screen walk's time.
 */
export const PHOTOGRAPHS = process.env.E2E_PHOTOS === '1' || (process.env.E2E_PHOTOS !== '0' && !process.env.CI);

/** Full-page screenshot after scrolling once through the page, so lazy images are in the picture. */
export async function photograph(page: Page, name: string): Promise<void> {
  if (!PHOTOGRAPHS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
}

/**
 * A screen's heading once the screen has drawn itself. The page can show the same heading sooner: a dashboard screen
 * arrives as its frame, drawn by the server while the session is read, with the heading inside a stand-in marked
 * aria-busy; what the screen shows below it comes later.
 */
export const screenHeading = (scope: Page | Locator, name?: string): Locator =>
  scope
    .getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) })
    .and(scope.locator(':not([aria-busy="true"]) > h1'));

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lakeview.test`;

/**
 * Drops the page session's cookie: the next dashboard page arrives without the person's first data, and the app reads
 * it from /api (for a test that holds or fails those reads).
 */
export const withoutPageSession = (page: Page): Promise<void> =>
  page.context().clearCookies({ name: 'lakeview_page_session' });
