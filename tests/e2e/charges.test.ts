/**
 * The building's own charges in Chromium against the real server and Auth emulator, on the demo building: the admin
 * bills a lift maintenance charge on every running lease each month, loads this month's water and last month's
 * electricity for Nadia's flat from a CSV file, and a second file whose third line is wrong is refused, naming that
 * line, with nothing of it written. Nadia finds each new charge with its name and month in what she owes on My
 * Account, her balance up by their sum, and reads them in Bangla. Every screen is checked for overflow at 375 and
 * 1280 px, with axe-core at 375 px, and photographed.
 *
 * This file runs its own server: a charge on every lease changes what every resident owes, which the journeys on the
 * shared server count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BooksDto } from '../../adapters/http/ledger/contract.ts';
import { CALENDAR } from '../../adapters/wording/catalogue.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { monthsAgo, thisMonth } from '../support/months.ts';
import { untranslated, watchData } from './support/bangla.ts';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, apiAs, checkScreen, login } from './dashboard/support.ts';

const NADIA = { email: 'nadia@lakeview.test', password: 'Member123', name: 'Nadia Rahman' };
const LIFT = 'Lift maintenance';

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let nadia: Page;
let errors: string[];
let data: Set<string>;
/** Nadia's flat as a spreadsheet names it: block/floor/number. */
let flat: string;
/** What she owed before the admin billed anything. */
let owedBefore: number;

const booksOfNadia = async () => (await apiAs<BooksDto>(baseUrl, NADIA.email, NADIA.password, '/api/ledger/mine')).body;
/** Her charges other than rent, as month, kind and label, in that order. */
const otherCharges = async () =>
  (await booksOfNadia()).charges
    .filter((c) => c.kind !== 'rent')
    .map((c) => [c.month, c.kind, c.label].join(' '))
    .sort();

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  adminContext = await newContext(browser);
  memberContext = await newContext(browser);
  admin = await adminContext.newPage();
  nadia = await memberContext.newPage();
  errors = [...watchErrors(admin), ...watchErrors(nadia)];
  data = watchData(nadia);
  const { lease, balance } = await booksOfNadia();
  owedBefore = balance;
  flat = `${lease.flat.block}/${lease.flat.floor}/${lease.flat.number}`;
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
  await login(nadia, baseUrl, NADIA.email, NADIA.password);
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

/** A CSV file for the file field, as a spreadsheet saves it. */
const csvFile = (lines: string[]) => ({
  name: 'bills.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

describe('the admin’s charges', () => {
  it('bills a recurring charge on every running lease from this month', async () => {
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Charges' }).click();
    await screenHeading(admin, 'Charges').waitFor();
    const form = admin.getByRole('form', { name: 'Add a recurring charge' });
    await form.getByLabel('Name').fill(LIFT);
    await form.getByLabel('Kind').selectOption('service');
    await form.getByLabel('Amount each month (৳)').fill('750');
    await form.getByLabel('First month').selectOption(thisMonth());
    expect(await form.getByRole('radio', { name: 'Every running lease, each month it runs' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Add charge' }).click();
    await admin
      .getByRole('status')
      .getByText(`${LIFT} added: ৳750 a month from ${formatMonth(thisMonth())}`)
      .waitFor();
    const row = admin.getByRole('row').filter({ hasText: LIFT });
    await row.getByRole('cell', { name: 'Every lease' }).waitFor();
    await row.getByRole('cell', { name: `From ${formatMonth(thisMonth())}` }).waitFor();
    expect(await otherCharges()).toContain(`${thisMonth()} service ${LIFT}`);
    await checkScreen(admin, 'charges');
  });

  it('loads a month’s utility bills from a CSV file onto the flat’s books', async () => {
    const before = await otherCharges();
    const loader = admin.getByRole('form', { name: 'Load utility bills' });
    await loader
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile([
          'flat,month,kind,amount',
          `${flat},${thisMonth()},water,640`,
          `${flat},${monthsAgo(1)},electricity,1820.50`,
        ]),
      );
    await loader.getByRole('button', { name: 'Load bills' }).click();
    await admin.getByRole('status').getByText('2 bills loaded').waitFor();
    expect(await otherCharges()).toEqual(
      [...before, `${thisMonth()} water Water bill`, `${monthsAgo(1)} electricity Electricity bill`].sort(),
    );
  });

  it('refuses a file with a wrong line, naming it, and writes nothing of it', async () => {
    const before = await otherCharges();
    const loader = admin.getByRole('form', { name: 'Load utility bills' });
    const file = loader.getByLabel('CSV file');
    await file.setInputFiles(
      csvFile(['flat,month,kind,amount', `${flat},${thisMonth()},gas,900`, `${flat},${thisMonth()},parking,300`]),
    );
    await loader.getByRole('button', { name: 'Load bills' }).click();
    await loader.getByText(/^Line 3: "parking" is not a kind of charge; write one of service, gas, water/).waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => admin.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    // Line 2 was good, and still nothing of the file is on the books.
    expect(await otherCharges()).toEqual(before);
    await checkScreen(admin, 'charges-import-refused');
    expect(errors).toEqual([]);
  });
});

describe('the charges, as Nadia reads them', () => {
  /** The row of "What you owe" for a month and a charge. */
  const owed = (month: string, what: string) =>
    nadia
      .getByRole('table', { name: /oldest first|পুরোনোটি আগে/ })
      .getByRole('row')
      .filter({ hasText: month })
      .filter({ hasText: what });

  it('shows each charge with its name and month in what she owes', async () => {
    await nadia.goto(`${baseUrl}/dashboard`);
    await nadia.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Account' }).click();
    await screenHeading(nadia, 'My Account').waitFor();
    // The lift charge, the water and the electricity: 750 + 640 + 1,820.50.
    const owes = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(owedBefore + 3_210.5);
    expect(await nadia.getByText(/^You owe /).textContent()).toBe(`You owe ${owes}৳`);
    await owed(formatMonth(thisMonth()), `Service charge: ${LIFT}`).getByText('750').first().waitFor();
    await owed(formatMonth(thisMonth()), 'Water bill').getByText('640').first().waitFor();
    await owed(formatMonth(monthsAgo(1)), 'Electricity bill')
      .getByText('1,820.50')
      .first()
      .waitFor();
    expect(await owed(formatMonth(thisMonth()), 'Gas bill').count()).toBe(0);
    await checkScreen(nadia, 'charges-my-account');
  });

  it('reads them in Bangla: the kinds and months in Bangla, the building’s own name as written', async () => {
    await nadia
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => nadia.evaluate(() => document.documentElement.lang)).toBe('bn');
    await screenHeading(nadia, 'আমার হিসাব').waitFor();
    const [now, last] = [CALENDAR.bn.month(thisMonth()), CALENDAR.bn.month(monthsAgo(1))];
    await owed(now, `সার্ভিস চার্জ (${LIFT})`).waitFor();
    await owed(now, 'পানির বিল').waitFor();
    await owed(last, 'বিদ্যুৎ বিল').waitFor();
    // Her name and the name of a file format are what they are in any language.
    for (const word of [...NADIA.name.split(' '), 'PDF']) data.add(word);
    expect(await untranslated(nadia, data)).toEqual([]);
    await checkScreen(nadia, 'bn-charges-my-account');
    expect(errors).toEqual([]);
  });
});
