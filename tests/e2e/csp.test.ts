/**
 * The server's Content-Security-Policy is strict (no inline scripts, no foreign scripts but Google's sign-in loader):
 * every screen of the app must work under it without the browser reporting a single violation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import { ADMIN, login } from './dashboard/support.ts';
import { launch, newContext } from './support/browser.ts';

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Records every CSP violation the page reports, from the first byte on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

describe('the Content-Security-Policy', () => {
  it('is sent with the app and satisfied by every public page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const first = await page.goto(`${baseUrl}/`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: 'About the Building' }).waitFor();
    await page.getByRole('heading', { name: 'Our Location' }).scrollIntoViewIfNeeded();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    for (const [path, heading] of [
      ['/apartments', 'Available Apartments'],
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/unsubscribe?token=x', 'Unsubscribe from emails'],
      ['/nowhere', 'Page Not Found'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
    }
    expect(violations).toEqual([]);

    // And it is enforced: an injected inline script is blocked and reported, so the watch above would have seen one.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await context.close();
  });

  it('is satisfied by the dashboard screens of a signed-in admin', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    for (const path of [
      'admin-profile',
      'agreement-requests',
      'manage-members',
      'make-announcement',
      'manage-coupons',
    ]) {
      await page.goto(`${baseUrl}/dashboard/${path}`);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
