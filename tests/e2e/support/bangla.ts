/**
 * Reading a page as a person who chose Bangla: which Latin-script words are the web app's own (what the server sent,
 * names and codes are not), and which language the account keeps.
 */
import type { Page } from 'playwright-core';
import { tokenFor } from '../../support/emulator.ts';
import { latinWords } from './latin-words.ts';

/**
 * Names and codes, which stay as they are in any language: the other language's own name, the companies linked to,
 * the signed-in admin's name (it comes from the sign-in, not the API), file types, and a card's expiry and CVC.
 */
const NAMES = ['English', 'Facebook', 'Twitter', 'LinkedIn', 'Google', 'Demo', 'Admin'];
const CODES = ['JPEG', 'PNG', 'WebP', 'MB', 'CSV', 'PDF', 'CVC', 'MM', 'YY'];

/** The longest a watch waits for one answer's body (on loopback, a body comes within milliseconds of its headers). */
const BODY_BOUND_MS = 10_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The JSON blocks of a page's HTML, as values. */
const jsonBlocks = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );

/** The answers each watch is still reading: a reading waits for them, or it could miss the data a page just drew. */
const reading = new WeakMap<ReadonlySet<string>, Set<Promise<void>>>();

/** Every string the page is given by the server from now on: the data it shows, which the reading leaves alone. */
export function watchData(page: Page): Set<string> {
  const words = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  reading.set(words, inFlight);
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        // A record's field names are data too (the audit log shows which fields a change touched).
        collect(key);
        collect(inner);
      }
  };
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    const answer = res.url().includes('/api/') && type.includes('json');
    // A page's HTML brings data too: the JSON blocks beside its drawing (a dashboard page's first answers, which the
    // app takes out of the page once it has them).
    const document = res.request().resourceType() === 'document' && type.includes('html');
    if (!answer && !document) return;
    const body = answer ? res.json() : res.text().then(jsonBlocks);
    // A body the browser stopped reading (its page was left while it came) is never finished in its eyes: one not
    // read within the bound is given up on, as it cannot be what the page now shows.
    const read = Promise.race([body.then(collect, () => undefined), sleep(BODY_BOUND_MS)]);
    inFlight.add(read);
    void read.finally(() => inFlight.delete(read));
  });
  return words;
}

/** The configuration the server writes into the page (the building's name): data too. */
async function inlinedData(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/json"]')].map((s) => s.textContent ?? '').join(' '),
  );
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** The Latin-script words on the page that are the web app's own: each one is a string left untranslated. */
export async function untranslated(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  await Promise.all(reading.get(data) ?? []);
  return latinWords(page, [...NAMES, ...CODES, ...data, ...(await inlinedData(page))]);
}

/** The role and language the server keeps for an account. */
export async function accountOf(baseUrl: string, { email, password }: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}/api/users/role`, {
    headers: { authorization: `Bearer ${await tokenFor(email, password)}` },
  });
  return (await res.json()) as { role: string; language: string };
}
