/**
 * What the building manager hears, in Chromium against the real server and Auth emulator: a visitor applies for a
 * flat from the apartments page; the admin finds the application in Notifications, named by the applicant and the
 * flat, and opens the request from it on Agreement Requests, marked in the list. Admin Profile shows what waits and
 * the money in taka as the server counts them; then the admin reads the profile and the notice in Bangla. Each screen
 * is checked with axe-core and for overflow at 375 and 1280 px, and photographed.
 *
 * This file runs its own server: its figures are counted over the whole building, which other journeys change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { AdminSummaryDto } from '../../adapters/http/building/contract.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { tokenFor } from '../support/emulator.ts';
import { untranslated, watchData } from './support/bangla.ts';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, apiAs, applyForFirstFlat, checkScreen, login, PASSWORD, taka } from './dashboard/support.ts';

const VISITOR = { email: uniqueEmail('applicant'), name: 'Nusrat Jahan' };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let visitorContext: BrowserContext;
let adminContext: BrowserContext;
let visitor: Page;
let admin: Page;
let errors: string[];
let data: Set<string>;
let request: AgreementDto;

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  // The visitor has an account with a name, and nothing else: no request, no lease.
  const token = await tokenFor(VISITOR.email, PASSWORD, VISITOR.name);
  const named = await fetch(`${baseUrl}/api/users`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: VISITOR.name }),
  });
  expect(named.status).toBe(200);
  browser = await launch();
  visitorContext = await newContext(browser, 375);
  adminContext = await newContext(browser);
  visitor = await visitorContext.newPage();
  admin = await adminContext.newPage();
  errors = [...watchErrors(visitor), ...watchErrors(admin)];
  data = watchData(admin);
  await login(visitor, baseUrl, VISITOR.email, PASSWORD);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await visitorContext?.close();
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

const flatOf = (a: AgreementDto) => `Block ${a.block}, floor ${a.floor}, ${a.number}`;
const summary = async () =>
  (await apiAs<AdminSummaryDto>(baseUrl, ADMIN.email, ADMIN.password, '/api/admin/summary')).body;

describe('a new application reaches the admin', () => {
  it('a visitor applies for a flat on a phone', async () => {
    await visitor.goto(`${baseUrl}/apartments`);
    await applyForFirstFlat(visitor);
    request = (await apiAs<AgreementDto>(baseUrl, VISITOR.email, PASSWORD, '/api/agreements/user')).body;
    expect(request.status).toBe('pending');
  });

  it('the admin finds it in Notifications, by name and flat, and opens the request from it', async () => {
    await admin.goto(`${baseUrl}/dashboard/notifications`);
    const subject = `New application: ${VISITOR.name} for ${flatOf(request)}`;
    const item = admin.getByRole('listitem').filter({ hasText: subject });
    await item.getByText(`${VISITOR.name} applied to rent ${flatOf(request)}.`).waitFor();
    expect(await item.textContent()).not.toContain(VISITOR.email);
    await checkScreen(admin, 'notifications-new-application');

    await item.getByRole('link', { name: subject }).click();
    await admin.waitForURL(`${baseUrl}/dashboard/agreement-requests?request=${request._id}`);
    await screenHeading(admin, 'Agreement Requests').waitFor();
    await admin.getByText(`The request of ${VISITOR.name} for ${flatOf(request)} is marked below.`).waitFor();
    const marked = admin.locator('tr[aria-current="true"]');
    expect(await marked.count()).toBe(1);
    expect(await marked.textContent()).toContain(VISITOR.email);
    await checkScreen(admin, 'agreement-requests-opened');
  });
});

describe('Admin Profile', () => {
  it('shows what waits and the money, as the server counts them', async () => {
    const figures = await summary();
    expect(figures.requestsWaiting).toBeGreaterThanOrEqual(1);
    await admin.goto(`${baseUrl}/dashboard/admin-profile`);
    const money = admin.getByRole('region', { name: 'Waiting and money' });
    await money.waitFor();
    const count = figures.requestsWaiting;
    await money
      .getByRole('link', {
        name: `${count} ${count === 1 ? 'request' : 'requests'} waiting: open Agreement Requests`,
      })
      .waitFor();
    const tile = (label: string) => money.locator('div', { has: admin.getByText(label, { exact: true }) }).last();
    expect(await tile('Owed now').locator('dd').textContent()).toBe(taka(figures.owedNowPoisha / 100));
    expect(
      await tile(`Collected in ${formatMonth(figures.month)}`)
        .locator('dd')
        .textContent(),
    ).toBe(taka(figures.collectedThisMonthPoisha / 100));
    const rooms = admin.getByRole('region', { name: 'Apartment Overview' });
    expect(await rooms.textContent()).toContain(`Rented${figures.rentedRooms} (`);
    await checkScreen(admin, 'admin-profile-figures');
    expect(errors).toEqual([]);
  });

  it('reads wholly in Bangla, and so does the notice', async () => {
    await admin
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => admin.evaluate(() => document.documentElement.lang)).toBe('bn');
    await screenHeading(admin, 'অ্যাডমিন প্রোফাইল').waitFor();
    await admin.getByRole('region', { name: 'অপেক্ষমাণ ও টাকার হিসাব' }).getByText('এখন মোট বাকি').waitFor();
    expect(await untranslated(admin, data)).toEqual([]);
    await checkScreen(admin, 'bn-admin-profile');

    await admin.goto(`${baseUrl}/dashboard/notifications`);
    const subject = `নতুন আবেদন: ব্লক ${request.block}, `;
    await admin.getByRole('link', { name: new RegExp(`^${subject}`) }).waitFor();
    for (const word of VISITOR.name.split(' ')) data.add(word);
    expect(await untranslated(admin, data)).toEqual([]);
    await checkScreen(admin, 'bn-notifications-new-application');
    expect(errors).toEqual([]);
  });
});
