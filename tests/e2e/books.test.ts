/**
 * The building's books in Chromium against the real server and Auth emulator, on the demo building (a service charge
 * on every flat, last month's gas bill, Nadia half paid by bKash, Karim in credit, Farhana paid in cash, Sohel gone
 * owing). Rent Collection counts last month's desk payments; the admin opens Books, records Nadia's bKash payment (a second one with the same reference is refused
 * beside the field), adds a repair and voids it, prints a statement on one page and downloads its PDF; Nadia finds the payment, its
 * receipt and her balance on My Account, and reads it all in Bangla. Every screen is checked for overflow at 375 and
 * 1280 px, with axe-core at 375 px, and photographed.
 *
 * This file runs its own server: the payments it records would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMonth } from '../../domain/shared/month.ts';
import { monthsAgo, thisMonth } from '../support/months.ts';
import { untranslated, watchData } from './support/bangla.ts';
import { mkdirSync, readFileSync } from 'node:fs';
import { readPdf } from '../support/pdf-text.ts';
import { ARTIFACTS, launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, pdfPageCount } from './dashboard/support.ts';

const NADIA = { email: 'nadia@lakeview.test', password: 'Member123', name: 'Nadia Rahman' };
const REFERENCE = 'BK-7Q2Z9';

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let nadia: Page;
let errors: string[];
let data: Set<string>;

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  adminContext = await newContext(browser);
  memberContext = await newContext(browser);
  admin = await adminContext.newPage();
  nadia = await memberContext.newPage();
  errors = [...watchErrors(admin)];
  data = watchData(nadia);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(nadia, baseUrl, NADIA.email, NADIA.password);
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('the books, kept by the admin', () => {
  it('counts last month’s rent paid at the desk on Rent Collection: Nadia’s bKash half part paid, Farhana’s cash paid', async () => {
    const month = monthsAgo(1);
    await admin.goto(`${baseUrl}/dashboard/rent-collection?month=${month}`);
    await admin.getByRole('heading', { name: formatMonth(month), level: 2 }).waitFor();
    await row(admin, NADIA.name).waitFor();
    const cells = (name: string) => row(admin, name).getByRole('cell').allTextContents();
    const [, , due, state, paid, paidOn] = await cells(NADIA.name);
    expect(state).toBe('Part paid');
    // The day it came in, and under it how.
    expect(paidOn).toMatch(/bKash$/);
    // Half of the rent came in: "7,250৳of 14,500৳".
    const [halfPaid, rent] = (paid!.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
    expect(`${rent}`).toBe(due!.replace(/[^\d]/g, ''));
    expect(halfPaid! * 2).toBe(rent);
    // Farhana's month came in whole, in cash.
    const farhana = await cells('Farhana Akter');
    expect(farhana.slice(3, 5)).toEqual(['Paid', farhana[2]]);
    expect(farhana[5]).toMatch(/Cash$/);
    await checkScreen(admin, 'books-rent-collection');
  });

  it('lists every lease with what it owes, the former resident too', async () => {
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Books' }).click();
    await screenHeading(admin, 'Books').waitFor();
    await row(admin, 'Sohel Rana').getByText('Moved out').waitFor();
    await row(admin, NADIA.name).waitFor();
    await row(admin, 'Farhana Akter').waitFor();
    await checkScreen(admin, 'books');
  });

  it('records Nadia’s bKash payment with its receipt, and refuses the same reference twice', async () => {
    await row(admin, NADIA.name)
      .getByRole('link', { name: /Open the books of Nadia Rahman/ })
      .click();
    await screenHeading(admin, `Books of ${NADIA.name}`).waitFor();
    const owedBefore = await admin
      .getByText(/^Owes /)
      .first()
      .textContent();
    await admin.getByRole('button', { name: 'Record a payment' }).first().click();
    await admin.getByLabel('Amount (taka)').fill('5000');
    await admin.getByLabel('Method').selectOption('bkash');
    await admin.getByLabel('Reference').fill(REFERENCE);
    await admin.getByRole('button', { name: 'Record payment' }).click();
    await admin
      .getByRole('status')
      .getByText(/Recorded ৳?5,000৳? by bKash, receipt R-\d{6}/)
      .waitFor();
    await admin.getByRole('cell', { name: REFERENCE }).waitFor();
    await expect
      .poll(() =>
        admin
          .getByText(/^Owes /)
          .first()
          .textContent(),
      )
      .not.toBe(owedBefore);

    await admin.getByRole('button', { name: 'Record a payment' }).first().click();
    await admin.getByLabel('Amount (taka)').fill('100');
    await admin.getByLabel('Method').selectOption('bkash');
    await admin.getByLabel('Reference').fill(REFERENCE);
    await admin.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByText('A payment with this reference is already on this lease’s books').first().waitFor();
    expect(await admin.getByLabel('Reference').getAttribute('aria-invalid')).toBe('true');
    expect(await admin.getByRole('cell', { name: REFERENCE }).count()).toBe(1);
    await checkScreen(admin, 'books-lease-refused');
    await admin.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a repair, then voids it with a reason, and it stays listed as voided', async () => {
    await admin.getByRole('button', { name: 'Add a charge' }).first().click();
    await admin.getByLabel('What for').selectOption('repair');
    await admin.getByRole('combobox', { name: /^Month/ }).selectOption(thisMonth());
    await admin.getByLabel('Label (optional)').fill('Broken window');
    await admin.getByLabel('Amount (taka)').fill('1200');
    await admin.getByRole('button', { name: 'Add charge' }).click();
    await admin
      .getByRole('status')
      .getByText(/Added .*Broken window/)
      .waitFor();
    await admin.getByRole('button', { name: /Void the charge Broken window/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Why is it voided?').fill('Billed to the wrong flat');
    await dialog.getByRole('button', { name: 'Void entry' }).click();
    await admin
      .getByRole('status')
      .getByText(/^Voided /)
      .waitFor();
    await admin.getByRole('cell', { name: 'Billed to the wrong flat' }).waitFor();
    await checkScreen(admin, 'books-lease');
  });

  it('prints last month’s statement on one A4 page', async () => {
    const month = monthsAgo(1);
    await admin.getByRole('link', { name: `Statement for ${formatMonth(month)}` }).click();
    await admin.getByRole('heading', { name: `Statement for ${formatMonth(month)}` }).waitFor();
    await admin.getByText('Balance brought forward').waitFor();
    await checkScreen(admin, 'books-statement');
    await admin.emulateMedia({ media: 'print' });
    expect(pdfPageCount(await admin.pdf({ format: 'A4' }))).toBe(1);
    await admin.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  });

  it('downloads the same statement as a PDF file in English, with its lines and balances', async () => {
    const month = monthsAgo(1);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-[A-Za-z0-9-]+-${month}\\.pdf$`));
    mkdirSync(ARTIFACTS, { recursive: true });
    await download.saveAs(`${ARTIFACTS}/books-statement-download.pdf`);
    const pdf = readPdf(readFileSync(`${ARTIFACTS}/books-statement-download.pdf`));
    expect(pdf.pages).toBe(1);
    for (const words of ['Statement of account', formatMonth(month), NADIA.name, 'OPENING BALANCE', 'Closing balance'])
      expect(pdf.text).toContain(words);
    expect(pdf.text).toContain('Page 1 of 1');
    expect(errors).toEqual([]);
  });
});

describe('the books, as Nadia reads them', () => {
  it('shows the bKash payment with its receipt, and what is still owed', async () => {
    await nadia.goto(`${baseUrl}/dashboard`);
    await nadia.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Account' }).click();
    await screenHeading(nadia, 'My Account').waitFor();
    await nadia.getByText(/^You owe /).waitFor();
    const payment = row(nadia, REFERENCE);
    await payment.getByText('Payment by bKash').waitFor();
    await payment.getByRole('link', { name: /Receipt R-\d{6}/ }).waitFor();
    // Half of last month's rent was paid by bKash before; the service charges and the gas bill are listed.
    await nadia.getByRole('cell', { name: 'Gas bill' }).first().waitFor();
    // The repair the admin voided is listed as voided, never owed.
    await nadia.getByText(/^Voided: Broken window .*Billed to the wrong flat$/).waitFor();
    await checkScreen(nadia, 'my-account');
  });

  it('reads her account wholly in Bangla', async () => {
    await nadia
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => nadia.evaluate(() => document.documentElement.lang)).toBe('bn');
    await screenHeading(nadia, 'আমার হিসাব').waitFor();
    // Names, references and the name of a file format are what they are in any language.
    for (const word of [...NADIA.name.split(' '), REFERENCE, 'PDF']) data.add(word);
    expect(await untranslated(nadia, data)).toEqual([]);
    await checkScreen(nadia, 'bn-my-account');
  });
});
