/**
 * The building's own flats, in Chromium against the real server and Auth emulator: the admin adds a flat with a
 * photo (a real PNG made here), changes its rent and its photo, and retires another flat; the public apartments page
 * then shows the new flat with its photo and new rent and no longer shows the retired one. A CSV of 50 flats is
 * imported through the screen, and a file with one bad row adds none and names the line. Every state is checked
 * for overflow and photographed at 375 and 1280 px, and with axe-core at 375 px.
 *
 * This file runs its own server (memory database, demo seed): the flats it adds and retires would change what the
 * other journeys count on the shared one.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type {
  AdminApartmentDto,
  AdminApartmentListDto,
  ApartmentListDto,
} from '../../adapters/http/apartments/contract.ts';
import { launch, newContext, watchErrors } from './support/browser.ts';
import { UI_DIST } from './support/global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { ADMIN, apiAs, checkScreen, login, taka } from './dashboard/support.ts';

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer(UI_DIST);
  baseUrl = server.url;
  browser = await launch();
  context = await newContext(browser);
  admin = await context.newPage();
  errors = watchErrors(admin);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const flats = async () =>
  (await apiAs<AdminApartmentListDto>(baseUrl, ADMIN.email, ADMIN.password, '/api/admin/apartments')).body.apartments;
/** The public list's flats at one rent, as anyone may ask for them. */
const publicFlatsAt = async (rent: number) =>
  (
    (await (
      await fetch(`${baseUrl}/api/apartments?page=1&limit=6&minRent=${rent}&maxRent=${rent}`)
    ).json()) as ApartmentListDto
  ).apartments.map((a) => a._id);
/** A picture as a phone would send one: a real PNG, with a colour to tell two apart. */
const png = (red: number) =>
  sharp({ create: { width: 96, height: 72, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();
const csv = (rows: string[]) => ({
  name: 'flats.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['block,floor,number,rent', ...rows].join('\n')),
});
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
/** The flat's row in the table (the table is what shows at 1280 px). */
const row = (page: Page, number: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) });
const photoLoaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src);
const count = (page: Page) => page.getByRole('heading', { name: /^Apartments \(\d+\)$/ }).textContent();

/** axe-core and photographs of a page of 75 flats take longer than a short list. */
const LONG_LIST = 120_000;

const NEW = { block: 'Z', floor: 9, number: 'Z901', name: 'Block Z, floor 9, Z901' };
let added: AdminApartmentDto;
let retired: AdminApartmentDto;

describe('the admin runs the building’s flats', () => {
  it('shows every flat on Manage Apartments, from the dashboard menu', async () => {
    await admin.goto(`${baseUrl}/dashboard/admin-profile`);
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Apartments' }).click();
    await admin.waitForURL(`${baseUrl}/dashboard/manage-apartments`);
    await admin.getByRole('table').waitFor();
    expect(await count(admin)).toBe(`Apartments (${(await flats()).length})`);
    await checkScreen(admin, 'manage-apartments');
  });

  it('shows the rules under the fields and in a summary that takes focus when the form is sent empty', async () => {
    await admin.getByRole('button', { name: 'Add apartment' }).click();
    const block = admin.getByLabel(/^Block/);
    await expect.poll(() => block.getAttribute('aria-invalid')).toBe('true');
    const summary = admin.getByRole('region', { name: 'There is a problem' });
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await summary.getByRole('link', { name: 'Rent must be a whole number of taka from 1 to 10,000,000' }).click();
    expect(await admin.getByLabel(/^Monthly rent/).evaluate((el) => el === document.activeElement)).toBe(true);
    await checkScreen(admin, 'manage-apartments-refused');
  });

  it('adds a flat with a photo, which the server keeps and serves', async () => {
    await admin.getByLabel(/^Block/).fill(NEW.block);
    await admin.getByLabel(/^Floor/).fill(String(NEW.floor));
    await admin.getByLabel(/^Apartment number/).fill(NEW.number);
    await admin.getByLabel(/^Monthly rent/).fill('23456');
    await admin
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'z901.png', mimeType: 'image/png', buffer: await png(200) });
    await admin.getByRole('img', { name: 'Preview of z901.png' }).waitFor();
    await admin.getByRole('button', { name: 'Add apartment' }).click();
    await toast(admin, `${NEW.name} added`);
    added = (await flats()).find((a) => a.number === NEW.number)!;
    expect(added).toMatchObject({ block: 'Z', floor: 9, rent: 23456, available: true, retired: false });
    expect(added.image).toMatch(new RegExp(`^/api/apartments/${added._id}/photo\\?v=`));
    await row(admin, NEW.number).getByText('Available').waitFor();
    await expect.poll(() => photoLoaded(admin, `table img[alt="Photo of ${NEW.name}"]`)).toContain(added.image);
    expect(await admin.getByLabel(/^Block/).inputValue()).toBe('');
    await checkScreen(admin, 'manage-apartments-added');
  });

  it('changes its rent in a dialog, Enter saving it', async () => {
    await row(admin, NEW.number)
      .getByRole('button', { name: `Change rent of ${NEW.name}` })
      .click();
    const dialog = admin.getByRole('dialog');
    const rent = dialog.getByLabel(/^Monthly rent/);
    expect(await rent.inputValue()).toBe('23456');
    await rent.fill('0');
    await rent.press('Enter');
    await dialog.getByText('Rent must be a whole number of taka from 1 to 10,000,000').waitFor();
    expect(await rent.getAttribute('aria-invalid')).toBe('true');
    await checkScreen(admin, 'manage-apartments-rent-refused');
    // Written as people write it, with its thousands separator.
    await rent.fill('24,000');
    await rent.press('Enter');
    await toast(admin, `${NEW.name} now lets for 24,000 taka a month`);
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(admin, NEW.number).getByRole('cell').nth(4).textContent()).toBe(taka(24000));
  });

  it('changes its photo', async () => {
    await row(admin, NEW.number)
      .getByRole('button', { name: `Change photo of ${NEW.name}` })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByLabel('New photo')
      .setInputFiles({ name: 'z901-new.png', mimeType: 'image/png', buffer: await png(40) });
    await dialog.getByRole('img', { name: 'Preview of z901-new.png' }).waitFor();
    await checkScreen(admin, 'manage-apartments-photo');
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await toast(admin, `New photo saved for ${NEW.name}`);
    const now = (await flats()).find((a) => a._id === added._id)!;
    expect(now.image).not.toBe(added.image);
    added = now;
    await expect.poll(() => photoLoaded(admin, `table img[alt="Photo of ${NEW.name}"]`)).toContain(now.image);
  });

  it('retires another flat after saying what that means', async () => {
    retired = (await flats()).find((a) => a.available && !a.retired && a._id !== added._id)!;
    const name = `Block ${retired.block}, floor ${retired.floor}, ${retired.number}`;
    await row(admin, retired.number)
      .getByRole('button', { name: `Retire ${name}` })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByText(
        /leaves the apartments page and nobody can apply for it again\. Its leases, payments and receipts stay in the records\./,
      )
      .waitFor();
    // Cancel has the first focus: a stray Enter retires nothing.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await checkScreen(admin, 'manage-apartments-retire');
    await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
    await toast(admin, `${name} retired`);
    await row(admin, retired.number).getByText('Retired').waitFor();
    expect(await row(admin, retired.number).getByRole('button').count()).toBe(0);
  });

  it('the apartments page shows the new flat with its photo and new rent, and not the retired one', async () => {
    const visitor = await context.newPage();
    await visitor.goto(`${baseUrl}/apartments?minRent=24000&maxRent=24000`);
    const card = visitor.locator(`article[aria-label="Apartment ${NEW.number}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(taka(24000));
    await expect
      .poll(() => photoLoaded(visitor, `article[aria-label="Apartment ${NEW.number}"] img`))
      .toContain(added.image);

    await visitor.goto(`${baseUrl}/apartments?minRent=${retired.rent}&maxRent=${retired.rent}`);
    await visitor.getByText('Loading apartments...').waitFor({ state: 'detached' });
    expect(await visitor.locator(`article[aria-label="Apartment ${retired.number}"]`).count()).toBe(0);
    expect(await publicFlatsAt(24000)).toContain(added._id);
    expect(await publicFlatsAt(retired.rent)).not.toContain(retired._id);
    await visitor.close();
  });

  it(
    'imports 50 flats from a CSV through the screen',
    async () => {
      const before = (await flats()).length;
      const rows = Array.from(
        { length: 50 },
        (_, i) => `Y,${Math.floor(i / 5) + 1},Y${Math.floor(i / 5) + 1}0${(i % 5) + 1},${10000 + i * 100}`,
      );
      await admin.getByLabel('CSV file').setInputFiles(csv(rows));
      await admin.getByRole('button', { name: 'Import apartments' }).click();
      await toast(admin, 'Imported 50 apartments');
      expect(await count(admin)).toBe(`Apartments (${before + 50})`);
      const now = await flats();
      expect(now.filter((a) => a.block === 'Y')).toHaveLength(50);
      await checkScreen(admin, 'manage-apartments-imported');
    },
    LONG_LIST,
  );

  it(
    'refuses a file with one bad row, writing none of it and naming the line',
    async () => {
      const before = (await flats()).length;
      const rows = Array.from({ length: 50 }, (_, i) => `X,1,X${100 + i},${i === 26 ? 'twelve thousand' : 12000}`);
      const file = admin.getByLabel('CSV file');
      await file.setInputFiles(csv(rows));
      await admin.getByRole('button', { name: 'Import apartments' }).click();
      // The header is line 1, so the 27th flat is on line 28.
      await admin.getByText(/^Line 28: .*Nothing was imported\.$/).waitFor();
      expect(await file.getAttribute('aria-invalid')).toBe('true');
      expect(await file.evaluate((el) => el === document.activeElement)).toBe(true);
      await checkScreen(admin, 'manage-apartments-import-refused');
      expect((await flats()).length).toBe(before);
      expect((await flats()).some((a) => a.block === 'X')).toBe(false);
      expect(await count(admin)).toBe(`Apartments (${before})`);
      expect(errors).toEqual([]);
    },
    LONG_LIST,
  );
});
