import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PASSWORD_RULE_MESSAGE } from '../../domain/identity/password.ts';
import { tokenFor } from '../support/emulator.ts';
import {
  expectAccessible,
  launch,
  newContext,
  photograph,
  uniqueEmail,
  watchErrors,
  withGoogleLoader,
  WIDTHS,
} from './support/browser.ts';

const baseUrl = sharedServer().url;
const PASSWORD = 'Lakeview1';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

async function logout(page: Page) {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

async function roleOf(email: string, password: string): Promise<string> {
  const token = await tokenFor(email, password);
  const res = await fetch(`${baseUrl}/api/users/role`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { role: string }).role;
}

describe('registration, login and logout', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser);
    await withGoogleLoader(context);
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it('refuses a weak password with the rule message', async () => {
    await register(page, 'Weak Password', uniqueEmail('weak'), 'lowercase');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    expect(await summary.getByRole('link').allTextContents()).toEqual([PASSWORD_RULE_MESSAGE]);
    expect(await page.getByLabel(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${baseUrl}/register`);
  });

  it('registers, saves the user record, shows the user in the navbar, and logs out', async () => {
    const errors = watchErrors(page);
    const email = uniqueEmail('register');
    await register(page, 'Rahim Uddin', email, PASSWORD);
    await page.getByText('Registration successful!').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await accountButton(page).click();
    expect(await page.getByText('Rahim Uddin', { exact: true }).filter({ visible: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await accountButton(page).click();
    // PUT /api/users saved the record: the server knows this user, with the default role.
    expect(await roleOf(email, PASSWORD)).toBe('user');

    await logout(page);
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(errors).toEqual([]);
  });

  it('shows the reason when login fails, and logs in with the right password', async () => {
    const email = uniqueEmail('login');
    await tokenFor(email, PASSWORD, 'Karim Ahmed');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong-password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(/^Login failed: .+/).waitFor();
    await page.getByText('Login failed', { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await accountButton(page).waitFor();
    await logout(page);
  });

  it('signs in with Google through the emulator popup', async () => {
    const email = uniqueEmail('google');
    await page.goto(`${baseUrl}/login`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Google Resident');
    await popup.locator('#sign-in').click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await accountButton(page).click();
    expect(await page.getByText('Google Resident', { exact: true }).filter({ visible: true }).count()).toBe(1);
    await accountButton(page).click();
    await logout(page);
  });
});

describe('sign-in screens', () => {
  for (const width of WIDTHS) {
    it(`are accessible and photographed at ${width} px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      for (const screen of ['login', 'register']) {
        await page.goto(`${baseUrl}/${screen}`);
        await page.getByRole('heading', { name: screen === 'login' ? 'Login' : 'Register' }).waitFor();
        await expectAccessible(page);
        await photograph(page, screen);
      }
      await context.close();
    });
  }
});
