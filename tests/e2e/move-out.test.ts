/**
 * A move-out in Chromium against the real server and Auth emulator: the admin opens Remove for a member and reads
 * their balance on the books and the deposit held before confirming; the removal opens the lease's final statement,
 * where the admin adds a deduction and settles with a refund by bKash. The former member, on a phone, reads the
 * settled statement, in English and in Bangla, and downloads its PDF in Bangla. Every screen is checked with axe-core and for overflow at 375 and
 * 1280 px, and photographed.
 *
 * This file runs its own server: the lease it ends and the money it settles would change what other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { tokenFor } from '../support/emulator.ts';
import { today } from '../support/months.ts';
import { mkdirSync, readFileSync } from 'node:fs';
import { readPdf } from '../support/pdf-text.ts';
import { ARTIFACTS, launch, newContext, uniqueEmail, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, PASSWORD } from './dashboard/support.ts';

const MEMBER = { name: 'Farhana Akter', email: uniqueEmail('move-out') };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let member: Page;
let errors: string[];
let lease: AgreementDto;

const taka = (n: number) => new Intl.NumberFormat('en-IN').format(n);

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  const token = await tokenFor(MEMBER.email, PASSWORD, MEMBER.name);
  const adminToken = await tokenFor(ADMIN.email, ADMIN.password);
  const call = (who: string, method: string, path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await call(token, 'PUT', '/api/users', { name: MEMBER.name })).status).toBe(200);
  const page = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const flat = page.apartments.find((a) => a.available)!;
  lease = (await (await call(token, 'POST', '/api/agreements', { apartmentId: flat._id })).json()) as AgreementDto;
  const accepted = await call(adminToken, 'PATCH', `/api/agreements/${lease._id}`, {
    action: 'accept',
    deposit: lease.rent * 2,
  });
  expect(accepted.status).toBe(200);
  const paid = await call(adminToken, 'POST', `/api/admin/books/${lease._id}/payments`, {
    amount: lease.rent * 2,
    paidOn: today(),
    method: 'cash',
    forCharge: `deposit:${lease._id}`,
  });
  expect(paid.status).toBe(201);

  browser = await launch();
  adminContext = await newContext(browser);
  memberContext = await newContext(browser);
  admin = await adminContext.newPage();
  member = await memberContext.newPage();
  errors = [...watchErrors(admin), ...watchErrors(member)];
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await adminContext?.close();
  await memberContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('a member moving out', () => {
  it('the remove dialog shows the balance owed and the deposit held before the admin confirms', async () => {
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${baseUrl}/dashboard/manage-members`);
    const row = admin.getByRole('row').filter({ hasText: MEMBER.email });
    await row.getByRole('button', { name: `Remove ${MEMBER.name}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Security deposit held').waitFor();
    await expect(dialog.textContent()).resolves.toContain(`Security deposit held${taka(lease.rent * 2)}৳`);
    await expect(dialog.textContent()).resolves.toMatch(/Balance owed on the books[\d,]+৳/);
    await checkScreen(admin, 'move-out-remove');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await admin.getByRole('heading', { name: `Final statement: ${MEMBER.name}` }).waitFor();
  });

  it('the admin adds a deduction and settles the statement with a refund by bKash', async () => {
    await admin.getByLabel(/^Reason/).fill('Broken bathroom mirror');
    await admin.getByLabel(/^Amount/).fill('1500');
    await admin.getByRole('button', { name: 'Add deduction' }).click();
    await admin.getByText('Deduction of 1,500 taka added.').waitFor();
    await admin.getByRole('button', { name: 'Remove the deduction “Broken bathroom mirror”' }).waitFor();
    await checkScreen(admin, 'move-out-draft');
    await admin.getByRole('button', { name: 'Settle the statement' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(/The deposit leaves a refund of/).waitFor();
    await dialog.getByLabel(/^Paid by/).selectOption('bkash');
    await dialog.getByLabel(/^Reference/).fill('BK-55120');
    await checkScreen(admin, 'move-out-settle');
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await admin.getByText(/^Settled: [\d,]+ taka refunded by bKash\.$/).waitFor();
    await admin.getByText(/Refunded [\d,]+৳ by bKash/).waitFor();
    await checkScreen(admin, 'move-out-settled');
  });

  it('the former member reads the settled statement on a phone, in English and in Bangla', async () => {
    await login(member, baseUrl, MEMBER.email, PASSWORD);
    await member.setViewportSize({ width: 375, height: 800 });
    await member.goto(`${baseUrl}/dashboard/my-account/final-statement`);
    await member.getByRole('heading', { name: 'My final statement' }).waitFor();
    await member.getByText('Broken bathroom mirror').waitFor();
    await member.getByText(/Refunded [\d,]+৳ by bKash/).waitFor();
    await checkScreen(member, 'move-out-member');
    await member
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => member.evaluate(() => document.documentElement.lang)).toBe('bn');
    await member.getByRole('heading', { name: 'আমার চূড়ান্ত হিসাব' }).waitFor();
    await member.getByText(/বিকাশ-এ .* ফেরত দেওয়া হয়েছে/).waitFor();
    await checkScreen(member, 'move-out-member-bangla');
    // The same statement as a PDF file: one page, in Bangla, drawn with the Bengali face.
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: 'PDF ডাউনলোড করুন' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^final-statement-[A-Za-z0-9-]+\.pdf$/);
    mkdirSync(ARTIFACTS, { recursive: true });
    await download.saveAs(`${ARTIFACTS}/move-out-member-bangla.pdf`);
    const pdf = readPdf(readFileSync(`${ARTIFACTS}/move-out-member-bangla.pdf`));
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts).toContain('NotoSansBengali-Regular');
    expect(pdf.text).toContain('Broken bathroom mirror');
    expect(pdf.text).not.toMatch(/Final statement|Refunded|Deductions/);
    await admin.goto(`${baseUrl}/dashboard/final-statements`);
    await admin
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await admin.getByRole('heading', { name: 'চূড়ান্ত হিসাব' }).waitFor();
    await checkScreen(admin, 'move-out-list-bangla');
    expect(errors).toEqual([]);
  });
});
