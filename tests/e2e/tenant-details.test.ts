/**
 * The tenant details in Chromium against the real server and Auth emulator: an applicant on a phone (375 px) opens
 * the apply form for a free flat, sends it empty and is shown every problem, fills it in with two household members and
 * sends it, and finds the details on My Profile; the admin on a wide screen (1280 px) opens the request's details on
 * Agreement Requests, then the printable tenant-information sheet, which prints on one A4 page without the dashboard
 * and reads in Bangla. Each screen is checked with axe-core and for overflow, and photographed.
 *
 * This file runs its own server: its request would change what the other journeys see.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { ARTIFACTS, expectAccessible, launch, newContext, uniqueEmail, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, overflowing, pdfPageCount, register, TENANT_FIELDS } from './dashboard/support.ts';

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let applicantContext: BrowserContext;
let adminContext: BrowserContext;
let applicant: Page;
let admin: Page;
let applicantErrors: string[];
let adminErrors: string[];
let flat: ApartmentDto;
const name = 'Shirin Akter';

/** The page at one width: accessible, nothing wider than the screen, photographed for a person to look at. */
async function lookAt(page: Page, shot: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(150);
  await expectAccessible(page);
  expect(await overflowing(page), `${shot} at ${width} px`).toEqual([]);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/tenant-${shot}-${width}.png`, fullPage: true });
}

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  applicantContext = await newContext(browser, 375);
  adminContext = await newContext(browser, 1280);
  applicant = await applicantContext.newPage();
  admin = await adminContext.newPage();
  applicantErrors = watchErrors(applicant);
  adminErrors = watchErrors(admin);
  await register(applicant, baseUrl, name, uniqueEmail('tenant'));
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  const listed = (await (await fetch(`${baseUrl}/api/apartments?limit=50&availableOnly=true`)).json()) as {
    apartments: ApartmentDto[];
  };
  flat = listed.apartments[0]!;
});

afterAll(async () => {
  await applicantContext?.close();
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('tenant details, from the apply form to the printed sheet', () => {
  it('the applicant opens the form on a phone and is shown every problem of an empty one', async () => {
    await applicant.goto(`${baseUrl}/apartments?minRent=${flat.rent}&maxRent=${flat.rent}`);
    const card = applicant.locator(`article[aria-label="Apartment ${flat.number}"]`);
    await card.getByRole('button', { name: 'Apply for Agreement' }).click();
    await applicant.waitForURL(`${baseUrl}/apartments/${flat._id}/apply`);
    await applicant.getByRole('heading', { name: /^Apply for Block/ }).waitFor();
    await applicant.getByRole('button', { name: 'Add a member' }).click();
    await applicant.getByRole('button', { name: 'Send request' }).click();
    const summary = applicant.getByRole('region', { name: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await summary.getByText('Enter the NID number: 10, 13 or 17 digits').waitFor();
    await summary.getByText('Enter the age in whole years, from 0 to 120').waitFor();
    expect(await applicant.locator('input[name="nid"]').getAttribute('aria-invalid')).toBe('true');
    await lookAt(applicant, 'form-errors', 375);
  });

  it('fills the form with two household members and sends it', async () => {
    for (const [field, value] of Object.entries(TENANT_FIELDS))
      await applicant.locator(`input[name="${field}"]`).fill(value);
    await applicant.locator('input[name="previousLandlordName"]').fill('Habibur Rahman');
    const rows = [
      ['Tanvir Hasan', 'Husband', '34'],
      ['Rafi Hasan', 'Son', '6'],
    ];
    await applicant.getByRole('button', { name: 'Add a member' }).click();
    for (const [i, [member, relation, age]] of rows.entries()) {
      const row = applicant.getByRole('group', { name: `Household member ${i + 1}` });
      await row.getByLabel('Name').fill(member!);
      await row.getByLabel('Relation').fill(relation!);
      await row.getByLabel('Age').fill(age!);
    }
    await lookAt(applicant, 'form-filled', 375);
    await applicant.getByRole('button', { name: 'Send request' }).click();
    // Back to the list as it was left (its filter kept).
    await applicant.waitForURL((url) => url.pathname === '/apartments');
    await applicant.getByText(/^Agreement request sent for Block/).waitFor();
  });

  it('finds the details on My Profile', async () => {
    await applicant.goto(`${baseUrl}/dashboard/my-profile`);
    await applicant.getByText('Your details').click();
    await applicant.getByText('1990123456789').waitFor();
    await applicant.getByText('Rafi Hasan, Son, 6').waitFor();
    await lookAt(applicant, 'my-profile', 375);
  });

  it('the admin opens the request’s details on Agreement Requests', async () => {
    await admin.goto(`${baseUrl}/dashboard/agreement-requests`);
    await admin.getByRole('button', { name: `Details of ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Details of ${name}` });
    await dialog.getByText('1990123456789').waitFor();
    await dialog.getByText('Tanvir Hasan, Husband, 34').waitFor();
    await lookAt(admin, 'details-dialog', 1280);
    await dialog.getByRole('link', { name: 'Tenant information sheet' }).click();
    await admin.waitForURL(/\/dashboard\/agreement-requests\/[^/]+\/tenant-sheet$/);
    await admin.getByRole('heading', { name: 'Tenant information form' }).waitFor();
    await admin.getByRole('cell', { name: 'Tanvir Hasan' }).waitFor();
    await checkScreen(admin, 'tenant-sheet');
    await lookAt(admin, 'sheet', 1280);
  });

  it('prints the sheet on one A4 page without the dashboard around it', async () => {
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const pdf = await admin.pdf({ format: 'A4', printBackground: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}/tenant-sheet.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    // The printed page to look at: A4's 210 mm less the sheet's 2 x 14 mm margins is 688 px at 96 dpi.
    await admin.setViewportSize({ width: 688, height: 1000 });
    await admin.screenshot({ path: `${ARTIFACTS}/tenant-sheet-print-688.png`, fullPage: true });
    await admin.emulateMedia({ media: 'screen' });
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('reads the sheet in Bangla, and it still prints on one page', async () => {
    await admin.locator('button:visible', { hasText: 'Change language' }).first().click();
    await admin.getByRole('heading', { name: 'ভাড়াটিয়া নিবন্ধন ফরম' }).waitFor();
    await admin.getByText('১৯৯০১২৩৪৫৬৭৮৯').waitFor();
    await admin.getByText('০১৭১২-৩৪৫৬৭৮').first().waitFor();
    await lookAt(admin, 'sheet-bn', 1280);
    await lookAt(admin, 'sheet-bn', 375);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.emulateMedia({ media: 'print' });
    const pdf = await admin.pdf({ format: 'A4', printBackground: true });
    writeFileSync(`${ARTIFACTS}/tenant-sheet-bn.pdf`, pdf);
    expect(pdfPageCount(pdf)).toBe(1);
    await admin.emulateMedia({ media: 'screen' });
    expect(applicantErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
