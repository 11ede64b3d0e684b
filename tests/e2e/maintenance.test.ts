/**
 * A maintenance request from report to close, in Chromium against the real server and Auth emulator: a member
 * reports an emergency leak and sees the number to call at once; the admin finds it first on the board, starts work
 * with a comment to the member and an internal note; the member reads the comment and never the note; the admin
 * resolves it and the member closes it with four stars chosen by keyboard; the history shows every step. A guest who
 * follows the footer's Report a Problem signs in and lands on the form. Each screen is checked for overflow and
 * photographed at 375 and 1280 px, and with axe-core at 375 px.
 *
 * This file runs its own server: the requests it files would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BuildingDto } from '../../adapters/http/building/contract.ts';
import { tokenFor } from '../support/emulator.ts';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, submitLogin } from './dashboard/support.ts';
import { jpegWithGps, png } from '../support/pictures.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123' };
const LEAK = { title: 'Water pouring from the bathroom ceiling', description: 'Since 7 am, the floor is flooding.' };
const COMMENT = 'A plumber is on the way, there in 30 minutes.';
const EMERGENCY_PHONE = '01711-000999';
const NOTE = 'The flat above has a burst pipe; call its owner too.';

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
let member: Page;
let admin: Page;
let memberErrors: string[];
let adminErrors: string[];

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  memberContext = await newContext(browser);
  adminContext = await newContext(browser);
  member = await memberContext.newPage();
  admin = await adminContext.newPage();
  memberErrors = watchErrors(member);
  adminErrors = watchErrors(admin);
  await login(member, baseUrl, KARIM.email, KARIM.password);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  // The number an emergency report answers with is the one the admin keeps in the Building screen.
  const building = (await (await fetch(`${baseUrl}/api/building`)).json()) as BuildingDto;
  const token = await tokenFor(ADMIN.email, ADMIN.password);
  const saved = await fetch(`${baseUrl}/api/admin/building`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: building.name,
      address: building.address,
      latitude: building.latitude,
      longitude: building.longitude,
      phone: building.phone || '02-55000000',
      email: building.email || 'office@lakeview.test',
      emergencyPhone: EMERGENCY_PHONE,
      version: building.version,
    }),
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await memberContext?.close();
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

const history = (page: Page) => page.getByRole('list', { name: 'History' });

/** Both photos of the leak, fetched with the viewer's token and decoded by the browser. */
async function photosShown(page: Page) {
  for (const n of [1, 2]) {
    const photo = page.getByRole('img', { name: `Photo ${n} of 2 of ${LEAK.title}`, exact: true });
    await photo.waitFor();
    await page.waitForFunction((alt) => {
      const img = [...document.images].find((i) => i.alt === alt);
      return img !== undefined && img.complete && img.naturalWidth > 0;
    }, `Photo ${n} of 2 of ${LEAK.title}`);
  }
}

describe('a maintenance request from report to close', () => {
  it('shows the member the emergency number the moment the leak is reported', async () => {
    await member.goto(`${baseUrl}/dashboard/maintenance`);
    await screenHeading(member, 'Maintenance').waitFor();
    await member.getByText('You have not reported any problems').waitFor();
    await checkScreen(member, 'maintenance-empty');
    const form = member.getByRole('form', { name: 'Report a problem' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await member.getByRole('region', { name: 'There is a problem' }).waitFor();
    await checkScreen(member, 'maintenance-refused');
    await form.getByLabel(/^Category/).selectOption('plumbing');
    await form.getByLabel(/^Title/).fill(LEAK.title);
    await form.getByLabel(/^Description/).fill(LEAK.description);
    await form.getByRole('checkbox', { name: /This is an emergency/ }).check();
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Photos (optional)').setInputFiles([
      { name: 'ceiling.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() },
      { name: 'floor.png', mimeType: 'image/png', buffer: await png() },
    ]);
    await form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem').nth(1).waitFor();
    await form.getByRole('button', { name: 'Send report' }).click();
    const call = member.getByRole('link', { name: `Call ${EMERGENCY_PHONE} now` });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:01711000999');
    await member.getByText(`Emergency plumbing problem reported: "${LEAK.title}"`).waitFor();
    await member.getByRole('heading', { name: LEAK.title }).waitFor();
    await photosShown(member);
    await checkScreen(member, 'maintenance-emergency');
  });

  it('puts the emergency first on the board, where the admin starts work, comments and notes', async () => {
    await admin.goto(`${baseUrl}/dashboard/maintenance-board`);
    const cards = admin.getByRole('list', { name: 'Requests' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toContain(LEAK.title);
    expect(await cards.first().textContent()).toContain('Emergency');
    await checkScreen(admin, 'maintenance-board');
    await admin.getByLabel('Status').selectOption('submitted');
    await admin.waitForURL(/status=submitted/);
    await cards.first().getByRole('link').click();
    await admin.getByRole('heading', { name: LEAK.title }).waitFor();
    await photosShown(admin);
    await admin.getByRole('button', { name: 'Start work' }).click();
    await admin.getByText(`Work started: "${LEAK.title}"`).waitFor();
    const comment = admin.getByRole('form', { name: 'Comment to the resident' });
    await comment.getByLabel('Comment').fill(COMMENT);
    await comment.getByRole('button', { name: 'Send comment' }).click();
    await history(admin).getByText(COMMENT).waitFor();
    await admin.getByRole('radio', { name: 'Admins only (internal note)' }).check();
    const note = admin.getByRole('form', { name: 'Internal note' });
    await note.getByLabel('Note', { exact: true }).fill(NOTE);
    await note.getByRole('button', { name: 'Add internal note' }).click();
    const noted = history(admin).getByRole('listitem').filter({ hasText: NOTE });
    await noted.waitFor();
    expect(await noted.textContent()).toContain('Internal note — residents never see this');
    await checkScreen(admin, 'maintenance-board-request');
  });

  it('shows the member the comment and never the note', async () => {
    await member.reload();
    await history(member).getByText(COMMENT).waitFor();
    expect(await member.getByText(NOTE).count()).toBe(0);
    expect(await member.getByText(/Internal note/).count()).toBe(0);
    await checkScreen(member, 'maintenance-in-progress');
  });

  it('lets the member close the resolved request with four stars chosen by keyboard', async () => {
    await admin.getByRole('button', { name: 'Mark resolved' }).click();
    await admin.getByText(`Marked resolved: "${LEAK.title}"`).waitFor();
    await member.reload();
    const close = member.getByRole('form', { name: 'Is it fixed?' });
    await close.waitFor();
    await checkScreen(member, 'maintenance-resolved');
    await close.getByRole('radio', { name: '1 star' }).focus();
    await member.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await member.keyboard.press('ArrowRight');
    expect(await close.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await close.getByLabel('Closing comment (optional)').fill('Quick and tidy, thank you.');
    await close.getByRole('button', { name: 'Close request' }).click();
    await member.getByText('Request closed with 4 of 5 stars. Thank you!').waitFor();
    const steps = history(member).getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(5);
    const said = (await steps.allTextContents()).join('\n');
    for (const step of [
      'Karim Ahmed reported the problem',
      'started work',
      'commented',
      'marked it resolved',
      'Karim Ahmed closed it, rating the fix 4 stars of 5',
    ])
      expect(said).toContain(step);
    expect(said).not.toContain(NOTE);
    expect(await member.getByRole('link', { name: /^Call / }).count()).toBe(0);
    await member.getByText('This request is closed.', { exact: false }).waitFor();
    await checkScreen(member, 'maintenance-closed');
    await member.goto(`${baseUrl}/dashboard/maintenance`);
    await member.getByRole('list', { name: 'My requests' }).getByText(LEAK.title).waitFor();
    await checkScreen(member, 'maintenance-list');
  });

  it("counts it in the admin's month", async () => {
    await admin.goto(`${baseUrl}/dashboard/admin-profile`);
    const month = admin.getByRole('region', { name: 'Maintenance this month' });
    await month.getByText('4 / 5 from 1 rating').waitFor();
    await checkScreen(admin, 'maintenance-admin-profile');
    expect([...memberErrors, ...adminErrors]).toEqual([]);
  });

  it("takes a guest from the footer's Report a Problem through sign-in to the form", async () => {
    const context = await newContext(browser);
    const guest = await context.newPage();
    await guest.goto(`${baseUrl}/`);
    await guest.getByRole('contentinfo').getByRole('link', { name: 'Report a Problem' }).click();
    await guest.waitForURL(`${baseUrl}/login`);
    await submitLogin(guest, KARIM.email, KARIM.password);
    await guest.waitForURL(`${baseUrl}/dashboard/maintenance`);
    await guest.getByRole('form', { name: 'Report a problem' }).waitFor();
    await context.close();
  });
});
