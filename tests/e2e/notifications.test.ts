/**
 * Being told, in Chromium against the real server, Auth emulator and its mail catcher: an applicant signed in on the
 * web app sees the bell count go up when the admin accepts them, reads the acceptance in Notifications (which marks
 * it read), and the same news arrived by email over SMTP. An announcement's email carries an unsubscribe link that,
 * opened by a guest and confirmed, switches announcement emails off, as My Profile then shows. Every screen is
 * checked for overflow and photographed at 375 and 1280 px, and with axe-core at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { describeLocation } from '../../domain/apartments/apartment.ts';
import { tokenFor } from '../support/emulator.ts';
import { caughtOnce, type CaughtEmail } from '../support/mail-catcher.ts';
import { launch, newContext, uniqueEmail, watchErrors } from './support/browser.ts';
import { ADMIN, checkScreen, expectNoPageErrors, login, PASSWORD } from './dashboard/support.ts';

const { url: baseUrl, mailUrl } = sharedServer();

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const applicant = { name: 'Tahmina Chowdhury', email: uniqueEmail('told') };
let flat: ApartmentDto;
let agreement: AgreementDto;

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The emails to `address` the catcher has, once `enough` holds (the sender's rounds are 5 s apart). */
async function mailTo(address: string, enough: (emails: CaughtEmail[]) => boolean): Promise<CaughtEmail[]> {
  const mine = (emails: CaughtEmail[]) => emails.filter((e) => e.to.some((to) => to.address === address));
  return mine(await caughtOnce(mailUrl, (emails) => enough(mine(emails))));
}

const bell = () => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

beforeAll(async () => {
  const listed = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const free = listed.apartments.filter((a) => a.available);
  flat = free[Math.floor(Math.random() * free.length)]!;
  const token = await tokenFor(applicant.email, PASSWORD, applicant.name);
  expect((await call(token, 'PUT', '/api/users', { name: applicant.name })).status).toBe(200);
  const applied = await call(token, 'POST', '/api/agreements', { apartmentId: flat._id });
  expect(applied.status).toBe(201);
  agreement = applied.body as AgreementDto;

  browser = await launch();
  context = await newContext(browser);
  // The page's timers run as usual, and the test may move them on instead of waiting for the bell's next round.
  await context.clock.install();
  page = await context.newPage();
  errors = watchErrors(page);
  await login(page, baseUrl, applicant.email, PASSWORD);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const welcome = () => `Welcome home: ${describeLocation(flat)} is yours`;

describe('an applicant told of the decision', () => {
  it('sees the bell with nothing unread while the request waits', async () => {
    await bell().waitFor();
    expect(await bell().getAttribute('aria-label')).toBe('Notifications');
    expect(await bell().textContent()).not.toMatch(/\d/);
  });

  it('sees the count go up once the admin accepts, without reloading the page', async () => {
    const admin = await tokenFor(ADMIN.email, ADMIN.password);
    expect((await call(admin, 'PATCH', `/api/agreements/${agreement._id}`, { action: 'accept' })).status).toBe(200);
    const told = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
    await page.waitForTimeout(500);
    expect(await told.count()).toBe(0); // nothing asks before the bell's round comes
    // The bell asks every 30 seconds while the page is open: the page's clock is moved on past the next round.
    await page.clock.fastForward('00:31');
    await told.waitFor({ timeout: 10_000 });
  });

  it('reads the acceptance in Notifications, and opening it marks it read', async () => {
    await bell().click();
    await page.waitForURL(`${baseUrl}/dashboard/notifications`);
    const item = page.getByRole('listitem').filter({ hasText: welcome() });
    await item.waitFor();
    expect(await item.textContent()).toContain('Unread');
    await checkScreen(page, 'notifications-acceptance');
    await item.getByRole('link', { name: welcome() }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/dashboard/') && url.pathname !== '/dashboard/notifications',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expectNoPageErrors(errors);
  });

  it('got the same news by email, with a link back into the product', async () => {
    const mine = await mailTo(applicant.email, (emails) => emails.some((e) => e.subject === welcome()));
    const email = mine.find((e) => e.subject === welcome())!;
    expect(mine.filter((e) => e.subject === welcome())).toHaveLength(1);
    expect(email.to).toEqual([{ address: applicant.email, name: applicant.name }]);
    expect(email.text).toContain(`${baseUrl}/dashboard/`);
  });
});

describe('a member who wants fewer emails', () => {
  it("unsubscribes by an announcement email's link, as a guest, and My Profile shows announcements off", async () => {
    const title = `Lift service on Saturday ${Date.now()}`;
    const admin = await tokenFor(ADMIN.email, ADMIN.password);
    const posted = await call(admin, 'POST', '/api/admin/announcements', {
      title,
      description: 'The lift is off from 10:00 to 12:00 for its yearly service.',
    });
    expect(posted.status).toBe(201);
    const mine = await mailTo(applicant.email, (emails) => emails.some((e) => e.subject.includes(title)));
    const announcement = mine.find((e) => e.subject.includes(title))!;
    const link = /(http\S+\/unsubscribe\?token=[^\s>"]+)/.exec(announcement.text)?.[1];
    expect(link).toBeDefined();

    // Opened where nobody is signed in, as a mail program would open it.
    const guestContext = await newContext(browser);
    const guest = await guestContext.newPage();
    const guestErrors = watchErrors(guest);
    expect(link!.startsWith(`${baseUrl}/unsubscribe?token=`)).toBe(true);
    await guest.goto(link!);
    const button = guest.getByRole('button', { name: 'Unsubscribe' });
    await button.waitFor();
    await checkScreen(guest, 'unsubscribe-ready');
    await button.click();
    await guest.getByText('You will no longer get emails about announcements.').waitFor();
    await checkScreen(guest, 'unsubscribe-done');
    expectNoPageErrors(guestErrors);
    await guestContext.close();

    await page.goto(`${baseUrl}/dashboard/my-profile`);
    const choices = page.getByRole('checkbox', { name: /Announcements/ });
    await choices.waitFor();
    expect(await choices.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /Payments/ }).isChecked()).toBe(true);
    await checkScreen(page, 'my-profile-email-choices');
    expectNoPageErrors(errors);
  }, 60_000);
});
