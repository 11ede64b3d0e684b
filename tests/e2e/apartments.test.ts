import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, Page } from 'playwright-core';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import {
  expectAccessible,
  launch,
  newContext,
  photograph,
  uniqueEmail,
  watchErrors,
  WIDTHS,
} from './support/browser.ts';
import { register, TENANT_FIELDS } from './dashboard/support.ts';
import { APARTMENT_PAGE_SIZE } from '../../domain/shared/paging.ts';

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const cards = (page: Page) => page.locator('article[aria-label^="Apartment "]');
const numbers = (page: Page) => cards(page).locator('dd').allTextContents();
const rents = async (page: Page) =>
  (await cards(page).locator('p.text-lg').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));

async function waitForList(page: Page) {
  await page.getByText('Loading apartments...').waitFor({ state: 'detached' });
  await cards(page).first().waitFor();
}

describe('apartments page', () => {
  it('pages through six at a time and filters by rent', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Let flats too, so the number of flats (and pages) does not depend on what other suites let meanwhile.
    await page.goto(`${baseUrl}/apartments?availableOnly=false`);
    await page.getByRole('heading', { name: 'Available Apartments' }).waitFor();
    await waitForList(page);
    expect(await cards(page).count()).toBe(6);
    expect(await cards(page).first().textContent()).toMatch(/Floor.*Block.*Apartment No/);
    // A free flat shows its rent; a let one (a demo resident's) says it is let instead.
    expect(await cards(page).filter({ hasText: 'Apply for Agreement' }).first().textContent()).toContain('৳');

    // 24 seeded apartments: four page buttons.
    const pages = page.getByRole('navigation', { name: 'Apartment pages' }).getByRole('button');
    expect(await pages.allTextContents()).toEqual(['1', '2', '3', '4']);
    const first = await numbers(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => numbers(page)).not.toEqual(first);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A narrow range fits on one page: the buttons go away, and Search returned to page 1. The range holds a flat still
    // free now, whichever flats the demo residents and the other suites have let.
    const free = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as {
      apartments: { rent: number }[];
    };
    // The rent of a free flat on the page in view, exactly: few flats share one rent, so the list fits on one page.
    const low = Math.max(...(await rents(page)), ...free.apartments.slice(0, 1).map((a) => a.rent));
    const high = low;
    await page.getByLabel('Min Rent').fill(String(low));
    await page.getByLabel('Max Rent').fill(String(high));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.url()).toContain(`minRent=${low}`);
    expect(page.url()).not.toContain('page=');
    // Polled until cards show: an empty list (still loading) would pass the range check by itself.
    await expect
      .poll(async () => {
        const shown = await rents(page);
        return (await cards(page).count()) > 0 && shown.every((r) => r >= low && r <= high);
      })
      .toBe(true);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    expect(await page.getByRole('navigation', { name: 'Apartment pages' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor who applies to the login page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Other suites on this server rent flats from the first pages: the visitor looks for a free one, page by page.
    const apply = page.getByRole('button', { name: 'Apply for Agreement' });
    for (let n = 1; ; n++) {
      await page.goto(`${baseUrl}/apartments?page=${n}`);
      await waitForList(page);
      if ((await apply.count()) > 0) break;
      expect(n, 'no free flat on any page').toBeLessThan(4);
    }
    await apply.first().click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('lists free flats only by default; with let ones shown, a let flat says so and shows no rent', async () => {
    const context = await newContext(browser, 375);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/apartments`);
    await waitForList(page);
    expect(await page.getByRole('checkbox', { name: 'Available only' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Rented' }).count()).toBe(0);

    const all = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
    const free = (await (await fetch(`${baseUrl}/api/apartments?limit=50&availableOnly=true`)).json()) as {
      total: number;
    };
    expect(free.total).toBeLessThanOrEqual(all.apartments.length);
    const letFlat = all.apartments.find((a) => !a.available);
    await page.getByRole('checkbox', { name: 'Available only' }).click();
    await expect.poll(() => page.url()).toContain('availableOnly=false');
    if (letFlat) {
      await page.goto(`${baseUrl}/apartments?availableOnly=false&minRent=${letFlat.rent}&maxRent=${letFlat.rent}`);
      const card = page.locator(`article[aria-label="Apartment ${letFlat.number}"]`);
      await card.getByText('Let to a resident').waitFor();
      expect(await card.textContent()).not.toContain('৳');
      await expectAccessible(page);
      await photograph(page, 'apartments-let');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends one request for a double click on the form, and marks the flat asked for after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await register(page, baseUrl, 'Mina Akter', uniqueEmail('apply-once'));
    const listed = (await (await fetch(`${baseUrl}/api/apartments?limit=50&availableOnly=true`)).json()) as {
      apartments: ApartmentDto[];
    };
    const { rent } = listed.apartments[Math.floor(Math.random() * listed.apartments.length)]!;
    // The flat the page shows first for that rent (more flats than a page may share it).
    const firstPage = `/api/apartments?page=1&limit=${APARTMENT_PAGE_SIZE}&minRent=${rent}&maxRent=${rent}&availableOnly=true`;
    const flat = ((await (await fetch(baseUrl + firstPage)).json()) as { apartments: ApartmentDto[] }).apartments[0]!;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/agreements')
        posts.push(request.url());
    });
    await page.goto(`${baseUrl}/apartments?minRent=${rent}&maxRent=${rent}`);
    const card = page.locator(`article[aria-label="Apartment ${flat.number}"]`);
    await card.getByRole('button', { name: 'Apply for Agreement' }).click();
    await page.waitForURL(/\/apply$/);
    for (const [name, value] of Object.entries(TENANT_FIELDS)) await page.locator(`input[name="${name}"]`).fill(value);
    await page.getByRole('button', { name: 'Send request' }).dblclick();
    await card.getByRole('button', { name: 'Request Sent' }).waitFor();
    await page.getByText('Agreement request sent').waitFor();
    expect(posts).toHaveLength(1);
    expect(await page.getByText('You already have an open agreement request').count()).toBe(0);

    await page.reload();
    await card.getByRole('button', { name: 'Request Sent' }).waitFor();
    expect(await card.getByRole('button', { name: 'Request Sent' }).isDisabled()).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      await photograph(page, 'apartments-request-sent');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of WIDTHS) {
    it(`is accessible and photographed at ${width} px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/apartments`);
      await waitForList(page);
      await expectAccessible(page);
      await photograph(page, 'apartments');
      await context.close();
    });
  }

  it('answers bad input where it was made: Min above Max beside the field, a page past the end with the way back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/apartments') asked.push(request.url());
    });
    await page.goto(`${baseUrl}/apartments`);
    await waitForList(page);
    const before = asked.length;
    await page.getByLabel('Min Rent').fill('50000');
    await page.getByLabel('Max Rent').fill('10000');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Max Rent must be at least the Min Rent (50,000)').waitFor();
    expect(await page.getByLabel('Max Rent').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toHaveLength(before);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      await photograph(page, 'apartments-range-wrong');
    }

    await page.goto(`${baseUrl}/apartments?page=99`);
    await page.getByText(/^There is no page 99: the list has \d+ pages\.$/).waitFor();
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await waitForList(page);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
