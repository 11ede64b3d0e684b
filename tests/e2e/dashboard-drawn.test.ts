/**
 * A dashboard screen as the server sends it: its frame, with the screen's heading, before anyone's session is known
 * (it lives in the browser). The app takes that frame over where it stands, then draws the person's screen in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bn } from '../../ui/i18n/bn/index.ts';
import { launch, newContext, screenHeading, watchErrors } from './support/browser.ts';
import { sharedServer } from './support/shared-server.ts';
import { login } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
const KARIM = { email: 'karim@lakeview.test', password: 'Member123', name: 'Karim' };

const html = async (path: string, language: string) => {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': language } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The stand-in a screen's frame holds: its heading, then what it waits for. */
const standIn = (heading: string, waiting: string) =>
  new RegExp(`aria-busy="true"><h1 [^>]*>${heading}</h1><p role="status"[^>]*>${waiting}</p></div>`);

describe('a dashboard screen as sent', () => {
  it("holds the frame with the screen's heading, in the language asked for, and names nobody", async () => {
    const english = await html('/dashboard/make-payment', 'en-GB,en;q=0.9');
    expect(english).toContain('<div id="root" data-drawn="en">');
    expect(english).toMatch(standIn('Make Payment', 'Loading...'));
    expect(english).toContain('<title>Make Payment | Dashboard</title>');
    const bangla = await html('/dashboard/make-payment', 'bn-BD,bn;q=0.9');
    expect(bangla).toContain('<div id="root" data-drawn="bn">');
    expect(bangla).toMatch(standIn(bn['payments.title'], bn['common.loading']));
    // A receipt's frame is the same for every receipt: its heading names none.
    expect(await html('/dashboard/receipts/RCP-1', 'en')).toMatch(standIn('Receipt', 'Loading...'));
    for (const page of [english, bangla]) {
      expect(page).not.toContain('role="navigation"');
      expect(page).not.toMatch(/<nav /);
    }
  });
});

describe('the frame in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (await newContext(browser, 375)).newPage();
    errors = watchErrors(page);
  });
  afterAll(() => browser?.close());

  it("is taken over where it stands and becomes the member's screen", async () => {
    await login(page, baseUrl, KARIM.email, KARIM.password);
    // The app's code waits until the drawing has been marked, so the test sees the frame as sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until DOMContentLoaded: that waits for the held code.
    await page.goto(`${baseUrl}/dashboard/make-payment`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Make Payment', level: 1 }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Loading...');
    await page.evaluate(() => document.querySelector('header')!.setAttribute('data-sent', ''));
    release();
    await page.locator('#root[data-live]').waitFor();
    await screenHeading(page, 'Make Payment').waitFor();
    await page.getByLabel(/Month to pay/).waitFor();
    // Taken over, not drawn again: the header the server sent is the one on screen, now naming her.
    expect(await page.locator('header[data-sent]').count()).toBe(1);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Make Payment' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a visitor who is not signed in to log in, remembering the screen', async () => {
    const guest = await (await newContext(browser, 375)).newPage();
    await guest.goto(`${baseUrl}/dashboard/make-payment`);
    await guest.waitForURL(`${baseUrl}/login`);
    await guest.getByLabel('Email').fill(KARIM.email);
    await guest.getByLabel('Password').fill(KARIM.password);
    await guest.getByRole('button', { name: 'Login', exact: true }).click();
    await guest.waitForURL(`${baseUrl}/dashboard/make-payment`);
    await screenHeading(guest, 'Make Payment').waitFor();
  });
});
