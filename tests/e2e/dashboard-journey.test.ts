/**
 * The dashboard journey, in order, against the real server, Auth emulator and sandbox card provider: a new user
 * applies, the admin accepts, the member pays (and is stopped from paying twice, and by a declined card), the admin
 * posts an announcement and manages coupons, then removes the member. Every screen is checked for overflow and
 * photographed at 375 and 1280 px on the way, and with axe-core at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { PaymentDto } from '../../adapters/http/payments/contract.ts';
import { describeLocation } from '../../domain/apartments/apartment.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { nextMonth, thisMonth } from '../support/months.ts';
import { launch, newContext, uniqueEmail, watchErrors, screenHeading } from './support/browser.ts';
import {
  ADMIN,
  apiAs,
  applyForFirstFlat,
  checkScreen,
  currentItemClass,
  login,
  menuItems,
  PASSWORD,
  register,
  taka,
} from './dashboard/support.ts';

const baseUrl = sharedServer().url;
const dashboard = (path: string) => `${baseUrl}/dashboard/${path}`;

const RESIDENT_MENU = ['My Profile', 'Announcements', 'Maintenance', 'Notifications'];
const MEMBER_MENU = [
  'My Profile',
  'Announcements',
  'Maintenance',
  'My Visitors',
  'My Parcels',
  'Make Payment',
  'My Account',
  'Payment History',
  'Book a Space',
  'Notifications',
];
const ADMIN_MENU = [
  'Admin Profile',
  'Visitor Log',
  'Parcels',
  'Notifications',
  'Agreement Requests',
  'Manage Members',
  'Manage Apartments',
  'Maintenance Board',
  'Parking Spaces',
  'Staff',
  'Common Spaces',
  'Building',
  'Make Announcement',
  'Manage Coupons',
  'Rent Collection',
  'Arrears',
  'Books',
  'Payment Reports',
  'Charges',
  'Late Fees',
  'Audit Log',
  'Email Delivery',
];

let browser: Browser;
let residentContext: BrowserContext;
let adminContext: BrowserContext;
let resident: Page;
let admin: Page;
let residentErrors: string[];
let adminErrors: string[];

const name = 'Tahmina Akter';
const email = uniqueEmail('member');
let agreement: AgreementDto;

beforeAll(async () => {
  browser = await launch();
  residentContext = await newContext(browser);
  adminContext = await newContext(browser);
  resident = await residentContext.newPage();
  admin = await adminContext.newPage();
  residentErrors = watchErrors(resident);
  adminErrors = watchErrors(admin);
});

afterAll(async () => {
  await residentContext?.close();
  await adminContext?.close();
  await browser?.close();
});

const payNow = (page: Page) => page.getByRole('button', { name: /^(Pay\s*[\d,]+\s*৳|Processing)/ });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

describe('from a new user to a paying member and back', () => {
  it('registers, applies, and sees the pending agreement on My Profile', async () => {
    await register(resident, baseUrl, name, email);
    await resident.goto(`${baseUrl}/apartments`);
    await applyForFirstFlat(resident);
    agreement = (await apiAs<AgreementDto>(baseUrl, email, PASSWORD, '/api/agreements/user')).body;
    expect(agreement.status).toBe('pending');

    // Through the navbar's Dashboard link: /dashboard replaces itself, so Back returns to the apartments.
    await resident.getByRole('button', { name: /^Account menu for/ }).click();
    await resident.getByRole('link', { name: 'Dashboard' }).click();
    await resident.waitForURL(dashboard('my-profile'));
    expect(await menuItems(resident)).toEqual(RESIDENT_MENU);
    expect(await currentItemClass(resident)).toContain('bg-sky-700');
    await resident.getByRole('region', { name: 'Account' }).getByText(name, { exact: true }).waitFor();
    // A request is shown as a request, not as the flat: for which flat, since when, and Withdraw.
    const request = resident.getByRole('region', { name: 'Request waiting for a decision' });
    expect(await request.textContent()).toContain(`You asked to rent ${describeLocation(agreement)} on`);
    expect(await request.getByRole('button', { name: 'Withdraw request' }).count()).toBe(1);
    // The profile's tiles stay, empty until a request is accepted: the requested flat never fills them.
    const tile = (label: string) =>
      resident.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await tile('Agreement Accepted On').textContent()).toBe('Not Available');
    expect(await tile('Monthly Rent').textContent()).toBe('None');
    expect(await resident.getByText('Agreement Details').count()).toBe(0);
    await checkScreen(resident, 'my-profile-user');

    await resident.goBack();
    // Back to the list as it was left (its filter kept).
    await resident.waitForURL((url) => url.pathname === '/apartments');
  });

  it('shows a user the announcements, and tells a user who opens a member or admin page whom it is for', async () => {
    await resident.goto(dashboard('announcements'));
    await screenHeading(resident, 'Announcements').waitFor();
    await resident.getByRole('article').first().waitFor();
    await checkScreen(resident, 'announcements-user');

    await resident.goto(dashboard('manage-coupons'));
    await resident.getByRole('heading', { name: "This page is for the building's admins" }).waitFor();
    await resident.goto(dashboard('make-payment'));
    await resident.getByRole('heading', { name: 'This page is for members' }).waitFor();
    expect(resident.url()).toBe(dashboard('make-payment'));
  });

  it('lets the admin see the summary and accept the request', async () => {
    await login(admin, baseUrl, ADMIN.email, ADMIN.password);
    await admin.goto(`${baseUrl}/dashboard`);
    await admin.waitForURL(dashboard('admin-profile'));
    expect(await menuItems(admin)).toEqual(ADMIN_MENU);
    expect(await currentItemClass(admin)).toContain('bg-red-700');
    await admin.getByText('Role: Admin').waitFor();
    await admin.getByText('Total Rooms').waitFor();
    await checkScreen(admin, 'admin-profile');

    await admin.getByRole('link', { name: 'Agreement Requests', exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([
        // The applicant's cell also holds the link to their tenant details.
        expect.stringContaining(name),
        email,
        String(agreement.floor),
        agreement.block,
        agreement.number,
        taka(agreement.rent),
      ]),
    );
    await checkScreen(admin, 'agreement-requests');
    await row.getByRole('button', { name: 'Accept' }).click();
    // The lease starts this month unless the admin picks another.
    const dialog = admin.getByRole('dialog');
    expect(await dialog.getByLabel('Lease starts').inputValue()).toBe(thisMonth());
    await checkScreen(admin, 'agreement-requests-accept');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await row.waitFor({ state: 'detached' });
    await admin
      .getByText(`${name} is now the resident of ${describeLocation(agreement)} from ${formatMonth(thisMonth())}`)
      .waitFor();
  });

  it('shows the member menu, the acceptance date and the agreement details after the next load', async () => {
    await resident.goto(dashboard('my-profile'));
    await resident.getByText('Agreement Details').waitFor();
    expect(await menuItems(resident)).toEqual(MEMBER_MENU);
    expect(await currentItemClass(resident)).toContain('bg-green-700');
    expect(await resident.getByText('Not Available').count()).toBe(0);
    await resident.getByText(`Floor ${agreement.floor}, Block ${agreement.block}, Room ${agreement.number}`).waitFor();
    await checkScreen(resident, 'my-profile-member');
  });

  it('pays a month with a coupon and the test card, and the history shows the right Total Paid', async () => {
    await resident.getByRole('link', { name: 'Make Payment' }).click();
    // Only the months the new lease lets the member pay: this one (picked, the oldest unpaid) and the next.
    const month = resident.getByLabel('Month to pay');
    await month.waitFor();
    expect(await month.locator('option').allTextContents()).toEqual([
      formatMonth(thisMonth()),
      formatMonth(nextMonth()),
    ]);
    expect(await month.inputValue()).toBe(thisMonth());
    // The button says what the card will be charged: the whole rent, until a coupon applies.
    await expect.poll(() => payNow(resident).textContent()).toBe(`Pay ${taka(agreement.rent)}`);
    await checkScreen(resident, 'make-payment');

    await resident.getByLabel('Coupon code').fill('NOPE-NOT-A-COUPON');
    await resident.getByRole('button', { name: 'Apply' }).click();
    await resident.getByText('Invalid coupon').waitFor();
    await resident.getByLabel('Coupon code').fill('WELCOME10');
    await resident.getByRole('button', { name: 'Apply' }).click();
    const applied = resident.getByText('Coupon applied: 10% off');
    await applied.waitFor();
    expect(await applied.locator('xpath=ancestor-or-self::*[@role][1]').getAttribute('class')).toContain('text-green');
    const discounted = agreement.rent * 0.9;
    const summary = resident.getByRole('region', { name: 'Summary' });
    await summary.getByText(`Rent for ${formatMonth(thisMonth())}`).waitFor();
    await summary.getByText('WELCOME10 −10%').waitFor();

    await fillCard(resident, '4242 4242 4242 4242');
    await expect.poll(() => payNow(resident).isEnabled()).toBe(true);
    expect(await payNow(resident).textContent()).toBe(`Pay ${taka(discounted)}`);
    await checkScreen(resident, 'make-payment-filled');
    await payNow(resident).click();
    await resident.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await resident.getByText('Payment successful!', { exact: true }).waitFor();
    await checkScreen(resident, 'payment-success');

    await resident.getByRole('link', { name: 'View receipt' }).waitFor();
    await resident.getByRole('main').getByRole('link', { name: 'Payment History' }).click();
    const row = resident.getByRole('row').filter({ hasText: formatMonth(thisMonth()) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 6)).toEqual([
      formatMonth(thisMonth()),
      'Card',
      taka(agreement.rent),
      '10%',
      taka(discounted),
    ]);
    expect(cells[6]).toMatch(/\S+/);
    await checkScreen(resident, 'payment-history');
  });

  it('offers no month already paid, and a declined card records nothing', async () => {
    await resident.getByRole('link', { name: 'Make Payment' }).click();
    const month = resident.getByLabel('Month to pay');
    await month.waitFor();
    expect(await month.locator('option').allTextContents()).toEqual([formatMonth(nextMonth())]);

    await fillCard(resident, '4000 0000 0000 0002');
    await expect.poll(() => payNow(resident).isEnabled()).toBe(true);
    await payNow(resident).click();
    const declined = resident.getByText('Your card was declined.');
    await declined.waitFor();
    expect(await declined.locator('xpath=ancestor-or-self::*[@role][1]').getAttribute('class')).toContain('text-red');
    await checkScreen(resident, 'make-payment-declined');

    const { body: payments } = await apiAs<PaymentDto[]>(
      baseUrl,
      email,
      PASSWORD,
      `/api/payments/user?email=${encodeURIComponent(email)}`,
    );
    expect(payments.map((p) => p.monthKey)).toEqual([thisMonth()]);
  });

  it('posts an announcement that the member then sees', async () => {
    const title = `Water supply notice ${Date.now()}`;
    await admin.getByRole('link', { name: 'Make Announcement' }).click();
    await admin.getByLabel('Title').fill(title);
    await admin
      .getByLabel('Description')
      .fill('The water supply will be off on Friday from 10 am to 1 pm for tank cleaning.');
    await admin.getByRole('button', { name: 'Post Announcement' }).click();
    await admin.getByText('Announcement posted successfully').waitFor();
    await checkScreen(admin, 'make-announcement');

    await resident.getByRole('link', { name: 'Announcements' }).click();
    await resident.getByRole('heading', { name: title }).waitFor();
    await checkScreen(resident, 'announcements-member');
  });

  it('adds a coupon and disables it, and the home page marquee follows', async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await admin.getByRole('link', { name: 'Manage Coupons' }).click();
    await admin.getByLabel('Coupon Code').fill(code);
    await admin.getByLabel('Discount %').fill('12');
    await admin.getByLabel('Description').fill('Twelve percent off for the browser journey');
    await admin.getByRole('button', { name: 'Add Coupon' }).click();
    const row = admin.getByRole('row').filter({ hasText: code });
    await row.getByText('Active', { exact: true }).waitFor();
    await checkScreen(admin, 'manage-coupons');

    const home = await residentContext.newPage();
    await home.goto(baseUrl);
    await home.getByText(code).first().waitFor();

    await row.getByRole('button', { name: `Disable ${code}` }).click();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await home.reload();
    await home.getByText('Active Coupons').waitFor();
    await home.getByText('WELCOME10').first().waitFor();
    expect(await home.getByText(code).count()).toBe(0);
    await home.close();
  });

  it('removes the member after the confirm dialog, who keeps their payment history as a former resident', async () => {
    await admin.getByRole('link', { name: 'Manage Members' }).click();
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await checkScreen(admin, 'manage-members');
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByText(
        `Are you sure you want to remove ${name} as a member? Their lease of ${describeLocation(agreement)} ends this month; their payments and receipts stay in the records.`,
      )
      .waitFor();
    await checkScreen(admin, 'manage-members-confirm');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await admin.getByText(`${name} is no longer a member; ${describeLocation(agreement)} is free again`).waitFor();
    await row.waitFor({ state: 'detached' });

    await resident.goto(dashboard('my-profile'));
    // A removed member is told: their membership ended, when, and for which flat.
    const ended = resident.getByRole('region', { name: 'Membership ended' });
    await ended.waitFor();
    expect(await ended.textContent()).toContain(`Your lease of ${describeLocation(agreement)} ended on`);
    await checkScreen(resident, 'my-profile-membership-ended');
    // A former resident keeps their rent account: what they paid stays theirs to read. Visitors, parcels and bookings are
    // for residents only.
    expect(await menuItems(resident)).toEqual(
      MEMBER_MENU.filter((item) => !['My Visitors', 'My Parcels', 'Book a Space'].includes(item)),
    );
    await resident.goto(dashboard('payment-history'));
    await resident
      .getByRole('row')
      .filter({ hasText: formatMonth(thisMonth()) })
      .waitFor();
  });

  it('raised no uncaught errors in either browser', () => {
    expect(residentErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
