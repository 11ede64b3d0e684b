/**
 * The apartments page as the server sends it, before any script runs: drawn from the app's own components, with the
 * first page of flats its address asks for (and that page as data beside it), no script the Content-Security-Policy
 * would have to allow; a flat added or re-priced shows in the very next page sent.
 */
import { describe, expect, it } from 'vitest';
import type { AdminApartmentDto, ApartmentListDto } from '../../adapters/http/apartments/contract.ts';
import { tokenFor } from '../support/emulator.ts';
import { ADMIN } from './dashboard/support.ts';
import { sharedServer } from './support/shared-server.ts';

const baseUrl = sharedServer().url;

const html = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The flats' cards the drawing holds, by their number, in order. */
const drawnFlats = (page: string) =>
  [...page.matchAll(/<article [^>]*aria-label="Apartment ([^"]+)"/g)].map((m) => m[1]);

/** The scripts a page holds, other than the app's own files and the data blocks the browser never runs. */
const inlineScripts = (page: string) =>
  [...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((a) => !/src="|type="application\/json"/.test(a));

async function admin(method: string, path: string, body: unknown) {
  const token = await tokenFor(ADMIN.email, ADMIN.password);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as AdminApartmentDto;
}

describe('the apartments page as sent', () => {
  it('holds the first flats its address asks for, drawn, and the same page as data', async () => {
    const page = await html('/apartments?availableOnly=false');
    const api = (await (await fetch(`${baseUrl}/api/apartments?page=1&limit=6`)).json()) as ApartmentListDto;
    expect(page).toContain('<div id="root" data-drawn="en">');
    expect(api.apartments.length).toBe(6);
    expect(drawnFlats(page)).toEqual(api.apartments.map((a) => a.number));
    const data = JSON.parse(/<script type="application\/json" id="first-apartments">([^<]*)<\/script>/.exec(page)![1]!);
    expect(data.url).toBe('/api/apartments?page=1&limit=6');
    expect(data.answer).toEqual(api);
    // The first photo is fetched first, named in the head.
    expect(page).toMatch(
      new RegExp(`<link rel="preload" as="image" href="${api.apartments[0]!.image}" fetchPriority="high"/>`),
    );
    expect(inlineScripts(page)).toEqual([]);
    // Apply works before the code has taken the drawing over: each free flat's is a link to its form.
    const applyLinks = [...page.matchAll(/<a href="([^"]*)" role="button"[^>]*>Apply for Agreement<\/a>/g)].map(
      (m) => m[1],
    );
    expect(applyLinks).toEqual(api.apartments.filter((a) => a.available).map((a) => `/apartments/${a._id}/apply`));
  });

  it('draws the home page too, with no script to allow', async () => {
    const page = await html('/');
    expect(page).toContain('<div id="root" data-drawn="en">');
    expect(page).toContain('alt="Banner 1"');
    expect(inlineScripts(page)).toEqual([]);
  });

  it('shows a flat added or re-priced in the next page sent', async () => {
    // A rent no other flat has, so other suites' flats never land in this page.
    const rent = 9_000_000 + Math.floor(Math.random() * 900_000);
    const only = (r: number) => `/apartments?minRent=${r}&maxRent=${r}`;
    expect(drawnFlats(await html(only(rent)))).toEqual([]);
    const number = `D${rent % 100_000}`;
    const added = await admin('POST', '/api/admin/apartments', { block: 'D', floor: 7, number, rent });
    expect(drawnFlats(await html(only(rent)))).toEqual([number]);
    await admin('PATCH', `/api/admin/apartments/${added._id}`, { rent: rent + 1 });
    expect(drawnFlats(await html(only(rent)))).toEqual([]);
    const moved = await html(only(rent + 1));
    expect(drawnFlats(moved)).toEqual([number]);
    expect(moved).toContain(`${(rent + 1).toLocaleString('en-IN')}`);
  });
});
