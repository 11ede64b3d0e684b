/**
 * Rent changes and renewals in Chromium against the real server and Auth emulator: a member's lease is accepted with a
 * planned end month; the admin, at 1280 px, opens the lease from Manage Members, schedules a new rent from the first
 * month allowed and offers a renewal; the member, on a phone (375 px), reads the new rent on My Account and accepts
 * the renewal, then reads it all in Bangla. Every screen is checked with axe-core and for overflow, and photographed.
 *
 * This file runs its own server: the lease it makes and changes would change what other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { addMonths, formatMonth } from '../../domain/shared/month.ts';
import { firstChangeMonth } from '../../domain/agreements/rent-change.ts';
import { tokenFor } from '../support/emulator.ts';
import { thisMonth, today } from '../support/months.ts';
import { launch, newContext, uniqueEmail, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, PASSWORD, taka } from './dashboard/support.ts';

const MEMBER = { name: 'Shirin Akter', email: uniqueEmail('rent-change') };
const END = addMonths(thisMonth(), 6);
const FIRST = firstChangeMonth(today());

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let member: Page;
let errors: string[];
let request: AgreementDto;

const snap = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/rent-changes-${name}-${width}.png`, fullPage: true });
  }
};

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  const token = await tokenFor(MEMBER.email, PASSWORD, MEMBER.name);
  const call = (who: string, method: string, path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await call(token, 'PUT', '/api/users', { name: MEMBER.name })).status).toBe(200);
  const page = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const flat = page.apartments.find((a) => a.available)!;
  const applied = await call(token, 'POST', '/api/agreements', { apartmentId: flat._id });
  expect(applied.status).toBe(201);
  request = (await applied.json()) as AgreementDto;
  const adminToken = await tokenFor(ADMIN.email, ADMIN.password);
  const accepted = await call(adminToken, 'PATCH', `/api/agreements/${request._id}`, {
    action: 'accept',
    endMonth: END,
  });
  expect(accepted.status).toBe(200);

  browser = await launch();
  adminContext = await newContext(browser);
  memberContext = await newContext(browser);
  admin = await adminContext.newPage();
  member = await memberContext.newPage();
  errors = [...watchErrors(admin), ...watchErrors(member)];
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(member, baseUrl, MEMBER.email, PASSWORD);
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('a rent change and a renewal', () => {
  it('the admin schedules a new rent from the members screen, at 1280 px', async () => {
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${baseUrl}/dashboard/manage-members`);
    await admin.getByRole('button', { name: `Lease of ${MEMBER.name}: rent changes and renewal` }).click();
    const dialog = admin.getByRole('dialog', { name: `Lease of ${MEMBER.name}` });
    await dialog.getByText('No rent change is scheduled.').waitFor();
    await dialog.getByLabel('Rise in percent', { exact: true }).fill('10');
    await dialog.getByText(`New rent: ${taka(Math.round(request.rent * 1.1))} a month`).waitFor();
    await dialog.getByLabel('A new amount').check();
    await dialog.getByLabel('New rent in taka').fill('12.5');
    await dialog.getByRole('button', { name: 'Schedule the change' }).click();
    await dialog.getByRole('link', { name: /Enter the new rent in whole taka/ }).waitFor();
    expect(await dialog.getByLabel('New rent in taka').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('New rent in taka').fill(String(request.rent + 1_000));
    expect(await dialog.getByLabel('From month').inputValue()).toBe(FIRST);
    await dialog.getByRole('button', { name: 'Schedule the change' }).click();
    await admin.getByText(`New rent scheduled from ${formatMonth(FIRST)}; the member has been told.`).waitFor();
    await dialog.getByText(`From ${formatMonth(FIRST)}: ${taka(request.rent + 1_000)} a month`).waitFor();
    await checkScreen(admin, 'rent-change-scheduled');
    await snap(admin, 'admin-scheduled');
  });

  it('offers a renewal for a year more', async () => {
    const dialog = admin.getByRole('dialog', { name: `Lease of ${MEMBER.name}` });
    await dialog.getByLabel('New end month').selectOption(addMonths(END, 12));
    await dialog.getByLabel(`Rent from ${formatMonth(addMonths(END, 1))}, in taka`).fill(String(request.rent + 2_000));
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await admin.getByText(`Renewal offered until ${formatMonth(addMonths(END, 12))}`, { exact: false }).waitFor();
    await dialog.getByText('is waiting for the member’s answer', { exact: false }).waitFor();
    await snap(admin, 'admin-offered');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('the member reads the new rent and the offer on My Account at 375 px, and accepts it', async () => {
    await member.setViewportSize({ width: 375, height: 800 });
    await member.goto(`${baseUrl}/dashboard/my-account`);
    const card = member.getByRole('region', { name: 'Changes to your lease' });
    await card.getByText(`From ${formatMonth(FIRST)}: ${taka(request.rent + 1_000)} a month`).waitFor();
    await card.getByText(`renew your lease until ${formatMonth(addMonths(END, 12))}`, { exact: false }).waitFor();
    await checkScreen(member, 'renewal-offered');
    await snap(member, 'member-offered');
    await member.setViewportSize({ width: 375, height: 800 });
    await card.getByRole('button', { name: 'Accept renewal' }).click();
    await member.getByText(`Renewal accepted: your lease now runs until ${formatMonth(addMonths(END, 12))}.`).waitFor();
    await card.getByText(`From ${formatMonth(addMonths(END, 1))}: ${taka(request.rent + 2_000)} a month`).waitFor();
    expect(await card.getByRole('button', { name: 'Accept renewal' }).count()).toBe(0);
    await snap(member, 'member-accepted');
  });

  it('reads the same in Bangla', async () => {
    await member
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => member.evaluate(() => document.documentElement.lang)).toBe('bn');
    await member.getByRole('region', { name: 'আপনার লিজের পরিবর্তন' }).waitFor();
    await checkScreen(member, 'rent-changes-bangla');
    await snap(member, 'member-bangla');
    await admin
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => admin.evaluate(() => document.documentElement.lang)).toBe('bn');
    await admin.getByRole('button', { name: `${MEMBER.name}-এর লিজ: ভাড়া পরিবর্তন ও নবায়ন` }).click();
    await admin
      .getByRole('dialog', { name: `${MEMBER.name}-এর লিজ` })
      .getByText('নির্ধারিত ভাড়া পরিবর্তন')
      .waitFor();
    await snap(admin, 'admin-bangla');
    expect(errors).toEqual([]);
  });
});
