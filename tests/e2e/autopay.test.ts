/**
 * Autopay in Chromium against the real server and Auth emulator, with the sandbox provider: Nadia saves the sandbox's
 * test card on My Account, turns autopay on with a cap, and sees it on, with her card, the cap and the next charge
 * day. Each state is checked for overflow at 375 and 1280 px, with axe-core at 375 px, and photographed.
 *
 * This file runs its own server: a saved card and autopay on would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { checkScreen, login } from './dashboard/support.ts';

const NADIA = { email: 'nadia@lakeview.test', password: 'Member123' };
const PHONE = { width: 375, height: 900 };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let nadia: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  context = await newContext(browser, PHONE.width);
  nadia = await context.newPage();
  errors = watchErrors(nadia);
  await login(nadia, baseUrl, NADIA.email, NADIA.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const panel = () => nadia.getByRole('region', { name: 'Autopay' });

describe('Nadia sets autopay up', () => {
  it('finds autopay off on My Account, with no card saved', async () => {
    await nadia.setViewportSize(PHONE);
    await nadia.goto(`${baseUrl}/dashboard/my-account`);
    await panel().getByText('Autopay is off').waitFor();
    await panel().getByText('No card saved yet.').waitFor();
    await checkScreen(nadia, 'autopay-off');
  });

  it('saves the sandbox test card with her consent', async () => {
    await nadia.setViewportSize(PHONE);
    await panel().getByRole('button', { name: 'Save a card' }).click();
    await panel().getByLabel('Card number').fill('4242 4242 4242 4242');
    await panel().getByLabel('Expiry (MM/YY)').fill('12/34');
    await panel().getByLabel('CVC').fill('123');
    await panel()
      .getByRole('checkbox', { name: /I allow the building/ })
      .check();
    await panel().getByRole('button', { name: 'Save card' }).click();
    await panel().getByText('Card: VISA ending 4242').waitFor();
  });

  it('turns autopay on with a cap and sees it on, with the card, the cap and the next charge day', async () => {
    await nadia.setViewportSize(PHONE);
    await panel().getByLabel('Cap (taka)').fill('50000');
    await panel().getByRole('button', { name: 'Turn autopay on' }).click();
    await panel().getByText('Autopay is on').waitFor();
    await panel()
      .getByText(/Never more than 50,000\s*৳/)
      .waitFor();
    await panel()
      .getByText(/^Next charge: /)
      .waitFor();
    await nadia.reload();
    await panel().getByText('Autopay is on').waitFor();
    expect(await panel().textContent()).toMatch(/Card: VISA ending 4242.*Never more than 50,000\s*৳.*Next charge: /);
    await checkScreen(nadia, 'autopay-on');
    expect(errors).toEqual([]);
  });
});
