/** Steps the dashboard journeys share: signing in through the real forms, and checking a screen at both widths. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenFor } from '../../support/emulator.ts';
import { expectAccessible, photograph, WIDTHS } from '../support/browser.ts';

export const ADMIN = { email: 'admin@lakeview.test', password: 'Admin123' };
export const PASSWORD = 'Lakeview1';

/** Fills and sends the login form on the page as it is (the route guard may have brought the visitor here). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function login(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, email, password);
  await page.waitForURL(`${baseUrl}/`);
}

export async function register(page: Page, baseUrl: string, name: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The dashboard menu's entries, in order (Back to Home and Logout excluded). */
export async function menuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.waitFor();
  return (await menu.locator('ul').first().getByRole('link').allTextContents()).map((t) => t.trim());
}

/** The highlighted (current) menu item's classes: its colour tells the role. */
export const currentItemClass = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard' }).locator('a[aria-current="page"]').getAttribute('class');

/**
 * Nothing wider than the screen, and a full-page photograph, at 375 px and 1280 px; axe-core at the phone's width
 * unless asked for both. axe-core is half of a screen's check, and what it finds rarely depends on the width: the walk
 * of every screen (every-screen.test.ts) runs it at both widths, journeys check their own states on the phone. The
 * page is left at 1280 px.
 */
export async function checkScreen(
  page: Page,
  name: string,
  accessibleAt: readonly number[] = [WIDTHS[0]],
): Promise<void> {
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // let the layout settle after the resize
    if (accessibleAt.includes(width)) await expectAccessible(page);
    expect(await overflowing(page), `${name} at ${width} px`).toEqual([]);
    await photograph(page, `dashboard-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * What a reader would have to scroll sideways to read, or could not read at all: the page itself when it is wider than
 * the screen; any box (a table's scroll area) whose content is wider than the box; and any element shown past the
 * screen's right edge. An element inside a box that clips or scrolls its content (a carousel, a marquee, a table's
 * scroll area) and that itself fits on the screen is that box's business: slides waiting off screen are meant to be
 * there. Only the outermost element past the edge is named, with enough to find it.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    const screen = root.clientWidth;
    if (root.scrollWidth > screen) wide.push(`page: ${root.scrollWidth} px in ${screen} px`);
    for (const box of document.querySelectorAll<HTMLElement>('[role="region"], table')) {
      const visible = box.offsetParent !== null;
      if (visible && box.scrollWidth > box.clientWidth + 1)
        wide.push(`${box.getAttribute('aria-label') ?? box.tagName}: ${box.scrollWidth} px in ${box.clientWidth} px`);
    }

    const right = (el: Element) => el.getBoundingClientRect().right + window.scrollX;
    // A box that clips or scrolls sideways and fits on the screen holds what sticks out of it; the page's own
    // html and body never count, or they would hide everything. Nothing above a fixed element clips it.
    const heldByFittingBox = (el: Element) => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        if (node !== el && getComputedStyle(node).overflowX !== 'visible' && right(node) <= screen + 1) return true;
        if (getComputedStyle(node).position === 'fixed') return false;
      }
      return false;
    };
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.id;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}${label ? ` ${label}` : ''}> "${text}"`;
    };
    const reported: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      // Empty boxes, and the one-pixel boxes of visually hidden text, show nothing.
      if (box.width <= 1 || box.height <= 1 || right(el) <= screen + 1) continue;
      if (getComputedStyle(el).visibility === 'hidden' || heldByFittingBox(el)) continue;
      if (reported.some((outer) => outer.contains(el))) continue;
      reported.push(el);
      wide.push(`${name(el)}: right edge at ${Math.round(right(el))} px in ${screen} px`);
    }
    return wide;
  });
}

/** Straight from the API with the person's own token: what the server holds, to compare the screen against. */
export async function apiAs<T>(
  baseUrl: string,
  email: string,
  password: string,
  path: string,
): Promise<{ status: number; body: T }> {
  const token = await tokenFor(email, password);
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

/** Taka as the UI prints it: digits grouped the South Asian way (1,25,000), then the taka sign (read from the screen-reader text). */
export const taka = (amount: number) => `${amount.toLocaleString('en-IN')}৳`;

export const expectNoPageErrors = (errors: string[]) => expect(errors).toEqual([]);

/** Pages in a PDF: Chromium writes one "/Type /Page" object per page ("/Type /Pages" is the tree above them). */
export const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/**
 * Presses the first Apply on the apartments page as it stands and waits for the flat to say the request was sent;
 * when it does not, the failure quotes what the page said instead (a refusal's toast, a login form).
 */
/** Tenant details that keep every rule of the apply form, by the fields' names (the same in either language). */
export const TENANT_FIELDS = {
  phone: '01712345678',
  nid: '1990123456789',
  fatherName: 'Abdul Karim',
  permanentAddress: 'Village Charfasson, Bhola',
  previousAddress: 'House 12, Road 5, Mirpur 10, Dhaka',
  emergencyName: 'Jamal Uddin',
  emergencyRelation: 'Brother',
  emergencyPhone: '01912345678',
} as const;

/** Fills the apply form's text fields by their names, and sends it. */
export async function sendTenantForm(page: Page, fields: Record<string, string> = TENANT_FIELDS): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.locator(`form input[name="${name}"]`).fill(value);
  await page.locator('form button[type="submit"]').click();
}

export async function applyForFirstFlat(
  page: Page,
  words: { apply: string; sent: string } = { apply: 'Apply for Agreement', sent: 'Request Sent' },
): Promise<void> {
  await page.getByRole('button', { name: words.apply }).first().click();
  await page.waitForURL(/\/apartments\/[^/]+\/apply$/);
  await sendTenantForm(page);
  try {
    await page.getByRole('button', { name: words.sent }).first().waitFor();
  } catch (error) {
    const said = await page.locator('body').innerText();
    throw new Error(`no "${words.sent}" at ${page.url()}; the page said:\n${said.slice(0, 2000)}`, { cause: error });
  }
}
