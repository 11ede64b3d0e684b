/**
 * Lease terms in Chromium against the real server and Auth emulator: the admin accepts a request at 1280 px with a
 * deposit and two months' rent ahead; the new member, on a phone (375 px), sees on My Account the advance and the
 * deposit owed; the admin records the cash for each; the member then reads the advance paid (the first two months settled)
 * and the deposit held, in English and in Bangla. Every screen is checked with axe-core and for overflow, and
 * photographed.
 *
 * This file runs its own server: the lease it makes and the money it records would change what other journeys see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { tokenFor } from '../support/emulator.ts';
import { today } from '../support/months.ts';
import { launch, newContext, uniqueEmail, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, checkScreen, login, PASSWORD } from './dashboard/support.ts';

const MEMBER = { name: 'Tahmina Begum', email: uniqueEmail('terms') };

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let adminContext: BrowserContext;
let memberContext: BrowserContext;
let admin: Page;
let member: Page;
let errors: string[];
let request: AgreementDto;

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  const token = await tokenFor(MEMBER.email, PASSWORD, MEMBER.name);
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await call('PUT', '/api/users', { name: MEMBER.name })).status).toBe(200);
  const page = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const flat = page.apartments.find((a) => a.available)!;
  const applied = await call('POST', '/api/agreements', { apartmentId: flat._id });
  expect(applied.status).toBe(201);
  request = (await applied.json()) as AgreementDto;

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

const taka = (n: number) => new Intl.NumberFormat('en-IN').format(n);

describe('a lease accepted on terms', () => {
  it('the admin accepts with a deposit and two months’ rent ahead, at 1280 px', async () => {
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${baseUrl}/dashboard/agreement-requests`);
    await admin.getByRole('button', { name: `Accept ${MEMBER.name}'s request` }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByLabel('Monthly rent (৳)').inputValue()).resolves.toBe(String(request.rent));
    await dialog.getByLabel('Advance (months of rent paid ahead)').fill('2');
    await dialog.getByLabel('Security deposit (৳)').fill(String(request.rent * 2));
    await checkScreen(admin, 'lease-terms-accept');
    await admin.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await admin.getByText(`${MEMBER.name} is now the resident of`, { exact: false }).waitFor();
  });

  it('the member sees the advance and the deposit owed on My Account, at 375 px', async () => {
    await login(member, baseUrl, MEMBER.email, PASSWORD);
    await member.setViewportSize({ width: 375, height: 800 });
    await member.goto(`${baseUrl}/dashboard/my-account`);
    const terms = member.getByRole('region', { name: 'Your lease terms' });
    await terms.waitFor();
    const owed = `${taka(request.rent * 2)}৳ still to pay.`;
    expect(await terms.getByText(owed).count()).toBe(2);
    await terms.getByText('Deposit held 0৳.').waitFor();
    await checkScreen(member, 'lease-terms-owed');
  });

  it('once the admin records the cash, the first two months are settled by the advance and the deposit is held', async () => {
    // The demo building bills a service charge on every flat, so each sum names what it pays.
    const token = await tokenFor(ADMIN.email, ADMIN.password);
    for (const [kind, amount] of [
      ['advance', request.rent * 2],
      ['deposit', request.rent * 2],
    ] as const) {
      const paid = await fetch(`${baseUrl}/api/admin/books/${request._id}/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount, paidOn: today(), method: 'cash', forCharge: `${kind}:${request._id}` }),
      });
      expect(paid.status).toBe(201);
    }
    await member.reload();
    const terms = member.getByRole('region', { name: 'Your lease terms' });
    await terms.getByText('Paid: those months’ rent is settled.').waitFor();
    await terms.getByText(`Deposit held ${taka(request.rent * 2)}৳.`).waitFor();
    await checkScreen(member, 'lease-terms-held');
  });

  it('reads the same in Bangla', async () => {
    await member
      .getByRole('banner')
      .getByRole('button', { name: /^Change language/ })
      .first()
      .click();
    await expect.poll(() => member.evaluate(() => document.documentElement.lang)).toBe('bn');
    const terms = member.getByRole('region', { name: 'আপনার চুক্তির শর্ত' });
    await terms.getByText('পরিশোধিত: ওই মাসগুলোর ভাড়া মিটে গেছে।').waitFor();
    await terms.getByText(/জমা আছে/).waitFor();
    await checkScreen(member, 'lease-terms-bangla');
    expect(errors).toEqual([]);
  });
});
