/**
 * The footer's pages in Chromium against the real server: a guest follows each of the footer's items to a page of the
 * app written from the building's saved details, which fits 375 and 1280 px and passes axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser } from 'playwright-core';
import type { BuildingDto } from '../../adapters/http/building/contract.ts';
import { launch, newContext, watchErrors, screenHeading } from './support/browser.ts';
import { checkScreen } from './dashboard/support.ts';

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe("the footer's pages", () => {
  it('lead a guest from the footer to About us, Contact and the Help Center, each filled from the building', async () => {
    const building = (await (await fetch(`${baseUrl}/api/building`)).json()) as BuildingDto;
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    const footer = page.getByRole('contentinfo');
    for (const [link, path, heading] of [
      ['About us', '/about', 'About us'],
      ['Contact', '/contact', 'Contact'],
      ['Help Center', '/help', 'Help Center'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await screenHeading(page, heading).waitFor();
      await page
        .getByRole('main')
        .getByText(heading === 'About us' ? building.address : heading)
        .first()
        .waitFor();
      await checkScreen(page, `footer${path.replace('/', '-')}`);
    }
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain(building.emergencyPhone);
    expect(errors).toEqual([]);
    await context.close();
  });
});
