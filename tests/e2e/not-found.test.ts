import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, newContext, photograph, WIDTHS } from './support/browser.ts';

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('an unknown route', () => {
  it('shows Page Not Found with a way back home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/no/such/page`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'About the Building' }).waitFor();
    await context.close();
  });

  it('leaves unknown /api paths to the API (JSON 404)', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  for (const width of WIDTHS) {
    it(`is accessible and photographed at ${width} px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/missing`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await expectAccessible(page);
      await photograph(page, 'not-found');
      await context.close();
    });
  }
});
