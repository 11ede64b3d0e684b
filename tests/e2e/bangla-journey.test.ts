/**
 * A newcomer's whole journey in Bangla, in Chromium against the real server, Auth emulator, mail catcher and sandbox
 * card provider: she switches the home page to বাংলা, registers, applies for a flat, hears of the acceptance in
 * Bangla by email and in Notifications, pays her first month by card, opens, prints and downloads the receipt, and
 * downloads the month's statement from My Account. Every screen on the way says `lang="bn"`, leaves no word of the
 * web app's own in Latin script, fits at 375 and 1280 px, where it is photographed, and passes axe-core at 375 px;
 * the printed receipt is one A4 page, and so are its PDF and the statement's, in Bangla.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import { bn } from '../../ui/i18n/bn/index.ts';
import { tokenFor } from '../support/emulator.ts';
import { readPdf } from '../support/pdf-text.ts';
import { caughtOnce } from '../support/mail-catcher.ts';
import { ARTIFACTS, launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import { accountOf, untranslated, watchData } from './support/bangla.ts';
import {
  ADMIN,
  apiAs,
  applyForFirstFlat,
  checkScreen,
  expectNoPageErrors,
  PASSWORD,
  pdfPageCount,
} from './dashboard/support.ts';

const { url: baseUrl, mailUrl } = sharedServer();
const newcomer = { name: 'Nusrat Jahan', email: uniqueEmail('bn-journey'), password: PASSWORD };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let data: Set<string>;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  errors = watchErrors(page);
  data = watchData(page);
  // Her name is what she wrote when registering, shown back to her as she wrote it.
  for (const word of newcomer.name.split(' ')) data.add(word);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The page as it stands reads in Bangla, wholly, and passes the checks every screen passes at both widths. */
async function readsInBangla(name: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
  expect(await untranslated(page, data), name).toEqual([]);
  await checkScreen(page, `bn-journey-${name}`);
}

const bengali = /[\u0980-\u09FF]/;

describe('a newcomer who reads Bangla, from the home page to a printed receipt', () => {
  it('switches the home page to বাংলা, and the choice outlives a reload', async () => {
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('bn');
    await page.reload();
    await page.locator('h1').first().waitFor();
    await readsInBangla('home');
  });

  it('registers, and her account keeps Bangla for what the building sends her', async () => {
    await page.goto(`${baseUrl}/register`);
    await screenHeading(page).waitFor();
    await readsInBangla('register');
    await page.getByLabel(bn['auth.name']).fill(newcomer.name);
    await page.getByLabel(bn['auth.email']).fill(newcomer.email);
    await page.getByLabel(bn['auth.password']).fill(newcomer.password);
    await page.getByRole('button', { name: bn['auth.register'], exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(async () => (await accountOf(baseUrl, newcomer)).language).toBe('bn');

    // Before she applies: her profile with nothing asked for yet, and a members' page that says whom it is for.
    await page.goto(`${baseUrl}/dashboard/my-profile`);
    await screenHeading(page).waitFor();
    await readsInBangla('my-profile-user');
    await page.goto(`${baseUrl}/dashboard/make-payment`);
    await page.getByRole('heading', { name: bn['guard.memberTitle'] }).waitFor();
    await readsInBangla('closed-make-payment');
  });

  it('applies for a flat', async () => {
    await page.goto(`${baseUrl}/apartments`);
    await applyForFirstFlat(page, { apply: bn['apartments.apply'], sent: bn['apartments.requestSent'] });
    await readsInBangla('apartments-request-sent');
    // Her profile shows the request waiting for a decision, in Bangla too.
    await page.goto(`${baseUrl}/dashboard/my-profile`);
    await page.getByRole('button', { name: bn['profile.withdrawRequest'] }).waitFor();
    await readsInBangla('my-profile-pending');
  });

  it('hears of the acceptance in Bangla, by email and in Notifications', async () => {
    const { body: agreement } = await apiAs<AgreementDto>(baseUrl, newcomer.email, PASSWORD, '/api/agreements/user');
    const admin = await tokenFor(ADMIN.email, ADMIN.password);
    const accepted = await fetch(`${baseUrl}/api/agreements/${agreement._id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept' }),
    });
    expect(accepted.status).toBe(200);

    const mine = (
      await caughtOnce(mailUrl, (all) => all.some((e) => e.to.some((t) => t.address === newcomer.email)))
    ).filter((e) => e.to.some((t) => t.address === newcomer.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers['content-language']).toBe('bn');
    expect(mine[0]!.subject).toMatch(bengali);
    expect(mine[0]!.text).toMatch(bengali);

    await page.goto(`${baseUrl}/dashboard/notifications`);
    const list = page.getByRole('list', { name: bn['notifications.title'] });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').first().getByRole('link').textContent()).toMatch(bengali);
    await readsInBangla('notifications');
  });

  it('pays her first month with the test card', async () => {
    await page.getByRole('link', { name: bn['menu.makePayment'] }).click();
    await page.getByLabel(bn['payments.cardNumber']).waitFor();
    await readsInBangla('make-payment');
    await page.getByLabel(bn['payments.cardNumber']).fill('4242 4242 4242 4242');
    await page.getByLabel(bn['payments.expiry']).fill('12/34');
    await page.getByLabel(bn['payments.cvc']).fill('123');
    const pay = page.getByRole('button', { name: /৳\s*পরিশোধ করুন$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.getByRole('heading', { name: bn['payments.successHeading'] }).waitFor();
    await readsInBangla('payment-success');
  });

  it('finds the payment in her history, opens the receipt, and prints it on one A4 page', async () => {
    await page.getByRole('link', { name: bn['menu.paymentHistory'] }).click();
    await page.getByRole('table').waitFor();
    await readsInBangla('payment-history');
    await page
      .getByRole('link', { name: /-এর রসিদ$/ })
      .first()
      .click();
    await screenHeading(page, bn['receipts.heading']).waitFor();
    await readsInBangla('receipt');

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}/receipt-bn.pdf`, pdf);
    expect(pdfPageCount(pdf)).toBe(1);
    // The printed page to look at: A4's 210 mm less the receipt's 2 x 16 mm margins is 673 px at 96 dpi.
    await page.setViewportSize({ width: 673, height: 1000 });
    await page.screenshot({ path: `${ARTIFACTS}/dashboard-bn-journey-receipt-print-673.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expectNoPageErrors(errors);
  });

  it('downloads the receipt as a PDF in Bangla, drawn with the Bengali face', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: bn['common.downloadPdf'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);
    await download.saveAs(`${ARTIFACTS}/receipt-bn-download.pdf`);
    const pdf = readPdf(readFileSync(`${ARTIFACTS}/receipt-bn-download.pdf`));
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts).toContain('NotoSansBengali-Regular');
    for (const letter of 'রসিদভড়৳') expect(pdf.letters).toContain(letter);
    expectNoPageErrors(errors);
  });

  it('opens this month’s statement from My Account and downloads it as a one-page PDF in Bangla', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: bn['menu.myAccount'] }).click();
    await page.getByRole('button', { name: bn['myAccount.viewStatement'] }).click();
    await screenHeading(page, bn['myAccount.statementHeading']).waitFor();
    await readsInBangla('statement');
    await page.setViewportSize({ width: 375, height: 800 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: bn['common.downloadPdf'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-[A-Za-z0-9-]+-\d{4}-\d{2}\.pdf$/);
    await download.saveAs(`${ARTIFACTS}/statement-bn-download.pdf`);
    const pdf = readPdf(readFileSync(`${ARTIFACTS}/statement-bn-download.pdf`));
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts).toContain('NotoSansBengali-Regular');
    expect(pdf.text).toContain(newcomer.name);
    // The heading's and the balances' letters, and the taka sign, are drawn; no English word of the statement is.
    for (const letter of 'হিসাববরণীসমাপনী৳') expect(pdf.letters).toContain(letter);
    expect(pdf.text).not.toMatch(/Statement|Balance|Resident|Page/);
    expectNoPageErrors(errors);
  });
});
