/**
 * The front desk in Chromium against the real server and Auth emulator: the admin adds a guard on the Staff screen;
 * Karim, a resident, registers a visitor on My Visitors and reads the pass code off the screen; the guard, signed in
 * on a 375 px phone, lands on the Gate, lets the visitor in by that code, and Karim finds the arrival among his
 * notifications. Each screen is checked for overflow at 375 and 1280 px and with axe-core at 375 px, and photographed
 * (also into /tmp/front-desk-shots).
 *
 * This file runs its own server: the staff and visits it writes would change what the other journeys see.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, menuItems, PASSWORD } from './dashboard/support.ts';
import { tokenFor } from '../support/emulator.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123' };
const SHOTS = '/tmp/front-desk-shots';
const GUARD = { email: uniqueEmail('guard'), name: 'Abdul Guard' };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let karim: Page;
let guard: Page;
let errors: string[];
let code = '';

const snap = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  const open = async (width = 1280) => {
    const context = await newContext(browser, width);
    contexts.push(context);
    return context.newPage();
  };
  admin = await open();
  karim = await open();
  guard = await open(375);
  errors = [...watchErrors(admin), ...watchErrors(karim)];
  // The guard's sign-in account exists; the admin makes it staff on the Staff screen.
  await tokenFor(GUARD.email, PASSWORD, GUARD.name);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(karim, baseUrl, KARIM.email, KARIM.password);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('the front desk', () => {
  it('the admin adds a guard on the Staff screen', async () => {
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Staff' }).click();
    await screenHeading(admin, 'Staff').waitFor();
    await admin.getByText('No staff yet. Add the first one above.').waitFor();
    // An empty form names every field, beside it and in the summary.
    await admin.getByRole('button', { name: 'Add to Staff' }).click();
    await admin.getByRole('region', { name: 'There is a problem' }).waitFor();
    await admin.getByLabel('Email they sign in with').fill(GUARD.email);
    await admin.getByLabel('Name').fill(GUARD.name);
    await admin.getByLabel('Job').selectOption('guard');
    await admin.getByRole('button', { name: 'Add to Staff' }).click();
    await admin.getByText(`${GUARD.name} added to the staff`).waitFor();
    await admin.getByRole('list', { name: 'Staff members' }).getByText(GUARD.email).waitFor();
    await checkScreen(admin, 'front-desk-staff');
    await snap(admin, 'staff');
  });

  it('Karim registers a visitor and gets a pass code to share', async () => {
    await karim.goto(`${baseUrl}/dashboard`);
    await karim.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Visitors' }).click();
    await screenHeading(karim, 'My Visitors').waitFor();
    await karim.getByLabel("Visitor's name").fill('Rafiq Hasan');
    await karim.getByLabel("Visitor's mobile number").fill('0171234567');
    await karim.getByRole('button', { name: 'Get a Pass' }).click();
    // A number one digit short is refused beside its field, in the server's words.
    await karim.getByText('Enter a Bangladeshi mobile number, like 01712345678').first().waitFor();
    await karim.getByLabel("Visitor's mobile number").fill('01712345678');
    await karim.getByRole('button', { name: 'Get a Pass' }).click();
    await karim.getByRole('heading', { name: 'Pass for Rafiq Hasan' }).waitFor();
    code = (await karim.getByTestId('pass-code').textContent())!.trim();
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    await karim.getByRole('list', { name: 'Your visitors' }).getByText('Rafiq Hasan').waitFor();
    await checkScreen(karim, 'front-desk-my-visitors');
    await snap(karim, 'my-visitors');
  });

  it('the guard, on a phone, lands on the Gate and lets the visitor in by code', async () => {
    await login(guard, baseUrl, GUARD.email, PASSWORD);
    await guard.goto(`${baseUrl}/dashboard`);
    await screenHeading(guard, 'Gate').waitFor();
    await guard.getByRole('button', { name: 'Open dashboard menu' }).click();
    expect(await menuItems(guard)).toEqual([
      'Gate',
      'My Jobs',
      "Today's Bookings",
      'Visitor Log',
      'Parcels',
      'Notifications',
    ]);
    await guard.goto(`${baseUrl}/dashboard/gate`);
    await guard.getByRole('button', { name: 'Mark Rafiq Hasan arrived' }).waitFor();
    // An admin screen is not the guard's.
    await guard.goto(`${baseUrl}/dashboard/staff`);
    await guard.getByRole('heading', { name: "This page is for the building's admins" }).waitFor();
    await guard.goto(`${baseUrl}/dashboard/gate`);
    await guard.getByLabel('Pass code').fill(code.toLowerCase());
    await guard.getByRole('button', { name: 'Let In', exact: true }).click();
    await guard.getByText('Rafiq Hasan let in to').first().waitFor();
    await guard.getByRole('button', { name: 'Mark Rafiq Hasan left' }).waitFor();
    // The same code again is refused: the pass was used.
    await guard.getByLabel('Pass code').fill(code);
    await guard.getByRole('button', { name: 'Let In', exact: true }).click();
    await guard.getByText('This pass has already been used').waitFor();
    await checkScreen(guard, 'front-desk-gate');
    await snap(guard, 'gate');
  });

  it('Karim sees the arrival among his notifications', async () => {
    await karim.goto(`${baseUrl}/dashboard/notifications`);
    await karim.getByText('Your visitor Rafiq Hasan has arrived').first().waitFor();
    await snap(karim, 'notifications');
  });

  it('the visitor log shows the visit to the guard', async () => {
    await guard.goto(`${baseUrl}/dashboard/visitor-log`);
    await screenHeading(guard, 'Visitor Log').waitFor();
    await guard.getByRole('list', { name: 'Visits' }).getByText('Rafiq Hasan').waitFor();
    await checkScreen(guard, 'front-desk-visitor-log');
    await snap(guard, 'visitor-log');
    expect(errors).toEqual([]);
  });
});
