/**
 * Late fees in Chromium on a phone (375 px) against the real server and Auth emulator: the admin opens Late Fees from
 * the side menu, finds them off, switches them on as 5% of the unpaid rent after three days' grace with a ৳1,000 cap,
 * and after a reload the screen shows exactly what was saved, on since this month; then reads it in Bangla. Each state
 * is checked for overflow at 375 and 1280 px, with axe-core at 375 px, and photographed.
 *
 * This file runs its own server: late fees switched on would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMonth } from '../../domain/shared/month.ts';
import { thisMonth } from '../support/months.ts';
import { untranslated, watchData } from './support/bangla.ts';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login } from './dashboard/support.ts';

const PHONE = { width: 375, height: 800 };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let errors: string[];
let data: Set<string>;

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  context = await newContext(browser, PHONE.width);
  admin = await context.newPage();
  errors = [...watchErrors(admin)];
  data = watchData(admin);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const form = () => admin.getByRole('form', { name: 'The rule' });

describe('late fees, set by the admin on a phone', () => {
  it('opens Late Fees from the side menu and finds them off', async () => {
    await admin.setViewportSize(PHONE);
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.getByRole('button', { name: 'Open dashboard menu' }).click();
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Late Fees' }).click();
    await admin.waitForURL(`${baseUrl}/dashboard/late-fees`);
    await screenHeading(admin, 'Late Fees').waitFor();
    await admin.getByText('Off: no late fees are added.').waitFor();
    expect(await form().getByRole('checkbox', { name: 'Charge late fees' }).isChecked()).toBe(false);
    await checkScreen(admin, 'late-fees-off');
  });

  it('switches them on as a percent with a cap, and they are kept after a reload', async () => {
    await admin.setViewportSize(PHONE);
    await form().getByRole('checkbox', { name: 'Charge late fees' }).check();
    await form().getByLabel('Days of grace after the due day').fill('3');
    await form().getByRole('radio', { name: 'A percent of the unpaid rent' }).check();
    await form()
      .getByLabel(/^Percent of the unpaid rent/)
      .fill('5');
    await form().getByLabel('Most a month’s fee may be, in taka').fill('1000');
    await form()
      .getByText(
        'Rent still unpaid 4 days after the due day takes a fee of 5% of what is unpaid. A month’s fee is never more than ৳1,000.',
      )
      .waitFor();
    await form().getByRole('button', { name: 'Save late fees' }).click();
    await admin.getByRole('status').getByText('Late fees saved').waitFor();
    const on = `On since ${formatMonth(thisMonth())}: no month before it takes a fee.`;
    await admin.getByText(on).waitFor();

    await admin.reload();
    await screenHeading(admin, 'Late Fees').waitFor();
    await admin.getByText(on).waitFor();
    expect(await form().getByRole('checkbox', { name: 'Charge late fees' }).isChecked()).toBe(true);
    expect(await form().getByRole('radio', { name: 'A percent of the unpaid rent' }).isChecked()).toBe(true);
    expect(await form().getByLabel('Days of grace after the due day').inputValue()).toBe('3');
    expect(
      await form()
        .getByLabel(/^Percent of the unpaid rent/)
        .inputValue(),
    ).toBe('5');
    expect(await form().getByLabel('Most a month’s fee may be, in taka').inputValue()).toBe('1000');
    expect(await form().getByLabel('Fee in taka').count()).toBe(0);
    await checkScreen(admin, 'late-fees-on');
    expect(errors).toEqual([]);
  });

  it('reads wholly in Bangla', async () => {
    await admin.setViewportSize(PHONE);
    // On a phone the language switch waits in the side menu.
    await admin.getByRole('button', { name: 'Open dashboard menu' }).click();
    await admin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: /^Change language/ })
      .click();
    await expect.poll(() => admin.evaluate(() => document.documentElement.lang)).toBe('bn');
    await screenHeading(admin, 'বিলম্ব ফি').waitFor();
    await admin.getByRole('button', { name: 'ড্যাশবোর্ড মেনু বন্ধ করুন' }).click();
    expect(await untranslated(admin, data)).toEqual([]);
    await checkScreen(admin, 'bn-late-fees');
  });
});
