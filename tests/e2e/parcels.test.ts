/**
 * Parcels in Chromium against the real server and Auth emulator: a guard, signed in on a 375 px phone, opens Parcels,
 * logs a parcel with a photo for Karim's flat; Karim is told at once, finds it waiting on My Parcels, marks it
 * collected saying who took it, and the guard's list no longer has it. Each screen is checked for overflow at 375 and
 * 1280 px and with axe-core at 375 px, and photographed (also into /tmp/parcels-shots).
 *
 * This file runs its own server: the staff and parcels it writes would change what the other journeys see.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, menuItems, PASSWORD } from './dashboard/support.ts';
import { tokenFor } from '../support/emulator.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123', name: 'Karim Ahmed' };
const SHOTS = '/tmp/parcels-shots';
const GUARD = { email: uniqueEmail('parcel-guard'), name: 'Jamal Guard' };
const PHOTO = `${SHOTS}/box.png`;

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
let karim: Page;
let guard: Page;
let errors: string[];

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
  karim = await open();
  guard = await open(375);
  errors = [...watchErrors(karim), ...watchErrors(guard)];
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(
    PHOTO,
    await sharp({ create: { width: 120, height: 90, channels: 3, background: '#b5763a' } })
      .png()
      .toBuffer(),
  );
  // The guard's account exists and the admin puts it on the staff.
  await tokenFor(GUARD.email, PASSWORD, GUARD.name);
  const admin = await tokenFor(ADMIN.email, ADMIN.password);
  const added = await fetch(`${baseUrl}/api/admin/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: GUARD.email, name: GUARD.name, job: 'guard' }),
  });
  expect(added.status).toBe(201);
  await login(guard, baseUrl, GUARD.email, PASSWORD);
  await login(karim, baseUrl, KARIM.email, KARIM.password);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('parcels at the front desk', () => {
  let flat = '';

  it('the guard, on a phone, logs a parcel with a photo for Karim’s flat', async () => {
    await guard.goto(`${baseUrl}/dashboard`);
    await screenHeading(guard, 'Gate').waitFor();
    await guard.getByRole('button', { name: 'Open dashboard menu' }).click();
    expect(await menuItems(guard)).toContain('Parcels');
    await guard.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Parcels' }).click();
    await screenHeading(guard, 'Parcels').waitFor();
    await guard.getByText('No parcels waiting. Log one above when it comes.').waitFor();
    // An empty form names every field it needs, beside it and in the summary.
    await guard.getByRole('button', { name: 'Log Parcel' }).click();
    await guard.getByRole('region', { name: 'There is a problem' }).waitFor();
    const option = guard.getByRole('option', { name: new RegExp(`— ${KARIM.name}$`) });
    const value = (await option.getAttribute('value'))!;
    flat = (await option.textContent())!.split(' — ')[0]!.trim();
    await guard.getByLabel('Flat').selectOption(value);
    await guard.getByLabel('Carrier').fill('Sundarban Courier');
    await guard.getByLabel('Note (optional)').fill('Heavy box behind the desk');
    await guard.getByLabel('Photo (optional)').setInputFiles(PHOTO);
    await guard.getByRole('button', { name: 'Log Parcel' }).click();
    await guard.getByText(`Parcel from Sundarban Courier logged for ${flat}`).waitFor();
    const list = guard.getByRole('list', { name: 'Parcels waiting at the desk' });
    await list.getByRole('img', { name: 'Photo of the parcel from Sundarban Courier' }).waitFor();
    await list.getByText('Came today').waitFor();
    await checkScreen(guard, 'parcels-desk');
    await snap(guard, 'desk');
  });

  it('Karim is told at once and marks the parcel collected on My Parcels', async () => {
    await karim.goto(`${baseUrl}/dashboard/notifications`);
    await karim.getByText('A parcel from Sundarban Courier is at the front desk').first().waitFor();
    await karim.goto(`${baseUrl}/dashboard`);
    await karim.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Parcels' }).click();
    await screenHeading(karim, 'My Parcels').waitFor();
    await karim.getByRole('img', { name: 'Photo of the parcel from Sundarban Courier' }).waitFor();
    await checkScreen(karim, 'parcels-mine-waiting');
    await snap(karim, 'mine-waiting');
    await karim.getByRole('button', { name: `Mark the parcel from Sundarban Courier for ${flat} collected` }).click();
    const dialog = karim.getByRole('dialog', { name: 'Who collected it?' });
    await dialog.waitFor();
    // No name: refused beside the field, nothing sent.
    await dialog.getByRole('button', { name: 'Mark Collected' }).click();
    await dialog.getByText('Enter the name of who collected it, 2 to 60 characters').waitFor();
    await snap(karim, 'mine-collecting');
    await dialog.getByLabel('Collected by').fill('Karim Ahmed');
    await dialog.getByRole('button', { name: 'Mark Collected' }).click();
    await karim.getByText('Parcel from Sundarban Courier marked collected').waitFor();
    await karim.getByRole('heading', { name: 'Collected', level: 2 }).waitFor();
    await karim.getByText(/Collected by Karim Ahmed/).waitFor();
    await karim.getByText('Nothing is waiting for you at the desk.').waitFor();
    await checkScreen(karim, 'parcels-mine-collected');
    await snap(karim, 'mine-collected');
  });

  it('the guard’s list no longer has it', async () => {
    await guard.reload();
    await screenHeading(guard, 'Parcels').waitFor();
    await guard.getByText('No parcels waiting. Log one above when it comes.').waitFor();
    expect(errors).toEqual([]);
  });
});
