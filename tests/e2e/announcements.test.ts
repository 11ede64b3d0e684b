/**
 * Announcements as the admin keeps them, in Chromium against the real server and Auth emulator: a post sent empty is
 * answered by an error summary that takes focus and links to each field; the admin posts two, rewrites one in place,
 * is told in the form when another admin changed it meanwhile, deletes the other after confirming; a member then
 * reads exactly the words that stand. Each screen is checked for overflow and photographed at 375 and 1280 px, and with axe-core at 375 px.
 *
 * This file runs its own server: what it posts and deletes would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AnnouncementDto } from '../../adapters/http/announcements/contract.ts';
import { tokenFor } from '../support/emulator.ts';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, apiAs, checkScreen, login } from './dashboard/support.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123' };
const LIFT = { title: 'Lift service on Saturday', description: 'The east lift stops from 9 am to 2 pm.' };
const WATER = { title: 'Water off on Friday', description: 'The tanks are cleaned from 9 am to 1 pm.' };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  context = await newContext(browser);
  admin = await context.newPage();
  errors = watchErrors(admin);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const summaryOf = (page: Page) => page.getByRole('region', { name: 'There is a problem' });
const isFocused = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el === document.activeElement);
const posted = () => admin.getByRole('region', { name: 'Posted announcements' });

async function post(note: { title: string; description: string }) {
  const form = admin.locator('form').first();
  await form.getByLabel(/^Title/).fill(note.title);
  await form.getByLabel(/^Description/).fill(note.description);
  await form.getByRole('button', { name: 'Post Announcement' }).click();
  await admin.getByRole('status').filter({ hasText: 'Announcement posted successfully' }).waitFor();
  await posted().getByRole('heading', { name: note.title }).waitFor();
}

describe('the admin keeps the announcements residents read', () => {
  it('answers an empty post with a summary that takes focus and leads to each field', async () => {
    await admin.goto(`${baseUrl}/dashboard/make-announcement`);
    await screenHeading(admin, 'Make Announcement').waitFor();
    await admin.getByRole('button', { name: 'Post Announcement' }).click();
    const summary = summaryOf(admin);
    await expect.poll(() => isFocused(summary)).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Enter a title of up to 150 characters',
      'Enter the announcement itself, up to 5,000 characters',
    ]);
    await summary.getByRole('link', { name: /Enter the announcement itself/ }).click();
    const description = admin
      .locator('form')
      .first()
      .getByLabel(/^Description/);
    expect(await isFocused(description)).toBe(true);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await checkScreen(admin, 'announcement-refused');
  });

  it('posts two, then rewrites one in place with a message that names it', async () => {
    await post(LIFT);
    await post(WATER);
    await admin.getByRole('button', { name: `Edit "${LIFT.title}"` }).click();
    const editor = admin.getByRole('region', { name: `Edit "${LIFT.title}"` });
    await editor.getByLabel(/^Description/).fill('The east lift stops on Sunday instead, 9 am to 2 pm.');
    await checkScreen(admin, 'announcement-editing');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText(`"${LIFT.title}" is updated for every resident`).waitFor();
    await posted().getByText('The east lift stops on Sunday instead, 9 am to 2 pm.').waitFor();
    expect(
      await posted()
        .getByText(/edited/)
        .count(),
    ).toBe(1);
  });

  it('keeps the admin’s words and says why when another admin changed the announcement meanwhile', async () => {
    await admin.getByRole('button', { name: `Edit "${WATER.title}"` }).click();
    const editor = admin.getByRole('region', { name: `Edit "${WATER.title}"` });
    await editor.getByLabel(/^Title/).fill('Water off on Friday morning');
    // Another admin saves first, over the same version.
    const list = await apiAs<AnnouncementDto[]>(baseUrl, ADMIN.email, ADMIN.password, '/api/admin/announcements');
    const water = list.body.find((a) => a.title === WATER.title)!;
    const token = await tokenFor(ADMIN.email, ADMIN.password);
    const meanwhile = await fetch(`${baseUrl}/api/admin/announcements/${water._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...WATER, description: 'Moved to Saturday.', version: water.version }),
    });
    expect(meanwhile.status).toBe(200);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('alert').filter({ hasText: 'Another admin changed this announcement' }).waitFor();
    expect(await editor.getByLabel(/^Title/).inputValue()).toBe('Water off on Friday morning');
    await checkScreen(admin, 'announcement-changed-meanwhile');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await posted().getByText('Moved to Saturday.').waitFor();
  });

  it('deletes one after asking, and says it is gone', async () => {
    await admin.getByRole('button', { name: `Delete "${WATER.title}"` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete announcement' });
    await dialog.getByText(`Delete "${WATER.title}"? Residents will no longer see it.`).waitFor();
    await checkScreen(admin, 'announcement-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText(`"${WATER.title}" is deleted; residents no longer see it`).waitFor();
    await expect.poll(() => posted().getByRole('heading', { name: WATER.title }).count()).toBe(0);
  });

  it('shows a member exactly the words that stand', async () => {
    const member = await context
      .browser()!
      .newContext()
      .then((c) => c.newPage());
    await login(member, baseUrl, KARIM.email, KARIM.password);
    await member.goto(`${baseUrl}/dashboard/announcements`);
    await member.getByRole('heading', { name: LIFT.title }).waitFor();
    expect(await member.getByText('The east lift stops on Sunday instead, 9 am to 2 pm.').count()).toBe(1);
    expect(await member.getByRole('heading', { name: WATER.title }).count()).toBe(0);
    await checkScreen(member, 'announcements-after-edit');
    await member.context().close();
    expect(errors).toEqual([]);
  });
});
