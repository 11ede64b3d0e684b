/**
 * The landing pages' drawings are kept, not drawn again for each visitor: one per request of flats an address makes
 * and language, for as long as the catalogue hands back the same page of flats; a changed catalogue is drawn afresh.
 * A dashboard screen's frame is kept once per screen and language, whatever its address names.
 * A stand-in for the build's server drawing counts what is drawn.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUi, type ApartmentsAnswer } from '../../../adapters/http/static-ui.ts';
import { drawnBuild, type DrawnBuild } from '../../support/drawn-build.ts';

/** The build's drawing, as its entry offers it: the flats' request reads only `minRent`, as the page would. */
const DRAWER = `
export const localeFor = (accept) => (accept && accept.startsWith('bn') ? 'bn' : 'en');
export const firstApartmentsUrl = (search) => {
  const minRent = new URLSearchParams(search).get('minRent');
  return '/api/apartments?page=1' + (minRent ? '&minRent=' + minRent : '');
};
export const dashboardScreenOf = (path) =>
  path.startsWith('/dashboard/receipts/') ? '/dashboard/receipts/:number' : path === '/dashboard/make-payment' ? path : undefined;
export async function draw({ url, locale }) {
  globalThis.lakeviewDrawings = (globalThis.lakeviewDrawings ?? 0) + 1;
  return '<p>drawn ' + url + ' in ' + locale + '</p>';
}
`;

const drawings = () => (globalThis as { lakeviewDrawings?: number }).lakeviewDrawings ?? 0;

describe('the drawn landing pages', () => {
  let build: DrawnBuild;
  let server: Server;
  let base: string;
  /** The page of flats the catalogue hands back for each request: the same object until the catalogue changes. */
  const catalogue = new Map<string, object>();
  const apartments = async (url: string): Promise<ApartmentsAnswer> => {
    if (!catalogue.has(url)) catalogue.set(url, { url });
    return { key: catalogue.get(url)!, answer: { apartments: [], total: 0 } };
  };

  beforeAll(async () => {
    build = drawnBuild(DRAWER);
    const app = new Koa();
    app.use(serveUi(build.ui, { config: {}, apartments }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    build.remove();
  });

  const page = async (path: string, language = 'en') =>
    (await fetch(`${base}${path}`, { headers: { 'accept-language': language } })).text();

  it('draws once for every address that asks for the same flats, and again for other flats or another language', async () => {
    const before = drawings();
    expect(await page('/apartments?x=1')).toContain(
      '<div id="root" data-drawn="en"><p>drawn /apartments?x=1 in en</p>',
    );
    // Addresses the page reads alike share the drawing, however many of them are asked for.
    for (let i = 2; i <= 20; i++) expect(await page(`/apartments?x=${i}`)).toContain('drawn /apartments?x=1 in en');
    expect(await page('/apartments')).toContain('drawn /apartments?x=1 in en');
    expect(drawings() - before).toBe(1);
    expect(await page('/apartments?minRent=5000')).toContain('drawn /apartments?minRent=5000 in en');
    expect(await page('/apartments', 'bn-BD')).toContain('drawn /apartments in bn');
    expect(drawings() - before).toBe(3);
  });

  it('draws afresh once the catalogue hands back a new page of flats', async () => {
    await page('/apartments?minRent=7000');
    const before = drawings();
    await page('/apartments?minRent=7000');
    expect(drawings()).toBe(before);
    catalogue.set('/api/apartments?page=1&minRent=7000', { changed: true });
    await page('/apartments?minRent=7000');
    expect(drawings()).toBe(before + 1);
  });

  it("draws a dashboard screen's frame once per screen and language, and leaves other addresses undrawn", async () => {
    const before = drawings();
    expect(await page('/dashboard/make-payment')).toContain('data-drawn="en"><p>drawn /dashboard/make-payment in en');
    expect(await page('/dashboard/receipts/R-1')).toContain('drawn /dashboard/receipts/R-1 in en');
    // Another receipt is the same screen: its frame names no receipt, so the first drawing serves.
    expect(await page('/dashboard/receipts/R-2')).toContain('drawn /dashboard/receipts/R-1 in en');
    expect(await page('/dashboard/make-payment', 'bn')).toContain('drawn /dashboard/make-payment in bn');
    expect(drawings() - before).toBe(3);
    for (const path of ['/dashboard/no-such-screen', '/dashboard', '/login'])
      expect(await page(path)).toContain('<div id="root"></div>');
    expect(drawings() - before).toBe(3);
  });

  it('draws the home page once per language', async () => {
    const before = drawings();
    for (let i = 0; i < 5; i++) expect(await page('/')).toContain('drawn / in en');
    await page('/', 'bn');
    expect(drawings() - before).toBe(2);
  });
});
