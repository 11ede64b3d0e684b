/**
 * A former resident who owes, in the browser: removed in the month his lease started, he still finds his rent
 * account in the dashboard's menu, sees on My Profile what the ended lease left unpaid, pays it by card at the
 * lease's rent (and no month outside it is offered), opens its receipt and finds it in Payment History. Every screen
 * is checked for overflow at 375 and 1280 px and with axe-core at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { tokenFor } from '../support/emulator.ts';
import { thisMonth } from '../support/months.ts';
import { launch, newContext, watchErrors } from './support/browser.ts';
import { ADMIN, checkScreen, login, menuItems, PASSWORD, taka } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
const dashboard = (path: string) => `${baseUrl}/dashboard/${path}`;
const FORMER = { email: `farhan-${Date.now()}@example.com`, name: 'Farhan Hossain' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let adminContext: BrowserContext;
let lease: AgreementDto;

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Farhan rents a free flat from this month, and the admin removes him before he pays: he owes this month. */
async function aFormerResidentWhoOwes(): Promise<AgreementDto> {
  const token = await tokenFor(FORMER.email, PASSWORD);
  const admin = await tokenFor(ADMIN.email, ADMIN.password);
  await call(token, 'PUT', '/api/users', { name: FORMER.name });
  const flats = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const free = flats.apartments.find((a) => a.available)!;
  const request = await call<AgreementDto>(token, 'POST', '/api/agreements', { apartmentId: free._id });
  const accepted = await call<AgreementDto>(admin, 'PATCH', `/api/agreements/${request._id}`, { action: 'accept' });
  await call(admin, 'PATCH', `/api/admin/members/${encodeURIComponent(FORMER.email)}/demote`);
  // He applies again while he owes.
  await call(token, 'POST', '/api/agreements', { apartmentId: free._id });
  return accepted;
}

beforeAll(async () => {
  lease = await aFormerResidentWhoOwes();
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  errors = watchErrors(page);
});

afterAll(async () => {
  // His new request leaves the list as he found it, for the journeys after this one.
  await call(await tokenFor(FORMER.email, PASSWORD), 'POST', '/api/agreements/user/withdraw').catch(() => undefined);
  await adminContext?.close();
  await context?.close();
  await browser?.close();
});

describe('the admin, when someone who owes applies again', () => {
  it('sees the debt on the request and in the accept dialog, and accepts nothing unwarned', async () => {
    adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await login(admin, baseUrl, ADMIN.email, ADMIN.password);
    await admin.goto(dashboard('agreement-requests'));
    const row = admin.getByRole('row').filter({ hasText: FORMER.name });
    await row.getByText(`Owes ${taka(lease.rent)} from an earlier lease`).waitFor();
    await checkScreen(admin, 'former-resident-request');
    await row.getByRole('button', { name: `Accept ${FORMER.name}'s request` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByText(
        `${FORMER.name} still owes ${taka(lease.rent)} in rent from an earlier lease. Accept the request anyway?`,
      )
      .waitFor();
    await checkScreen(admin, 'former-resident-accept-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Accept ${FORMER.name}'s request` }).waitFor();
  });
});

describe('a former resident who owes', () => {
  it('finds his rent account in the menu and what the ended lease left unpaid on My Profile', async () => {
    await login(page, baseUrl, FORMER.email, PASSWORD);
    await page.goto(dashboard('my-profile'));
    const status = page.getByRole('region', { name: 'Rent status' });
    await status.getByText('1 month unpaid').waitFor();
    expect(await status.textContent()).toContain(`ended in ${formatMonth(thisMonth())}`);
    expect(await status.textContent()).toContain(`Total due${taka(lease.rent)}`);
    expect(await menuItems(page)).toEqual(expect.arrayContaining(['Make Payment', 'Payment History']));
    // The status card of his request stays, and the tiles with it.
    await page.getByText('Agreement Accepted On').waitFor();
    await checkScreen(page, 'former-resident-profile');
  });

  it('pays that month by card at the lease’s rent, and no month outside the lease is offered', async () => {
    await page.getByRole('link', { name: `Pay rent for ${formatMonth(thisMonth())}` }).click();
    await page.waitForURL(dashboard(`make-payment?month=${thisMonth()}`));
    const month = page.getByLabel('Month to pay');
    await month.waitFor();
    expect(await month.locator('option').allTextContents()).toEqual([formatMonth(thisMonth())]);
    const pay = page.getByRole('button', { name: /^Pay\s*[\d,]+\s*৳$/ });
    await expect.poll(() => pay.textContent()).toBe(`Pay ${taka(lease.rent)}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await checkScreen(page, 'former-resident-make-payment');
    await pay.click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByRole('link', { name: 'View receipt' }).click();
    await page.getByText(FORMER.name).first().waitFor();
    await checkScreen(page, 'former-resident-receipt');
  });

  it('finds the payment in Payment History, and owes nothing more', async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payment History' }).click();
    await page.waitForURL(dashboard('payment-history'));
    await page
      .getByRole('cell', { name: formatMonth(thisMonth()) })
      .first()
      .waitFor();
    await checkScreen(page, 'former-resident-history');
    await page.goto(dashboard('my-profile'));
    await page.getByRole('region', { name: 'Rent status' }).getByText('Paid up').waitFor();
  });

  it('raised no uncaught errors', () => {
    expect(errors).toEqual([]);
  });
});
