/**
 * Paying from My Account by card, in Chromium on a phone's 375 px against the real server and Auth emulator, on the
 * demo building: Nadia owes half of last month's rent, this month's, last month's gas bill and a service charge for
 * every month of her lease. She pays this month's service charge on its own with the sandbox's test card, reads what
 * is still owed, then pays the whole balance, opens its receipt, and My Account and My Profile say she is paid up.
 * Every screen is checked for overflow at 375 and 1280 px, with axe-core at 375 px, and photographed.
 *
 * This file runs its own server: the payments it records would change what the other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BooksDto } from '../../adapters/http/ledger/contract.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { thisMonth } from '../support/months.ts';
import { launch, newContext, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiAs, checkScreen, login } from './dashboard/support.ts';

const NADIA = { email: 'nadia@lakeview.test', password: 'Member123', name: 'Nadia Rahman' };
const PHONE = 375;

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let nadia: Page;
let errors: string[];
/** Her books as the server holds them when the journey starts. */
let before: BooksDto;
let serviceCharge: BooksDto['charges'][number];

/** An amount as the screen prints it: South Asian grouping, both decimals when there are poisha, then the sign. */
const taka = (amount: number) =>
  `${amount.toLocaleString('en-IN', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}৳`;
/** The same amount in an accessible name, which reads the figure and the sign as two words. */
const spoken = (amount: number) => taka(amount).replace('৳', ' ৳');

const books = async () => (await apiAs<BooksDto>(baseUrl, NADIA.email, NADIA.password, '/api/ledger/mine')).body;

/** Both widths checked and photographed, then back to the phone the journey runs on. */
async function check(name: string) {
  await checkScreen(nadia, name);
  await nadia.setViewportSize({ width: PHONE, height: 900 });
}

async function payWithTestCard(amount: number) {
  await nadia.getByLabel('Card number').fill('4242 4242 4242 4242');
  await nadia.getByLabel('Expiry (MM/YY)').fill('12/34');
  await nadia.getByLabel('CVC').fill('123');
  const pay = nadia.getByRole('button', { name: /^Pay\s*[\d,.]+\s*৳$/ });
  expect(await pay.textContent()).toBe(`Pay ${taka(amount)}`);
  await pay.click();
  await nadia.getByRole('heading', { name: 'Payment successful', level: 2 }).waitFor();
}

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  context = await newContext(browser, PHONE);
  nadia = await context.newPage();
  errors = watchErrors(nadia);
  await login(nadia, baseUrl, NADIA.email, NADIA.password);
  before = await books();
  serviceCharge = before.charges.find((c) => c.kind === 'service' && c.month === thisMonth())!;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('Nadia pays from My Account by card', () => {
  it('sees what she owes, with a way to pay it all and one beside each charge', async () => {
    expect(serviceCharge.remaining).toBeGreaterThan(0);
    await nadia.goto(`${baseUrl}/dashboard/my-account`);
    await nadia.getByRole('heading', { name: `You owe ${spoken(before.owed)}`, level: 2 }).waitFor();
    await nadia.getByRole('link', { name: `Pay ${spoken(before.owed)}` }).waitFor();
    await check('pay-my-account-owing');
  });

  it('pays this month’s service charge on its own, and reads its receipt and what is still owed', async () => {
    const month = formatMonth(thisMonth());
    await nadia.getByRole('link', { name: `Pay Service charge, ${month}` }).click();
    await nadia.waitForURL(/\/dashboard\/my-account\/pay\?charge=/);
    const paying = nadia.getByRole('region', { name: 'What you are paying' });
    await paying.getByText('Service charge').waitFor();
    await paying.getByText(month).waitFor();
    await nadia.getByLabel('Card number').waitFor();
    await check('pay-charge-form');

    await payWithTestCard(serviceCharge.remaining);
    expect(await nadia.getByRole('status').textContent()).toBe(
      `${taka(serviceCharge.remaining)} paid by card for Service charge, ${month}.`,
    );
    // The heading takes focus, so a screen reader announces the outcome.
    expect(await nadia.evaluate(() => document.activeElement?.textContent)).toBe('Payment successful');
    await nadia.getByRole('link', { name: /^View receipt R-\d{6}$/ }).waitFor();
    const owed = before.owed - serviceCharge.remaining;
    await nadia.getByText(`You still owe ${taka(owed)}.`).waitFor();
    await check('pay-charge-success');

    const after = await books();
    expect(after.owed).toBe(owed);
    expect(after.charges.find((c) => c.id === serviceCharge.id)?.remaining).toBe(0);
  });

  it('pays the whole balance from My Account, and the receipt and the books say it is all paid', async () => {
    await nadia.getByRole('link', { name: 'Back to My Account' }).click();
    await nadia.waitForURL(`${baseUrl}/dashboard/my-account`);
    const owed = (await books()).owed;
    // The service charge paid is no longer listed as owed; its payment is, with its receipt.
    await nadia.getByRole('link', { name: `Pay ${spoken(owed)}` }).click();
    await nadia.waitForURL(`${baseUrl}/dashboard/my-account/pay`);
    await nadia.getByRole('list', { name: 'The charges this payment settles' }).waitFor();
    expect(
      await nadia.getByRole('list', { name: 'The charges this payment settles' }).getByText('Service charge').count(),
    ).toBe(before.charges.filter((c) => c.kind === 'service' && c.remaining > 0).length - 1);
    await check('pay-balance-form');

    await payWithTestCard(owed);
    await nadia.getByText('Nothing more is owed: your account is paid up.').waitFor();
    await check('pay-balance-success');
    const receipt = nadia.getByRole('link', { name: /^View receipt R-\d{6}$/ });
    const number = (await receipt.textContent())!.replace('View receipt ', '');
    await receipt.click();
    await nadia.getByRole('heading', { name: 'Payment Receipt' }).waitFor();
    await nadia.getByText(number, { exact: true }).first().waitFor();
    await nadia.getByText('Paid by card').waitFor();
    await check('pay-receipt');

    expect(await books()).toMatchObject({ balance: 0, owed: 0, credit: 0 });
  });

  it('shows the balance at ৳0 on My Account and on My Profile', async () => {
    await nadia.goto(`${baseUrl}/dashboard/my-account`);
    await nadia.getByRole('heading', { name: 'All paid up', level: 2 }).waitFor();
    expect(await nadia.getByRole('table', { name: 'Charges not yet paid, oldest first' }).count()).toBe(0);
    expect(await nadia.getByRole('link', { name: /^Receipt R-\d{6}$/ }).count()).toBeGreaterThanOrEqual(2);
    await check('pay-my-account-paid-up');
    await nadia.goto(`${baseUrl}/dashboard/my-profile`);
    const tile = nadia.locator('dt', { hasText: /^Balance$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => tile.textContent()).toBe('Paid upSee my account');
    expect(errors).toEqual([]);
  });
});
