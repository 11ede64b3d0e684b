/**
 * The records screens, in Chromium against the real server, Auth emulator and sandbox card provider: a member pays and
 * prints the receipt from Payment History (saved as an A4 PDF that must be one page with the right figures) and
 * downloads the server's PDF of it, then the admin finds the acceptance in the Audit Log and the payment in the
 * month's Rent Collection, and downloads its CSV. Each screen is checked for overflow and photographed at 375 and 1280 px, and with axe-core at 375 px.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { CollectionDto, PaymentDto, ReceiptDto } from '../../adapters/http/payments/contract.ts';
import { describeLocation } from '../../domain/apartments/apartment.ts';
import { amountDue, formatReceiptNumber } from '../../domain/payments/payment.ts';
import { toTaka } from '../../domain/shared/money.ts';
import { tokenFor } from '../support/emulator.ts';
import { ARTIFACTS, launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import {
  ADMIN,
  apiAs,
  applyForFirstFlat,
  checkScreen,
  login,
  PASSWORD,
  pdfPageCount,
  register,
  taka,
} from './dashboard/support.ts';
import { dayIn, formatMonth } from '../../domain/shared/month.ts';
import { thisMonth } from '../support/months.ts';

const baseUrl = sharedServer().url;
const dashboard = (path: string) => `${baseUrl}/dashboard/${path}`;

let browser: Browser;
let memberContext: BrowserContext;
let adminContext: BrowserContext;
let member: Page;
let admin: Page;
let memberErrors: string[];
let adminErrors: string[];

const name = 'Farhana Haque';
const email = uniqueEmail('receipt');
let agreement: AgreementDto;
/** The month paid: the current one in the browser's calendar, which is what Rent Collection opens on. */
let month: string;
let payment: PaymentDto;

beforeAll(async () => {
  browser = await launch();
  memberContext = await newContext(browser);
  adminContext = await newContext(browser);
  member = await memberContext.newPage();
  admin = await adminContext.newPage();
  memberErrors = watchErrors(member);
  adminErrors = watchErrors(admin);
});

afterAll(async () => {
  await memberContext?.close();
  await adminContext?.close();
  await browser?.close();
});

describe('receipts, audit log and rent collection', () => {
  it('makes a paying member: registers, applies, is accepted by the admin, and pays with the test card', async () => {
    await register(member, baseUrl, name, email);
    await member.goto(`${baseUrl}/apartments`);
    await applyForFirstFlat(member);
    agreement = (await apiAs<AgreementDto>(baseUrl, email, PASSWORD, '/api/agreements/user')).body;

    await login(admin, baseUrl, ADMIN.email, ADMIN.password);
    await admin.goto(dashboard('agreement-requests'));
    const request = admin.getByRole('row').filter({ hasText: email });
    await request.getByRole('button', { name: 'Accept' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await request.waitFor({ state: 'detached' });

    // The lease starts this month, which Make Payment picks as the oldest month to pay.
    month = thisMonth();
    await member.goto(dashboard('make-payment'));
    expect(await member.getByLabel('Month to pay').inputValue()).toBe(month);
    await member.getByLabel('Coupon code').fill('WELCOME10');
    await member.getByRole('button', { name: 'Apply' }).click();
    await member.getByText('Coupon applied: 10% off').waitFor();
    await member.getByLabel('Card number').fill('4242 4242 4242 4242');
    await member.getByLabel('Expiry (MM/YY)').fill('12/34');
    await member.getByLabel('CVC').fill('123');
    const payNow = member.getByRole('button', { name: /^Pay\s*[\d,]+\s*৳$/ });
    await expect.poll(() => payNow.isEnabled()).toBe(true);
    await payNow.click();
    await member.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    const { body: payments } = await apiAs<PaymentDto[]>(
      baseUrl,
      email,
      PASSWORD,
      `/api/payments/user?email=${encodeURIComponent(email)}`,
    );
    expect(payments.map((p) => [p.monthKey, p.month])).toEqual([[month, formatMonth(month)]]);
    payment = payments[0]!;
    expect(payment.receiptNumber).toEqual(expect.any(Number));
  });

  it('opens the receipt from Payment History with every figure of the payment', async () => {
    await member.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payment History' }).click();
    await member.getByRole('link', { name: `Receipt for ${formatMonth(month)}` }).click();
    await member.waitForURL(dashboard(`receipts/${payment.receiptNumber}`));
    const receipt = member.getByRole('article');
    await screenHeading(receipt, 'Rent Receipt').waitFor();

    const expectedTotal = toTaka(amountDue(agreement.rent, 10));
    const text = (await receipt.textContent()) ?? '';
    for (const figure of [
      'Lakeview Residency',
      `Receipt No. ${formatReceiptNumber(payment.receiptNumber!)}`,
      name,
      email,
      `Floor ${agreement.floor}, Block ${agreement.block}, Room ${agreement.number}`,
      formatMonth(month),
      `Monthly rent${taka(agreement.rent)}`,
      `Discount (10%)−${taka(agreement.rent - expectedTotal)}`,
      `Total paid${taka(expectedTotal)}`,
      payment.transactionId,
    ]) {
      expect(text).toContain(figure);
    }
    // The server's receipt says the same as the screen.
    const { body: fromApi } = await apiAs<ReceiptDto>(
      baseUrl,
      email,
      PASSWORD,
      `/api/payments/receipts/${payment.receiptNumber}`,
    );
    expect(fromApi.totalPaid).toBe(expectedTotal);
    await checkScreen(member, 'receipt');
  });

  it('downloads the receipt as a one-page PDF named after its number', async () => {
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${formatReceiptNumber(payment.receiptNumber!)}.pdf`);
    mkdirSync(ARTIFACTS, { recursive: true });
    await download.saveAs(`${ARTIFACTS}/receipt-download.pdf`);
    const pdf = readFileSync(`${ARTIFACTS}/receipt-download.pdf`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('prints the receipt on one A4 page without the dashboard around it', async () => {
    await member.emulateMedia({ media: 'print' });
    expect(await member.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    expect(await member.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await member.getByRole('article').getByText(`Total paid`).isVisible()).toBe(true);

    const pdf = await member.pdf({ format: 'A4', printBackground: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}/receipt.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);

    // A picture of the printed page to look at: A4's 210 mm less the receipt's 2 x 16 mm margins is 673 px at 96 dpi.
    await member.setViewportSize({ width: 673, height: 1000 });
    await member.screenshot({ path: `${ARTIFACTS}/dashboard-receipt-print-673.png`, fullPage: true });
    await member.emulateMedia({ media: 'screen' });
    await member.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the receipt to the admin, and to nobody else', async () => {
    await admin.goto(dashboard(`receipts/${payment.receiptNumber}`));
    await admin.getByText(`Receipt No. ${formatReceiptNumber(payment.receiptNumber!)}`).waitFor();
    await admin.getByRole('link', { name: /Back to Rent Collection/ }).waitFor();

    const stranger = uniqueEmail('stranger');
    const token = await tokenFor(stranger, PASSWORD);
    const res = await fetch(`${baseUrl}/api/payments/receipts/${payment.receiptNumber}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
  });

  it("finds the admin's acceptance and new coupon in the Audit Log, and only the acceptance when filtered", async () => {
    // A second kind of action, so the filter has something to leave out.
    const code = `REC${Date.now().toString(36).toUpperCase()}`;
    await admin.getByRole('link', { name: 'Manage Coupons' }).click();
    await admin.getByLabel('Coupon Code').fill(code);
    await admin.getByLabel('Discount %').fill('7');
    await admin.getByLabel('Description').fill('Seven percent off, added by the records journey');
    await admin.getByRole('button', { name: 'Add Coupon' }).click();
    await admin.getByText(`Coupon ${code} added`).waitFor();

    await admin.getByRole('link', { name: 'Audit Log' }).click();
    await screenHeading(admin, 'Audit Log').waitFor();
    // Newest first: the coupon above the acceptance, both on the first page.
    const couponRow = admin.getByRole('row').filter({ hasText: code });
    await couponRow.waitFor();
    expect(await couponRow.textContent()).toMatch(/Added coupon.*discount percentage: 7.*is active: yes/);
    const rows = await admin.locator('tbody tr').allTextContents();
    const couponAt = rows.findIndex((t) => t.includes(code));
    const acceptAt = rows.findIndex((t) => t.includes(email));
    expect(couponAt).toBeGreaterThanOrEqual(0);
    expect(acceptAt).toBeGreaterThan(couponAt);
    await checkScreen(admin, 'audit-log');

    await admin.getByLabel('Action').selectOption('agreement.accept');
    await admin.waitForURL(dashboard('audit-log?action=agreement.accept'));
    // The unfiltered rows stay on screen (dimmed) until the filtered page arrives.
    await admin.getByRole('row').filter({ hasText: code }).waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Accepted agreement');
    expect(rowText).toContain(ADMIN.email);
    // The subject in people's words: who, for which flat.
    expect(rowText).toContain(`${name} for ${describeLocation(agreement)}`);
    expect(rowText).toMatch(/status: pending\W+changed to accepted/);
    const actions = await admin.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(new Set(actions)).toEqual(new Set(['Accepted agreement']));
    await checkScreen(admin, 'audit-log-filtered');
  });

  it("shows the month's Rent Collection with this member paid, and downloads the same as CSV", async () => {
    await admin.getByRole('link', { name: 'Rent Collection' }).click();
    // Opened without a month, the report is this month's as the server counts it.
    await screenHeading(admin, 'Rent Collection').waitFor();
    await admin.getByRole('heading', { name: formatMonth(month), level: 2 }).waitFor();
    expect(await admin.getByLabel('Month').inputValue()).toBe(month);
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(2, 5)).toEqual([taka(agreement.rent), 'Paid', taka(payment.amount)]);
    // The day paid, and under it how.
    expect(cells[5]).toMatch(/Card$/);

    const { body: collection } = await apiAs<CollectionDto>(
      baseUrl,
      ADMIN.email,
      ADMIN.password,
      `/api/admin/rent-collection?month=${month}`,
    );
    const tile = (label: string) =>
      admin
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    expect(await tile('Expected')).toBe(taka(collection.totals.expected));
    expect(await tile('Collected')).toBe(taka(collection.totals.collected));
    expect(await tile('Outstanding')).toBe(taka(collection.totals.outstanding));
    expect(await tile('Collection Rate')).toBe(`${collection.totals.collectionRate}%`);
    await checkScreen(admin, 'rent-collection');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`rent-collection-${month}.csv`);
    // The browser may run in another process (one Chromium for the whole run): the file is copied here to be read.
    const saved = join(mkdtempSync(join(tmpdir(), 'lakeview-csv-')), download.suggestedFilename());
    await download.saveAs(saved);
    const csv = readFileSync(saved, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      `Month,${formatMonth(month)}`,
      '',
      'Member,Email,Block,Floor,Apartment,Rent due (BDT),Paid,Amount paid (BDT),Paid on,Method',
    ]);
    // The day paid is the building's day, which is already tomorrow in Dhaka from 18:00 UTC.
    expect(lines).toContain(
      `${name},${email},${agreement.block},${agreement.floor},${agreement.number},${agreement.rent},yes,${payment.amount},${dayIn(new Date(payment.paidAt), 'Asia/Dhaka')},card`,
    );
    expect(lines).toContain(`Collected (BDT),${collection.totals.collected}`);

    // From the member's row straight to the receipt, and back.
    await row.getByRole('link', { name: `Receipt ${formatReceiptNumber(payment.receiptNumber!)}, ${name}` }).click();
    await admin.waitForURL(dashboard(`receipts/${payment.receiptNumber}`));
    expect(await admin.getByRole('article').textContent()).toContain(payment.transactionId);
    await admin.getByRole('link', { name: /Back to Rent Collection/ }).click();
    await screenHeading(admin, 'Rent Collection').waitFor();
  });

  it('raised no uncaught errors in either browser', () => {
    expect(memberErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
