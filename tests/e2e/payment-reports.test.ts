/**
 * A payment a resident reports, in Chromium against the shared server and Auth emulator, the resident on a 375 px
 * phone: Rumana reports on My Account that she paid ৳5,000 by bKash and sees it waiting; the admin is told in
 * Notifications, follows it to Payment Reports and confirms it; Rumana's balance drops by ৳5,000 and the payment shows
 * with its receipt. A second report, by Nagad, is rejected with a reason, and Rumana reads the reason. Every screen is
 * checked for overflow at 375 and 1280 px, with axe-core at 375 px, and photographed.
 *
 * Rumana is a resident of her own, let a free flat for this journey: no other journey reads her books.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import type { BooksDto } from '../../adapters/http/ledger/contract.ts';
import { tokenFor } from '../support/emulator.ts';
import { today } from '../support/months.ts';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import { ADMIN, apiAs, checkScreen, login, PASSWORD, taka } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
const dashboard = (path: string) => `${baseUrl}/dashboard/${path}`;
const RUMANA = { email: uniqueEmail('reports'), name: 'Rumana Haque' };
const BKASH = { amount: 5_000, reference: 'BK-9Z4R7T' };
const NAGAD = { amount: 2_000, reference: 'NG-55107', reason: 'No Nagad payment with this reference reached us' };
const PHONE = 375;

let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
let rumana: Page;
let admin: Page;
let errors: string[];
let owedAtFirst: number;
let receipt: string;

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Rumana applies for a free flat and the admin accepts: her lease starts this month, its rent owed. */
async function aResident(): Promise<void> {
  const token = await tokenFor(RUMANA.email, PASSWORD);
  await call(token, 'PUT', '/api/users', { name: RUMANA.name });
  const flats = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const free = flats.apartments.find((a) => a.available)!;
  const request = await call<AgreementDto>(token, 'POST', '/api/agreements', { apartmentId: free._id });
  await call(await tokenFor(ADMIN.email, ADMIN.password), 'PATCH', `/api/agreements/${request._id}`, {
    action: 'accept',
  });
}

const booksOfRumana = async () => (await apiAs<BooksDto>(baseUrl, RUMANA.email, PASSWORD, '/api/ledger/mine')).body;

beforeAll(async () => {
  await aResident();
  owedAtFirst = (await booksOfRumana()).balance;
  browser = await launch();
  memberContext = await newContext(browser, PHONE);
  adminContext = await newContext(browser);
  rumana = await memberContext.newPage();
  admin = await adminContext.newPage();
  errors = [...watchErrors(rumana), ...watchErrors(admin)];
  await login(rumana, baseUrl, RUMANA.email, PASSWORD);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await memberContext?.close();
  await adminContext?.close();
  await browser?.close();
});

/** Checks the phone's screen at both widths, and gives Rumana her phone back. */
async function checkPhone(name: string): Promise<void> {
  await checkScreen(rumana, name);
  await rumana.setViewportSize({ width: PHONE, height: 900 });
}

const owes = (page: Page) => page.getByText(/^You owe /).textContent();
/** Rumana's row in the list of payments she reported, by its reference. */
const reported = (reference: string) =>
  rumana
    .getByRole('table', { name: 'Payments you reported, latest first' })
    .getByRole('row')
    .filter({ hasText: reference });

/** Rumana fills in and sends the form on My Account. */
async function report(amount: number, method: string, reference: string): Promise<void> {
  const form = rumana.getByRole('form', { name: 'Report a payment' });
  await form.getByLabel('Amount in taka').fill(String(amount));
  await form.getByLabel('The day you paid').fill(today());
  await form.getByLabel('How you paid').selectOption(method);
  await form.getByLabel('Transaction or cheque reference').fill(reference);
  await form.getByRole('button', { name: 'Report the payment' }).click();
}

/** The waiting report of Rumana's on Payment Reports, by its reference. */
const waiting = (reference: string) =>
  admin
    .getByRole('region', { name: /waiting$/ })
    .getByRole('listitem')
    .filter({ hasText: reference });

describe('a payment reported, then confirmed', () => {
  it('Rumana reports ৳5,000 by bKash on her phone, and sees it waiting with nothing owed changed', async () => {
    await rumana.goto(dashboard(''));
    await rumana.getByRole('button', { name: 'Open dashboard menu' }).click();
    await rumana.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Account' }).click();
    await screenHeading(rumana, 'My Account').waitFor();
    expect(await owes(rumana)).toBe(`You owe ${taka(owedAtFirst)}`);
    await report(BKASH.amount, 'bkash', BKASH.reference);
    await rumana.getByRole('status').getByText('Reported: 5,000 taka by bKash. The building will check it.').waitFor();
    await reported(BKASH.reference).getByText('Waiting for the building').waitFor();
    expect(await owes(rumana)).toBe(`You owe ${taka(owedAtFirst)}`);
    await checkPhone('payment-report-waiting');
  });

  it('the admin is told in Notifications and follows it to Payment Reports', async () => {
    await admin.goto(dashboard('notifications'));
    const told = `Payment reported: ${RUMANA.name}, 5,000 taka by bKash`;
    const item = admin.getByRole('listitem').filter({ hasText: told });
    await item
      .getByText(`${RUMANA.name} reported paying 5,000 taka by bKash (reference ${BKASH.reference}).`)
      .waitFor();
    await item.getByRole('link', { name: told }).click();
    await admin.waitForURL(dashboard('payment-reports'));
    await screenHeading(admin, 'Payment Reports').waitFor();
    await waiting(BKASH.reference)
      .getByText(new RegExp(`^${RUMANA.name}, Block`))
      .waitFor();
    await checkScreen(admin, 'payment-reports-waiting');
  });

  it('the admin confirms it, and it is on Rumana’s books with a receipt', async () => {
    await waiting(BKASH.reference)
      .getByRole('button', { name: new RegExp(`^Confirm 5,000 taka from ${RUMANA.name}`) })
      .click();
    const toast = admin.getByRole('status').getByText(/^Confirmed: receipt R-\d{6} is on Rumana Haque’s books\.$/);
    await toast.waitFor();
    receipt = /R-\d{6}/.exec((await toast.textContent())!)![0];
    await admin
      .getByRole('region', { name: 'Decided' })
      .getByRole('listitem')
      .filter({ hasText: BKASH.reference })
      .getByText(`Confirmed, receipt ${receipt}`)
      .waitFor();
    expect(await waiting(BKASH.reference).count()).toBe(0);
  });

  it('Rumana owes ৳5,000 less, and finds the payment with its receipt', async () => {
    await rumana.reload();
    await screenHeading(rumana, 'My Account').waitFor();
    await expect.poll(() => owes(rumana)).toBe(`You owe ${taka(owedAtFirst - BKASH.amount)}`);
    await reported(BKASH.reference).getByText(`Confirmed, receipt ${receipt}`).waitFor();
    const payment = rumana
      .getByRole('table', { name: 'Payments and credits, newest first' })
      .getByRole('row')
      .filter({ hasText: BKASH.reference });
    await payment.getByText('Payment by bKash').waitFor();
    await checkPhone('payment-report-confirmed');
    await payment.getByRole('link', { name: `Receipt ${receipt}` }).click();
    const paper = rumana.getByRole('article');
    await screenHeading(paper, 'Payment Receipt').waitFor();
    const text = (await paper.textContent()) ?? '';
    for (const figure of [`Receipt No. ${receipt}`, RUMANA.name, `Paid by bKash, reference ${BKASH.reference}`])
      expect(text).toContain(figure);
    expect(text).toContain(taka(BKASH.amount));
    await checkPhone('payment-report-receipt');
  });
});

describe('a payment reported, then rejected with a reason', () => {
  it('the admin rejects Rumana’s Nagad report with a reason, and she reads it; nothing is owed less', async () => {
    await rumana.goBack();
    await screenHeading(rumana, 'My Account').waitFor();
    await report(NAGAD.amount, 'nagad', NAGAD.reference);
    await reported(NAGAD.reference).getByText('Waiting for the building').waitFor();

    await admin.reload();
    await waiting(NAGAD.reference)
      .getByRole('button', { name: new RegExp(`^Reject 2,000 taka from ${RUMANA.name}`) })
      .click();
    // A reason is needed: the resident reads it.
    await waiting(NAGAD.reference).getByRole('button', { name: 'Reject with this reason' }).click();
    const reason = waiting(NAGAD.reference).getByLabel('Why it is rejected (the resident reads this)');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill(NAGAD.reason);
    await waiting(NAGAD.reference).getByRole('button', { name: 'Reject with this reason' }).click();
    await admin.getByRole('status').getByText(`Rejected. ${RUMANA.name} is told why.`).waitFor();
    await checkScreen(admin, 'payment-reports-decided');

    await rumana.reload();
    await reported(NAGAD.reference).getByText(`Rejected: ${NAGAD.reason}`).waitFor();
    expect(await owes(rumana)).toBe(`You owe ${taka(owedAtFirst - BKASH.amount)}`);
    await checkPhone('payment-report-rejected');
    expect(errors).toEqual([]);
  });
});
