/**
 * A maintenance job given to the staff, in Chromium against the real server and Auth emulator: a resident reports a
 * lift problem; the admin opens it on the Maintenance Board and gives it to the caretaker from the select of the
 * building's staff; the caretaker, signed in on a 375 px phone, finds it under My Jobs (and only it), starts it,
 * writes to the resident and marks it fixed; the admin's board shows it resolved with his steps. The caretaker's day
 * sheet of the common spaces opens from his menu. Each screen is checked for overflow at 375 and 1280 px, with
 * axe-core at 375 px, and photographed (also into /tmp/staff-jobs-shots).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedServer } from './support/shared-server.ts';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import { ADMIN, checkScreen, login, menuItems, PASSWORD } from './dashboard/support.ts';
import { tokenFor } from '../support/emulator.ts';

const baseUrl = sharedServer().url;
const SHOTS = '/tmp/staff-jobs-shots';
const CARETAKER = { email: uniqueEmail('caretaker'), name: 'Jamal Caretaker' };
const RESIDENT = { email: uniqueEmail('lift-reporter'), name: 'Rumana Reporter' };
const TITLE = `Lift stops between floors ${Date.now() % 10_000}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let caretaker: Page;
let errors: string[];
let requestId = '';

const snap = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 900 });
};

const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  // The resident reports the problem and the admin adds the caretaker to the staff, through the API as the web app would.
  const resident = await tokenFor(RESIDENT.email, PASSWORD, RESIDENT.name);
  expect((await api(resident, 'PUT', '/api/users', { name: RESIDENT.name })).status).toBe(200);
  const report = await api(resident, 'POST', '/api/maintenance', {
    where: 'common-area',
    category: 'lift',
    title: TITLE,
    description: 'The lift stopped between floors 4 and 5 twice this week.',
  });
  expect(report.status).toBe(201);
  requestId = String(report.body._id);
  await tokenFor(CARETAKER.email, PASSWORD, CARETAKER.name);
  const boss = await tokenFor(ADMIN.email, ADMIN.password);
  const added = await api(boss, 'POST', '/api/admin/staff', { ...CARETAKER, job: 'caretaker' });
  expect(added.status).toBe(201);

  browser = await launch();
  const open = async (width: number) => {
    const context = await newContext(browser, width);
    contexts.push(context);
    return context.newPage();
  };
  admin = await open(1280);
  caretaker = await open(375);
  errors = [...watchErrors(admin), ...watchErrors(caretaker)];
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(caretaker, baseUrl, CARETAKER.email, PASSWORD);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('a maintenance job given to the staff', () => {
  it('the caretaker has no jobs yet, and reads the day’s bookings from his menu', async () => {
    await caretaker.goto(`${baseUrl}/dashboard`);
    await caretaker.getByRole('button', { name: 'Open dashboard menu' }).click();
    expect(await menuItems(caretaker)).toEqual([
      'Gate',
      'My Jobs',
      "Today's Bookings",
      'Visitor Log',
      'Parcels',
      'Notifications',
    ]);
    await caretaker
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: "Today's Bookings" })
      .click();
    await screenHeading(caretaker, "Today's Bookings").waitFor();
    await caretaker.getByRole('heading', { name: 'Bookings of the day' }).waitFor();
    await checkScreen(caretaker, 'staff-day-sheet');
    await snap(caretaker, 'day-sheet');
    await caretaker.goto(`${baseUrl}/dashboard/my-jobs`);
    await caretaker.getByText('No jobs for you right now.', { exact: false }).waitFor();
    await checkScreen(caretaker, 'staff-no-jobs');
  });

  it('the admin gives the request to the caretaker from the board', async () => {
    await admin.goto(`${baseUrl}/dashboard/maintenance-board/${requestId}`);
    await admin.getByRole('heading', { name: TITLE }).waitFor();
    await admin.getByText('Nobody on the staff has this request yet.').waitFor();
    await admin.getByLabel('Staff member').selectOption(CARETAKER.email);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Given to ${CARETAKER.name}; they have been told.`).waitFor();
    await admin.getByText(`Assigned to ${CARETAKER.name}.`).waitFor();
    await checkScreen(admin, 'maintenance-assigned');
    await snap(admin, 'board-assigned');
  });

  it('the caretaker, on a phone, finds only that job, starts it, comments and marks it fixed', async () => {
    await caretaker.goto(`${baseUrl}/dashboard/my-jobs`);
    const list = caretaker.getByRole('list', { name: 'My Jobs' });
    await list.getByText(TITLE).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await checkScreen(caretaker, 'staff-my-jobs');
    await snap(caretaker, 'my-jobs');
    await list.getByText(TITLE).click();
    await caretaker.getByRole('heading', { name: TITLE }).waitFor();
    await caretaker.getByText(`Reported by ${RESIDENT.name}`).waitFor();
    expect(await caretaker.getByText(RESIDENT.email).count()).toBe(0);
    await checkScreen(caretaker, 'staff-job');
    await snap(caretaker, 'job');
    await caretaker.getByRole('button', { name: 'Start work' }).click();
    await caretaker.getByText(`Work started on "${TITLE}".`).waitFor();
    await caretaker.getByLabel('Comment to the resident and the admins').fill('The lift company comes at 3 pm.');
    await caretaker.getByRole('button', { name: 'Send comment' }).click();
    await caretaker.getByText('Comment sent.').waitFor();
    await caretaker.getByText('The lift company comes at 3 pm.').waitFor();
    await caretaker.getByRole('button', { name: 'Mark fixed' }).click();
    await caretaker.getByText(`"${TITLE}" is marked fixed; the resident has been told.`).waitFor();
    await caretaker.getByText('Resolved').first().waitFor();
    await checkScreen(caretaker, 'staff-job-resolved');
    await snap(caretaker, 'job-resolved');
  });

  it('the admin sees the caretaker’s steps on the board', async () => {
    await admin.goto(`${baseUrl}/dashboard/maintenance-board/${requestId}`);
    await admin.getByRole('heading', { name: TITLE }).waitFor();
    await admin.getByText('The lift company comes at 3 pm.').waitFor();
    expect(await admin.getByText('(building staff)').count()).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});
