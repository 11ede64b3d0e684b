/**
 * Paying the balance through SSLCommerz (bKash, Nagad, cards), in Chromium against the real server and Auth emulator,
 * with the server pointed at the fake gateway this file starts: Nadia chooses SSLCommerz, her browser goes to the
 * gateway's hosted page, she cancels there and comes back to a page that says nothing was charged and what to do
 * next; she starts again, pays on the hosted page, and comes back to her payment recorded, with its receipt, and a
 * balance of nothing. Each result page is checked for overflow at 375 and 1280 px, with axe-core at 375 px, and
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

async function check(name: string) {
  await checkScreen(nadia, name);
  await nadia.setViewportSize({ width: PHONE, height: 900 });
}

/** From My Account to the gateway's hosted page, SSLCommerz chosen; answers the payment's tran_id. */
async function toHostedPage(owed: number): Promise<string> {
  await nadia.goto(`${baseUrl}/dashboard/my-account/pay`);
  const via = nadia.getByRole('radio', { name: /bKash, Nagad, cards \(SSLCommerz\)/ });
  await via.check();
  await nadia.getByRole('button', { name: /^Continue to SSLCommerz to pay/ }).click();
  await nadia.waitForURL(`${fake.url}/gwprocess/v4/gw.php?**`);
  await nadia.getByRole('heading', { name: 'Fake SSLCommerz checkout' }).waitFor();
  const text = (await nadia.getByText(/^Pay .* BDT to /).textContent()) ?? '';
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
});
