/**
 * Common spaces in Chromium at 375 px against the real server and Auth emulator: the admin adds the Rooftop from the
 * Common Spaces screen; Karim opens Book a Space, picks the Rooftop and a day two days ahead, books its 18:00 slot
 * (a real button named "Rooftop, 18:00–20:00, free"), sees the booking under My bookings and on the admin's day
 * sheet, and cancels it; he books it again and the admin cancels it from the day sheet, saying why, which Karim reads
 * with the booking and in his notifications. Both screens are checked for overflow at 375 and 1280 px, with axe-core
 * at 375 px, and photographed.
 *
 * This file runs its own server: the space it adds would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login } from './dashboard/support.ts';
import { untranslated, watchData } from './support/bangla.ts';
import { bn } from '../../ui/i18n/bn/index.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123' };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let karim: Page;
let adminErrors: string[];
let memberErrors: string[];
let memberData: Set<string>;
let adminData: Set<string>;

const snap = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/common-spaces-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 900 });
};

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  adminContext = await newContext(browser);
  memberContext = await newContext(browser);
  admin = await adminContext.newPage();
  karim = await memberContext.newPage();
  await admin.setViewportSize({ width: 375, height: 900 });
  await karim.setViewportSize({ width: 375, height: 900 });
  adminErrors = watchErrors(admin);
  memberErrors = watchErrors(karim);
  memberData = watchData(karim);
  adminData = watchData(admin);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(karim, baseUrl, KARIM.email, KARIM.password);
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('common spaces', () => {
  it('the admin adds the Rooftop', async () => {
    await admin.goto(`${baseUrl}/dashboard/common-spaces`);
    await screenHeading(admin, 'Common Spaces').waitFor();
    await admin.getByText('No common spaces yet. Add the first one below.').waitFor();
    await admin.getByLabel('Name').fill('Rooftop');
    await admin.getByLabel('Fee in taka (0 for free)').fill('1500');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Rooftop added').waitFor();
    await admin.getByRole('heading', { name: 'Rooftop', level: 3 }).waitFor();
    await checkScreen(admin, 'common-spaces-admin');
    await snap(admin, 'admin');
  });

  it('Karim books the Rooftop’s 18:00 slot two days ahead, sees it, and cancels it', async () => {
    await karim.goto(`${baseUrl}/dashboard/book-a-space`);
    await screenHeading(karim, 'Book a Space').waitFor();
    await karim.getByText('You have no bookings yet.').waitFor();
    await karim.getByLabel('Space').selectOption({ label: 'Rooftop' });
    await karim.getByRole('button', { name: 'Next day' }).click();
    await karim.getByRole('button', { name: 'Next day' }).click();
    const slot = karim.getByRole('button', { name: 'Rooftop, 18:00–20:00, free' });
    await slot.click();
    expect(await slot.getAttribute('aria-pressed')).toBe('true');
    await snap(karim, 'member-chosen');
    await karim.getByRole('button', { name: 'Book', exact: true }).click();
    await karim.getByText(/^Booked: Rooftop/).waitFor();
    await karim.getByRole('button', { name: 'Rooftop, 18:00–20:00, taken' }).waitFor();
    const mine = karim.getByRole('list', { name: 'My bookings' });
    await mine.getByText('Confirmed').waitFor();
    await checkScreen(karim, 'common-spaces-member');
    await snap(karim, 'member-booked');
    // The admin's day sheet names the flat and the member.
    await admin.reload();
    const sheet = admin.getByRole('region', { name: 'Bookings of the day' });
    await sheet.getByRole('button', { name: 'Next day' }).click();
    await sheet.getByRole('button', { name: 'Next day' }).click();
    await sheet.getByRole('list', { name: 'Rooftop' }).getByText('Confirmed').waitFor();
    await snap(admin, 'admin-day');
    await mine.getByRole('button', { name: /^Cancel Rooftop/ }).click();
    await karim.getByText('Booking cancelled').waitFor();
    await mine.getByText('Cancelled').waitFor();
    await karim.getByRole('button', { name: 'Rooftop, 18:00–20:00, free' }).waitFor();
    await snap(karim, 'member-cancelled');
    expect([...adminErrors, ...memberErrors]).toEqual([]);
  });

  it('the admin cancels Karim’s booking from the day sheet, saying why; Karim reads the reason and is told', async () => {
    const REASON = 'The roof is being waterproofed that evening.';
    await karim.reload();
    await karim.getByLabel('Space').selectOption({ label: 'Rooftop' });
    await karim.getByRole('button', { name: 'Next day' }).click();
    await karim.getByRole('button', { name: 'Next day' }).click();
    await karim.getByRole('button', { name: 'Rooftop, 18:00–20:00, free' }).click();
    await karim.getByRole('button', { name: 'Book', exact: true }).click();
    await karim.getByText(/^Booked: Rooftop/).waitFor();

    await admin.reload();
    const sheet = admin.getByRole('region', { name: 'Bookings of the day' });
    await sheet.getByRole('button', { name: 'Next day' }).click();
    await sheet.getByRole('button', { name: 'Next day' }).click();
    const rooftop = sheet.getByRole('list', { name: 'Rooftop' });
    await rooftop.getByText('Confirmed').waitFor();
    await rooftop.getByRole('button', { name: /^Cancel the booking of Rooftop by / }).click();
    await rooftop.getByLabel('Why it is cancelled (the member reads this)').fill(REASON);
    await rooftop.getByRole('button', { name: 'Cancel and tell the member' }).click();
    await admin.getByText(/^The booking of Rooftop by .+ is cancelled; they have been told\.$/).waitFor();
    await rooftop.getByText('Cancelled').first().waitFor();
    await snap(admin, 'admin-cancelled');

    // The slot is free again, the booking reads cancelled with the admin's reason, and Karim's inbox says so.
    await karim.reload();
    await karim.getByLabel('Space').selectOption({ label: 'Rooftop' });
    await karim.getByRole('button', { name: 'Next day' }).click();
    await karim.getByRole('button', { name: 'Next day' }).click();
    await karim.getByRole('button', { name: 'Rooftop, 18:00–20:00, free' }).waitFor();
    await karim.getByRole('list', { name: 'My bookings' }).getByText(`Reason: ${REASON}`).waitFor();
    await karim.goto(`${baseUrl}/dashboard/notifications`);
    await karim
      .getByText(/^Booking cancelled: Rooftop/)
      .first()
      .waitFor();
    await snap(karim, 'member-told');
    expect([...adminErrors, ...memberErrors]).toEqual([]);
  });

  it('reads both screens in Bangla, no word of the app’s own left in Latin script', async () => {
    for (const [page, data, path, title] of [
      [karim, memberData, '/dashboard/book-a-space', bn['spaces.bookTitle']],
      [admin, adminData, '/dashboard/common-spaces', bn['spaces.title']],
    ] as const) {
      await page.evaluate(() => localStorage.setItem('lakeview.locale', 'bn'));
      // The admin's choice stays on this page, not with the demo account other journeys read in English.
      await page.route('**/api/me/language', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ language: 'bn' }) }),
      );
      await page.goto(`${baseUrl}${path}`);
      await screenHeading(page, title).waitFor();
      if (page === karim) await page.getByLabel(bn['spaces.pickSpace']).selectOption({ label: 'Rooftop' });
      await page.waitForTimeout(500);
      expect(await untranslated(page, data), path).toEqual([]);
      await snap(page, `bn-${path.split('/').at(-1)}`);
    }
  });
});
