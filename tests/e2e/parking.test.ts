/**
 * Parking spaces in Chromium against the real server and Auth emulator: the admin opens Parking from the dashboard
 * menu, sees the empty list, adds P-01 (a second P-01 is refused beside the field), puts Karim on it, and Karim's
 * My Profile shows P-01; once freed, it shows None. The admin page and My Profile are checked for overflow at
 * 375 and 1280 px, with axe-core at 375 px, and photographed.
 *
 * This file runs its own server: the spaces it adds would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login } from './dashboard/support.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123' };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let karim: Page;
let errors: string[];

const snap = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/parking-${name}-${width}.png`, fullPage: true });
  }
};

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  adminContext = await newContext(browser);
  memberContext = await newContext(browser);
  admin = await adminContext.newPage();
  karim = await memberContext.newPage();
  errors = watchErrors(admin);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(karim, baseUrl, KARIM.email, KARIM.password);
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('parking spaces', () => {
  it('a member with no space sees None on My Profile', async () => {
    await karim.goto(`${baseUrl}/dashboard/my-profile`);
    const tile = karim.locator('dl', { hasText: 'Parking space' });
    await tile.getByText('None').waitFor();
  });

  it('the admin opens Parking from the menu and sees that there are no spaces yet', async () => {
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Parking Spaces' }).click();
    await screenHeading(admin, 'Parking Spaces').waitFor();
    await admin.getByText('No parking spaces yet. Add the first one above.').waitFor();
  });

  it('adds P-01 from the keyboard, and a second P-01 is refused beside the field', async () => {
    await admin.getByLabel('Space label').fill('p-01');
    await admin.keyboard.press('Enter');
    await admin.getByRole('status').getByText('Space P-01 added').waitFor();
    await admin.getByRole('heading', { name: 'P-01', level: 2 }).waitFor();
    await admin.getByLabel('Space label').fill('P-01');
    await admin.getByRole('button', { name: 'Add Space' }).click();
    await admin.getByText('A parking space with this label already exists').waitFor();
    expect(await admin.getByLabel('Space label').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts Karim on P-01, and his My Profile shows it', async () => {
    await admin.getByLabel('Member for P-01').selectOption(KARIM.email);
    await admin.getByRole('button', { name: 'Assign' }).click();
    await admin.getByText(/^Assigned to /).waitFor();
    await checkScreen(admin, 'parking');
    await snap(admin, 'admin');
    await karim.reload();
    await karim.locator('dl', { hasText: 'Parking space' }).getByText('P-01').waitFor();
    await checkScreen(karim, 'parking-my-profile');
    await snap(karim, 'my-profile');
  });

  it('frees P-01, and Karim sees None again', async () => {
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByRole('button', { name: 'Free space P-01' }).click();
    await admin.getByText('Free', { exact: true }).waitFor();
    await karim.reload();
    await karim.locator('dl', { hasText: 'Parking space' }).getByText('None').waitFor();
    expect(errors).toEqual([]);
  });
});
