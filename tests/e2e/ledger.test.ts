/**
 * Rent over time in the browser, on the demo building's history: a member who owes two months sees both, pays the
 * oldest from the month Make Payment picks (the button says the amount) and still owes the other, and is offered
 * no month outside the lease; the admin sees Rent Collection right before a member moved in and after one left,
 * and Arrears lists the former member. Every screen is checked for overflow at 375 and 1280 px and with axe-core at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import { addMonths, formatMonth } from '../../domain/shared/month.ts';
import { monthsAgo, nextMonth, thisMonth } from '../support/months.ts';
import { launch, newContext, watchErrors } from './support/browser.ts';
import { ADMIN, apiAs, checkScreen, login, taka } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
const dashboard = (path: string) => `${baseUrl}/dashboard/${path}`;
// The demo residents `npm start` seeds with the Auth emulator: Nadia's lease started three months ago and she
// paid its first two months; Sohel lived here from eight months ago until four months ago and paid three.
const NADIA = { email: 'nadia@lakeview.test', password: 'Member123', name: 'Nadia Rahman' };
const SOHEL = { name: 'Sohel Rana' };

let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
let member: Page;
let admin: Page;
let memberErrors: string[];
let adminErrors: string[];
let agreement: AgreementDto;

beforeAll(async () => {
  browser = await launch();
  memberContext = await newContext(browser);
  adminContext = await newContext(browser);
  member = await memberContext.newPage();
  admin = await adminContext.newPage();
  memberErrors = watchErrors(member);
  adminErrors = watchErrors(admin);
  agreement = (await apiAs<AgreementDto>(baseUrl, NADIA.email, NADIA.password, '/api/agreements/user')).body;
});

afterAll(async () => {
  await memberContext?.close();
  await adminContext?.close();
  await browser?.close();
});

const unpaidMonths = (page: Page) =>
  page.getByRole('list', { name: 'Unpaid months' }).getByRole('listitem').allTextContents();

describe('a member who owes rent', () => {
  it('sees the two months she owes on My Profile, each with its rent, and the total', async () => {
    await login(member, baseUrl, NADIA.email, NADIA.password);
    await member.goto(dashboard('my-profile'));
    const status = member.getByRole('region', { name: 'Rent status' });
    await status.getByText('2 months unpaid').waitFor();
    const owed = await unpaidMonths(member);
    expect(owed).toHaveLength(2);
    expect(owed[0]).toContain(formatMonth(monthsAgo(1)));
    expect(owed[0]).toContain(taka(agreement.rent));
    expect(owed[1]).toContain(formatMonth(thisMonth()));
    expect(await status.textContent()).toContain(`Total due${taka(agreement.rent * 2)}`);
    await checkScreen(member, 'ledger-profile-two-owed');
  });

  it('pays the oldest from the month Make Payment picks, for the amount the button shows', async () => {
    await member.getByRole('link', { name: `Pay rent for ${formatMonth(monthsAgo(1))}` }).click();
    await member.waitForURL(dashboard(`make-payment?month=${monthsAgo(1)}`));
    const month = member.getByLabel('Month to pay');
    await month.waitFor();
    // Never a month before the lease, a month paid, or more than one month ahead.
    expect(await month.locator('option').allTextContents()).toEqual(
      [monthsAgo(1), thisMonth(), nextMonth()].map(formatMonth),
    );
    expect(await month.inputValue()).toBe(monthsAgo(1));
    const pay = member.getByRole('button', { name: /^Pay\s*[\d,]+\s*৳$/ });
    await expect.poll(() => pay.textContent()).toBe(`Pay ${taka(agreement.rent)}`);
    await member.getByLabel('Card number').fill('4242 4242 4242 4242');
    await member.getByLabel('Expiry (MM/YY)').fill('12/34');
    await member.getByLabel('CVC').fill('123');
    await checkScreen(member, 'ledger-make-payment-oldest');
    await pay.click();
    await member.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await member.getByRole('link', { name: 'View receipt' }).waitFor();
    await checkScreen(member, 'ledger-payment-success');
  });

  it('still owes this month afterwards, and the month paid is no longer offered', async () => {
    await member.goto(dashboard('my-profile'));
    await member.getByRole('region', { name: 'Rent status' }).getByText('1 month unpaid').waitFor();
    const owed = await unpaidMonths(member);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toContain(formatMonth(thisMonth()));
    await checkScreen(member, 'ledger-profile-one-owed');

    await member.goto(dashboard('make-payment'));
    const month = member.getByLabel('Month to pay');
    await month.waitFor();
    expect(await month.locator('option').allTextContents()).toEqual([thisMonth(), nextMonth()].map(formatMonth));
    expect(await month.inputValue()).toBe(thisMonth());
  });
});

describe('the admin counting rent over time', () => {
  const collectionRows = async (month: string) => {
    await admin.goto(dashboard(`rent-collection?month=${month}`));
    await admin.getByRole('heading', { name: formatMonth(month) }).waitFor();
    await admin
      .getByText(/Everyone whose lease covers|Nobody's lease covers/)
      .first()
      .waitFor();
    return (await admin.getByRole('main').textContent()) ?? '';
  };

  it('sees Rent Collection right for a month before a member moved in and for a month after one left', async () => {
    await login(admin, baseUrl, ADMIN.email, ADMIN.password);
    // Four months ago Nadia had not moved in yet, and it was Sohel's last month.
    const before = await collectionRows(monthsAgo(4));
    expect(before).toContain(SOHEL.name);
    expect(before).not.toContain(NADIA.name);
    await checkScreen(admin, 'ledger-rent-collection-before-move-in');
    // Three months ago Sohel had left, and Nadia's lease had begun.
    const after = await collectionRows(monthsAgo(3));
    expect(after).toContain(NADIA.name);
    expect(after).not.toContain(SOHEL.name);
    // Before anyone's lease, nobody owes anything.
    const empty = await collectionRows(addMonths(thisMonth(), -9));
    expect(empty).toContain(`Nobody's lease covers ${formatMonth(addMonths(thisMonth(), -9))}`);
    await checkScreen(admin, 'ledger-rent-collection-empty');
  });

  it('lists the former member in Arrears with the months he left unpaid', async () => {
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Arrears' }).click();
    await admin.waitForURL(dashboard('arrears'));
    const sohel = admin.getByRole('row').filter({ hasText: SOHEL.name });
    await sohel.waitFor();
    const text = (await sohel.textContent()) ?? '';
    expect(text).toContain('Moved out');
    expect(text).toContain(formatMonth(monthsAgo(5)));
    expect(text).toContain(formatMonth(monthsAgo(4)));
    const nadia = admin.getByRole('row').filter({ hasText: NADIA.name });
    expect(await nadia.textContent()).toContain('Living here');
    await checkScreen(admin, 'ledger-arrears');
  });

  it('raised no uncaught errors in either browser', () => {
    expect(memberErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
