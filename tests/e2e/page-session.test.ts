/**
 * A member who opens a dashboard page gets it with what its screen reads first (their role, their dues), so the screen
 * draws as soon as the browser has restored her session, without first asking /api for them. The page session that
 * makes this possible is started at login, ended at logout, and never serves one person's data to another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, photograph, screenHeading, watchErrors } from './support/browser.ts';
import { sharedServer } from './support/shared-server.ts';
import { login } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
const KARIM = { email: 'karim@lakeview.test', password: 'Member123', flat: 'A202' };
const FARHANA = { email: 'farhana@lakeview.test', password: 'Member123' };

/** The page session's cookie in this browser, once the app has started it. */
const pageSession = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'lakeview_page_session');

/** The flat Make Payment shows the payment for. */
const roomShown = (page: Page) => page.locator('dt:text-is("Room") + dd').textContent();

/** The reads the page makes of /api from now on (method and path). */
function watchReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${r.method()} ${url.pathname}`);
  });
  return reads;
}

describe('a dashboard page opened with a page session', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser, 375);
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(() => browser?.close());

  it('is started at login, as a cookie only the dashboard pages carry and no script can read', async () => {
    await login(page, baseUrl, KARIM.email, KARIM.password);
    await expect
      .poll(() => pageSession(context))
      .toMatchObject({ path: '/dashboard', httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('lakeview_page_session');
  });

  it('arrives with her dues: Make Payment draws her flat without asking /api for them', async () => {
    const reads = watchReads(page);
    await page.goto(`${baseUrl}/dashboard/make-payment`);
    await screenHeading(page, 'Make Payment').waitFor();
    await expect.poll(() => roomShown(page)).toBe(KARIM.flat);
    await page.getByLabel(/Month to pay/).waitFor();
    expect(reads).not.toContain('GET /api/payments/dues');
    // Her data does not stay in the page once the app has it.
    expect(await page.locator('#first-answers').count()).toBe(0);
    await photograph(page, 'page-session-make-payment');
    // A second visit within the page asks /api as before: the page's answers serve once.
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Profile' }).click();
    await screenHeading(page, 'My Profile').waitFor();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Make Payment' }).click();
    await expect.poll(() => reads.filter((r) => r === 'GET /api/payments/dues').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("is ended at logout, and the next member's page brings her own data, never his", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => pageSession(context)).toBeUndefined();
    await login(page, baseUrl, FARHANA.email, FARHANA.password);
    await expect.poll(() => pageSession(context)).toBeDefined();
    const reads = watchReads(page);
    await page.goto(`${baseUrl}/dashboard/make-payment`);
    await page.getByLabel(/Month to pay/).waitFor();
    expect(await roomShown(page)).not.toBe(KARIM.flat);
    expect(reads).not.toContain('GET /api/payments/dues');
    expect(errors).toEqual([]);
  });
});
