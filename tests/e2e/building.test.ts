/**
 * The building's own details, in Chromium against the real server and Auth emulator: the admin opens Building from
 * the dashboard menu and saves the name, address and contacts; the navbar, the home page's location, the footer and
 * a resident's receipt then show them. The settings screen and the changed home page are checked for overflow and
 * photographed at 375 and 1280 px, and with axe-core at 375 px. Then the admin sets the rent due day, and a member's profile shows it, with the
 * owed months past it marked overdue.
 *
 * This file runs its own server: the name it saves would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PaymentDto } from '../../adapters/http/payments/contract.ts';
import type { RentScheduleDto } from '../../adapters/http/building/contract.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { REMINDER_RULES } from '../../domain/notifications/reminders.ts';
import { monthsAgo, thisMonth, today } from '../support/months.ts';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, apiAs, checkScreen, login } from './dashboard/support.ts';

const KARIM = { email: 'karim@lakeview.test', password: 'Member123' };
const NADIA = { email: 'nadia@lakeview.test', password: 'Member123' };
const SAVED = {
  name: 'Gulshan Heights',
  address: 'House 7, Road 90, Gulshan 2, Dhaka 1212',
  phone: '+880 2-9881234',
  email: 'office@gulshan.example',
  emergencyPhone: '01711-000000',
};

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

describe("the admin sets the building's details", () => {
  it('opens Building from the dashboard menu, with the configured details to start from', async () => {
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Building' }).click();
    await screenHeading(admin, 'Building').waitFor();
    expect(await admin.getByLabel("Building's name").inputValue()).toBe('Lakeview Residency');
    expect(await admin.getByLabel('Address').inputValue()).toBe('Dhaka, Bangladesh');
    await checkScreen(admin, 'building');
  });

  it('refuses a latitude off the globe under the field, then saves the details with a toast', async () => {
    await admin.getByLabel('Latitude').fill('123');
    await admin.getByRole('button', { name: 'Save details' }).click();
    const summary = admin.getByRole('region', { name: 'There is a problem' });
    await summary.getByRole('link', { name: 'Latitude must be a number from -90 to 90, like 23.8103' }).waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await admin.getByLabel('Latitude').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(admin, 'building-refused');

    await admin.getByLabel('Latitude').fill('23.7925');
    await admin.getByLabel('Longitude').fill('90.4078');
    await admin.getByLabel("Building's name").fill(SAVED.name);
    await admin.getByLabel('Address').fill(SAVED.address);
    await admin.getByLabel('Office phone').fill(SAVED.phone);
    await admin.getByLabel('Office email').fill(SAVED.email);
    await admin.getByLabel('Emergency phone').fill(SAVED.emergencyPhone);
    await admin.getByRole('button', { name: 'Save details' }).click();
    await admin.getByRole('status').filter({ hasText: "The building's details are saved" }).waitFor();
    // The dashboard's own header shows the new name at once.
    await admin.getByText(SAVED.name).first().waitFor();
  });

  it('shows the new name, address and contacts on the home page, its map and the footer', async () => {
    const visitor = await context.newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole('heading', { name: 'Our Location' }).waitFor();
    await visitor.getByRole('contentinfo').getByText(SAVED.address).waitFor();
    const footer = (await visitor.getByRole('contentinfo').textContent()) ?? '';
    for (const part of [SAVED.name, SAVED.address, SAVED.phone, SAVED.email, `Emergency: ${SAVED.emergencyPhone}`])
      expect(footer).toContain(part);
    await visitor.locator('section[aria-labelledby="location-heading"]').getByText(SAVED.address).waitFor();
    // The map loads when it nears the screen: bring it there, then wait for its marker, named after the building.
    await visitor.getByRole('heading', { name: 'Our Location' }).scrollIntoViewIfNeeded();
    await visitor.locator(`.leaflet-marker-icon[title="${SAVED.name}"]`).waitFor();
    expect(await visitor.getByRole('banner').textContent()).toContain(SAVED.name);
    await checkScreen(visitor, 'home-building');
    await visitor.close();
  });

  it("prints the new name and address on a resident's receipt", async () => {
    const payments = (await apiAs<PaymentDto[]>(baseUrl, KARIM.email, KARIM.password, '/api/payments/user')).body;
    const resident = await (await newContext(browser)).newPage();
    await login(resident, baseUrl, KARIM.email, KARIM.password);
    await resident.goto(`${baseUrl}/dashboard/receipts/${payments[0]!.receiptNumber}`);
    const receipt = resident.getByRole('article');
    await screenHeading(receipt, 'Rent Receipt').waitFor();
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain(SAVED.name);
    expect(text).toContain(SAVED.address);
    await resident.context().close();
  });

  it('refuses a rent due day of 31 beside the field, then saves the 28th with a toast', async () => {
    await admin.goto(`${baseUrl}/dashboard/building`);
    const form = admin.getByRole('form', { name: 'Rent and reminders' });
    expect(await form.getByLabel('Rent is due on day').inputValue()).toBe('5');
    await form.getByLabel('Rent is due on day').fill('31');
    await form.getByRole('button', { name: 'Save rent schedule' }).click();
    const summary = admin.getByRole('region', { name: 'There is a problem' });
    await summary.getByRole('link', { name: REMINDER_RULES.dueDay }).waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Rent is due on day').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(admin, 'building-rent-refused');

    await form.getByLabel('Rent is due on day').fill('28');
    await form.getByLabel('Remind this many days after if unpaid').fill('0');
    await form.getByRole('button', { name: 'Save rent schedule' }).click();
    await admin.getByRole('status').filter({ hasText: 'Rent schedule saved: rent is due on the 28th' }).waitFor();
    const saved = await apiAs<RentScheduleDto>(baseUrl, ADMIN.email, ADMIN.password, '/api/admin/rent-schedule');
    expect(saved.body).toEqual({ dueDay: 28, daysBefore: 3, daysAfter: null, version: 1 });
  });

  it('shows a member the new due day and marks the owed months past it as overdue', async () => {
    const resident = await (await newContext(browser)).newPage();
    await login(resident, baseUrl, NADIA.email, NADIA.password);
    await resident.goto(`${baseUrl}/dashboard/my-profile`);
    const card = resident.getByRole('region', { name: 'Rent status' });
    await card.getByText('Rent is due on the 28th of each month.').waitFor();
    // Nadia owes last month, past its due day, and this month, overdue only after the 28th.
    const rows = await card.getByRole('listitem').allTextContents();
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^${formatMonth(monthsAgo(1))}, Overdue`)),
      today().slice(8) > '28'
        ? expect.stringMatching(new RegExp(`^${formatMonth(thisMonth())}, Overdue`))
        : expect.not.stringContaining('Overdue'),
    ]);
    await checkScreen(resident, 'profile-rent-overdue');
    await resident.context().close();
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
