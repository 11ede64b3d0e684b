/**
 * Paying the balance through SSLCommerz (bKash, Nagad, cards), in Chromium against the real server and Auth emulator,
 * with the server pointed at the fake gateway this file starts: Nadia chooses SSLCommerz, her browser goes to the
 * gateway's hosted page, she cancels there and comes back to a page that says nothing was charged and what to do
 * next; she starts again, pays on the hosted page, and comes back to her payment recorded, with its receipt, and a
 * balance of nothing. A checkout she had left open in another tab, paid after that, is money no longer owed: she comes
 * back to a page that says it is being given back, and SSLCommerz is asked for the refund. Each result page is checked for overflow at 375 and 1280 px, with axe-core at 375 px, and
 * photographed.
 *
 * This file runs its own server: it needs the gateway configured, and the payment it records would change what the
 * other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BooksDto } from '../../adapters/http/ledger/contract.ts';
import {
  FAKE_STORE_ID,
  FAKE_STORE_PASSWORD,
  startFakeSslCommerz,
  type FakeSslCommerz,
} from '../support/fake-sslcommerz.ts';
import { launch, newContext, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiAs, checkScreen, login } from './dashboard/support.ts';

const NADIA = { email: 'nadia@lakeview.test', password: 'Member123' };
const PHONE = 375;

let fake: FakeSslCommerz;
let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let nadia: Page;
let errors: string[];

const books = async () => (await apiAs<BooksDto>(baseUrl, NADIA.email, NADIA.password, '/api/ledger/mine')).body;

let otherTab: Page;
let otherTranId: string;

async function check(name: string, page = nadia) {
  await checkScreen(page, name);
  await page.setViewportSize({ width: PHONE, height: 900 });
}

/** From My Account to the gateway's hosted page, SSLCommerz chosen; answers the payment's tran_id. */
async function toHostedPage(owed: number, page = nadia): Promise<string> {
  await page.goto(`${baseUrl}/dashboard/my-account/pay`);
  const via = page.getByRole('radio', { name: /bKash, Nagad, cards \(SSLCommerz\)/ });
  await via.check();
  await page.getByRole('button', { name: /^Continue to SSLCommerz to pay/ }).click();
  await page.waitForURL(`${fake.url}/gwprocess/v4/gw.php?**`);
  await page.getByRole('heading', { name: 'Fake SSLCommerz checkout' }).waitFor();
  const text = (await page.getByText(/^Pay .* BDT to /).textContent()) ?? '';
  expect(text).toContain(`${owed.toFixed(2)} BDT`);
  return /\((LV[A-Za-z0-9]+)\)/.exec(text)![1]!;
}

beforeAll(async () => {
  fake = await startFakeSslCommerz();
  fake.ipn = 'after';
  server = await startServer(UI_DIST, {
    SSLCOMMERZ_STORE_ID: FAKE_STORE_ID,
    SSLCOMMERZ_STORE_PASSWORD: FAKE_STORE_PASSWORD,
    SSLCOMMERZ_BASE_URL: fake.url,
    SSLCOMMERZ_TIMEOUT_SECONDS: '5',
  });
  baseUrl = server.url;
  browser = await launch();
  context = await newContext(browser, PHONE);
  nadia = await context.newPage();
  errors = watchErrors(nadia);
  await login(nadia, baseUrl, NADIA.email, NADIA.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('Nadia pays her balance through SSLCommerz', () => {
  it('cancels on the hosted page, and comes back to a page that says nothing was charged and what to do next', async () => {
    const before = await books();
    expect(before.owed).toBeGreaterThan(0);
    const tranId = await toHostedPage(before.owed);
    expect(fake.session(tranId)?.form).toMatchObject({ tran_id: tranId, currency: 'BDT' });
    await nadia.getByRole('button', { name: 'Cancel' }).click();
    await nadia.waitForURL(`${baseUrl}/dashboard/my-account/online-payment/${tranId}`);
    await nadia.getByRole('heading', { name: 'Payment cancelled', level: 2 }).waitFor();
    expect(await nadia.getByRole('status').textContent()).toMatch(/Nothing was taken or recorded\.$/);
    await nadia.getByRole('link', { name: 'Pay again' }).waitFor();
    await nadia.getByRole('link', { name: 'Back to My Account' }).waitFor();
    await check('online-payment-cancelled');
    expect((await books()).owed).toBe(before.owed);
  });

  it('pays on the hosted page, and comes back to the payment recorded with its receipt and nothing owed', async () => {
    const before = await books();
    // Another tab opens a checkout of the same balance, and is left there.
    otherTab = await context.newPage();
    otherTranId = await toHostedPage(before.owed, otherTab);
    const tranId = await toHostedPage(before.owed);
    await nadia.getByRole('button', { name: 'Pay' }).click();
    await nadia.waitForURL(`${baseUrl}/dashboard/my-account/online-payment/${tranId}`);
    await nadia.getByRole('heading', { name: 'Payment successful', level: 2 }).waitFor();
    expect(await nadia.getByRole('status').textContent()).toMatch(
      /paid through SSLCommerz and recorded in your books\.$/,
    );
    const receipt = nadia.getByRole('link', { name: /^View receipt R-\d{6}$/ });
    await receipt.waitFor();
    await check('online-payment-paid');

    const after = await books();
    expect(after.owed).toBe(0);
    const credit = after.credits.filter((c) => c.reference === tranId);
    expect(credit).toEqual([expect.objectContaining({ amount: before.owed, method: 'bkash' })]);
    // The IPN that follows the browser changes nothing.
    await new Promise((r) => setTimeout(r, 600));
    expect((await books()).credits.filter((c) => c.reference === tranId)).toHaveLength(1);

    const number = (await receipt.textContent())!.replace('View receipt ', '');
    await receipt.click();
    await nadia.getByRole('heading', { name: 'Payment Receipt' }).waitFor();
    await nadia.getByText(number).first().waitFor();
    await nadia.goto(`${baseUrl}/dashboard/my-account`);
    await nadia.getByRole('heading', { name: 'All paid up', level: 2 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('pays the checkout left open in the other tab, and is told the money is being given back', async () => {
    await otherTab.getByRole('button', { name: 'Pay' }).click();
    await otherTab.waitForURL(`${baseUrl}/dashboard/my-account/online-payment/${otherTranId}`);
    await otherTab.getByRole('heading', { name: 'Refund under way', level: 2 }).waitFor();
    expect(await otherTab.getByRole('status').textContent()).toMatch(/it is being given back to you\./);
    await otherTab.getByRole('link', { name: 'Back to My Account' }).waitFor();
    expect(await otherTab.getByRole('link', { name: 'Pay again' }).count()).toBe(0);
    await check('online-payment-refund-pending', otherTab);
    expect(fake.refundOf(otherTranId)).toMatchObject({ asked: 1, bankTranId: fake.session(otherTranId)!.bankTranId });
    const after = await books();
    expect(after.owed).toBe(0);
    expect(after.credits.filter((c) => c.reference === otherTranId)).toEqual([]);
  });
});
