import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, newContext, photograph, watchErrors, WIDTHS } from './support/browser.ts';

const baseUrl = sharedServer().url;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home page', () => {
  it('shows the four sections, and they behave', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl);

    await expect.poll(() => page.getByRole('heading', { name: 'About the Building' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Lakeview Residency' }).getAttribute('href')).toBe('/');
    // The first banner shows at once; the slideshow, with all four, takes over once the page is idle.
    for (const n of [1, 2, 3, 4])
      await expect.poll(() => page.getByAltText(`Banner ${n}`, { exact: true }).count()).toBeGreaterThan(0);

    // The carousel moves on by itself every 3 s.
    const activeBanner = () => page.locator('.swiper-slide-active img').getAttribute('alt');
    expect(await activeBanner()).toBe('Banner 1');
    await expect.poll(activeBanner, { timeout: 5000, interval: 200 }).toBe('Banner 2');

    // The typewriter types each word in its colour, deletes it and moves on, forever (one cycle is about 8.5 s).
    const typed = page.getByTestId('typewriter');
    const word = async () => ({
      text: (await typed.textContent())?.replace(/\s+$/, ''),
      colour: await typed.getAttribute('class'),
    });
    for (const [text, colour] of [
      ['safety', 'text-red'],
      ['convenience', 'text-green'],
      ['comfort', 'text-blue'],
    ] as const) {
      await expect.poll(async () => (await word()).text, { timeout: 10_000, interval: 40 }).toBe(text);
      expect((await word()).colour).toContain(colour);
    }

    // Only active coupons: the seeded ones but not WINTER5 (seeded inactive), and exactly what the server calls active
    // (other test files on this server may have added coupons of their own).
    await expect.poll(() => page.getByTestId('coupon-card').count()).toBeGreaterThan(0);
    const codes = [...new Set(await page.getByTestId('coupon-card').locator('p:first-child').allTextContents())].sort();
    expect(codes).toEqual(expect.arrayContaining(['EID15', 'WELCOME10']));
    expect(codes).not.toContain('WINTER5');
    const active = (await (await page.request.get(`${baseUrl}/api/coupons/active`)).json()) as { code: string }[];
    expect(codes).toEqual(active.map((c) => c.code).sort());
    expect(await page.getByTestId('coupon-card').first().textContent()).toMatch(/\d+% OFF/);

    // The map renders without tiles; the marker opens its popup.
    await page.getByRole('heading', { name: 'Our Location' }).scrollIntoViewIfNeeded();
    const marker = page.locator('.leaflet-marker-icon');
    await marker.waitFor();
    await marker.click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Lakeview Residency');
    // The building's address as configured (an admin changes it in the Building screen).
    expect(await popup.textContent()).toContain('Dhaka, Bangladesh');
    expect(
      await page
        .locator('section[aria-labelledby="location-heading"]')
        .getByText('Dhaka, Bangladesh', { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Providing affordable living since 2023').isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes taps on its buttons only once the app has taken the server's drawing over; its links work before", async () => {
    const takesTaps = (page: Page) =>
      page.locator('#root button').evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).pointerEvents));
    // Without the app's code the drawing stays a picture: its buttons would swallow a tap, so they take none.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const drawn = await still.newPage();
    await drawn.goto(baseUrl);
    expect(await takesTaps(drawn)).not.toHaveLength(0);
    expect(new Set(await takesTaps(drawn))).toEqual(new Set(['none']));
    await drawn.getByRole('link', { name: 'Browse apartments' }).click();
    await drawn.waitForURL(`${baseUrl}/apartments`);
    await still.close();

    const context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await expect.poll(() => page.locator('#root').evaluate((root) => 'live' in root.dataset)).toBe(true);
    expect(await takesTaps(page)).not.toContain('none');
    await context.close();
  });

  it('has a small-screen menu with Guest and Login when signed out', async () => {
    const context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.goto(baseUrl);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Guest', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await context.close();
  });

  for (const width of WIDTHS) {
    it(`is accessible and photographed at ${width} px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await page.goto(baseUrl);
      await page.getByTestId('coupon-card').first().waitFor();
      // The map loads when it nears the screen.
      await page.getByRole('heading', { name: 'Our Location' }).scrollIntoViewIfNeeded();
      await page.locator('.leaflet-marker-icon').waitFor();
      await expectAccessible(page);
      await photograph(page, 'home');
      await context.close();
    });
  }
});
