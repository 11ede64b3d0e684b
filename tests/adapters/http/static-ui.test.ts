/**
 * The built web app as the server sends it: each page's HTML names what that page needs first (from the build's
 * page-hints.json) and carries the app's configuration as data the browser never runs; the build's compressed
 * copies go out as they are, with their Content-Encoding and Vary, the file itself to a browser that takes neither;
 * hashed files are kept for a year and HTML is revalidated, whatever the encoding.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_CONFIG_ID, serveUi } from '../../../adapters/http/static-ui.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, before any decoding. */
  raw: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: Answer) => {
  const encoding = a.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(a.raw) : encoding === 'gzip' ? gunzipSync(a.raw) : a.raw;
  return body.toString('utf8');
};

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HINTS = {
  '/': [
    { rel: 'preload', as: 'image', href: '/images/first.svg', fetchpriority: 'high' },
    { rel: 'modulepreload', href: '/assets/Home-1.js' },
  ],
  '/dashboard': [{ rel: 'modulepreload', href: '/assets/Dashboard-1.js' }],
  '/dashboard/make-payment': [
    { rel: 'modulepreload', href: '/assets/Dashboard-1.js' },
    { rel: 'modulepreload', href: '/assets/Pay-1.js' },
  ],
};

function writeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'residency-ui-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Lakeview</title><script type="module" src="/assets/main-1.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'page-hints.json'), JSON.stringify(HINTS));
  writeFileSync(join(dir, 'assets/main-1.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/main-1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets/main-1.js.gz'), gzipSync(SCRIPT));
  return dir;
}

describe('the web app as served', () => {
  let api: TestApi;
  let dir: string;

  beforeAll(async () => {
    dir = writeBuild();
    api = await startTestApi({ env: { UI_DIST: dir } });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts the home page's picture first and its code after the entry's own tags", async () => {
    const html = decoded(await get(`${api.url}/`));
    expect(html).toContain('<link rel="preload" as="image" href="/images/first.svg" fetchpriority="high"><title>');
    expect(html.indexOf('/assets/Home-1.js')).toBeGreaterThan(html.indexOf('/assets/main-1.js'));
    expect(html).toContain('<link rel="modulepreload" href="/assets/Home-1.js" crossorigin>');
  });

  it("gives a dashboard screen its own hints, any other dashboard path the dashboard's, other pages none", async () => {
    const pay = decoded(await get(`${api.url}/dashboard/make-payment?month=2026-09`));
    expect(pay).toContain('/assets/Pay-1.js');
    const receipt = decoded(await get(`${api.url}/dashboard/receipts/R-1`));
    expect(receipt).toContain('/assets/Dashboard-1.js');
    expect(receipt).not.toContain('/assets/Pay-1.js');
    const login = decoded(await get(`${api.url}/login`));
    expect(login).not.toContain('modulepreload');
    expect(login).not.toContain('/images/first.svg');
  });

  it('carries what GET /api/config answers, as JSON the browser does not run', async () => {
    const html = decoded(await get(`${api.url}/apartments`));
    const inline = new RegExp(`<script type="application/json" id="${INLINE_CONFIG_ID}">(.*?)</script>`).exec(html);
    const config = await (await fetch(`${api.url}/api/config`)).json();
    expect(JSON.parse(inline![1]!)).toEqual(config);
    // The policy allows no inline script: a data block needs no allowance.
    const csp = (await get(`${api.url}/apartments`)).headers['content-security-policy'] as string;
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])('sends HTML compressed when asked with %s, revalidated every time', async (accept, encoding) => {
    const answer = await get(`${api.url}/`, { 'accept-encoding': accept });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(answer)).toContain('<title>Lakeview</title>');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])("sends a hashed file's build-time copy when asked with %s, kept for a year", async (accept, encoding) => {
    const answer = await get(`${api.url}/assets/main-1.js`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it('answers a missing hashed file 404, not with the page', async () => {
    expect((await get(`${api.url}/assets/gone-1.js`)).status).toBe(404);
  });
});

describe('the inline configuration', () => {
  it('cannot close its own element, whatever a setting holds', async () => {
    const dir = writeBuild();
    const app = new Koa().use(serveUi(dir, { config: { buildingName: '</script><script>alert(1)</script>' } }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const html = decoded(await get(`http://127.0.0.1:${(server.address() as { port: number }).port}/`));
      expect(html).not.toContain('<script>alert(1)');
      const inline = new RegExp(`id="${INLINE_CONFIG_ID}">(.*?)</script>`).exec(html);
      expect(JSON.parse(inline![1]!)).toEqual({ buildingName: '</script><script>alert(1)</script>' });
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
