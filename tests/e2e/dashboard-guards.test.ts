/** The dashboard's doors: sign-in redirects that remember the origin, the loading line, unknown paths, the phone menu. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading, withoutPageSession } from './support/browser.ts';
import { checkScreen, menuItems, PASSWORD, register, submitLogin } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const email = uniqueEmail('guard');

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  errors = watchErrors(page);
  await register(page, baseUrl, 'Guard Tester', email);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('dashboard guards and layout', () => {
  it('logs out to the home page, sends a signed-out visitor to /login, and returns there after login', async () => {
    await page.goto(`${baseUrl}/dashboard/my-profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();

    await page.goto(`${baseUrl}/dashboard/announcements`);
    await page.waitForURL(`${baseUrl}/login`);
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL(`${baseUrl}/dashboard/announcements`);
    await screenHeading(page, 'Announcements').waitFor();
  });

  it('shows Page Not Found for an unknown dashboard path, inside the dashboard', async () => {
    await page.goto(`${baseUrl}/dashboard/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).count()).toBeGreaterThan(0);
    expect(await menuItems(page)).toEqual(['My Profile', 'Announcements', 'Maintenance', 'Notifications']);
    await checkScreen(page, 'not-found');
  });

  it("shows 'Loading dashboard...' while the role is on its way", async () => {
    // Without a page session, which would bring the role with the page.
    await withoutPageSession(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/role', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/dashboard/my-profile`);
    await page.getByText('Loading dashboard...').waitFor();
    release();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.unroute('**/api/users/role');
  });

  it('keeps a page closed when the role cannot be fetched, says so without signing out, and tries again', async () => {
    await withoutPageSession(page);
    await page.route('**/api/users/role', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"no"}' }),
    );
    await page.goto(`${baseUrl}/dashboard/my-profile`);
    await page.getByRole('alert').filter({ hasText: 'We could not check what your account may open' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard/my-profile`);
    await checkScreen(page, 'role-unknown');
    await page.unroute('**/api/users/role');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });

  it('tells a signed-in user who opens Make Payment or an admin page whom it is for, instead of a login form', async () => {
    await page.goto(`${baseUrl}/dashboard/make-payment`);
    await page.getByRole('heading', { name: 'This page is for members' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse apartments' }).count()).toBe(1);
    await checkScreen(page, 'wrong-role-member');
    await page.goto(`${baseUrl}/dashboard/manage-members`);
    await page.getByRole('heading', { name: "This page is for the building's admins" }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await checkScreen(page, 'wrong-role-admin');
  });

  it('opens and closes the side menu with the toggle on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/dashboard/my-profile`);
    const toggle = page.getByRole('button', { name: 'Open dashboard menu' });
    await toggle.waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close dashboard menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    await page.screenshot({ path: 'test-artifacts/dashboard-menu-open-375.png' });
    await page.getByRole('link', { name: 'Announcements' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/announcements`);
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('button', { name: 'Open dashboard menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
