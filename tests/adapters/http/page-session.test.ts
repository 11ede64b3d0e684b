/**
 * The page session: a member's browser keeps a cookie with which the dashboard's pages arrive with what their first
 * screen reads, answered for them by the same routes and rules as /api. Against the real HTTP stack and Auth emulator,
 * with a stand-in for the build's server drawing that names a screen's reads as the web app's route table does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID as SERVER_ID } from '../../../adapters/http/identity/contract.ts';
import { FIRST_ANSWERS_ID as APP_ID } from '../../../ui/lib/auth/first-answers.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { drawnBuild, type DrawnBuild } from '../../support/drawn-build.ts';

/** Make Payment reads the dues; this screen also names an admin's read, which no member may make. */
const DRAWER = `
export const localeFor = () => 'en';
export const firstApartmentsUrl = () => '/api/apartments?page=1';
export const dashboardScreenOf = (path) => (path === '/dashboard/make-payment' ? path : undefined);
export const firstReadsOf = () => ['/api/users/role', '/api/payments/dues', '/api/admin/members'];
export async function draw() {
  return '<h1>Make Payment</h1>';
}
`;

const tables = new MemoryTables();
let build: DrawnBuild;
let api: TestApi;
beforeAll(async () => {
  build = drawnBuild(DRAWER);
  api = await startTestApi({ env: { UI_DIST: build.ui }, persistence: createMemoryPersistence(tables) });
});
afterAll(async () => {
  await api?.close();
  build.remove();
});

/** Starts a page session with the token; the cookie as the browser would send it back. */
async function sessionOf(token: string): Promise<string> {
  const res = await api.call('POST', '/api/session', { token });
  expect(res.status).toBe(200);
  return /^(lakeview_page_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

/** The page as the browser receives it with this cookie, and the first answers it carries (null: none). */
async function pageWith(cookie: string | undefined) {
  const res = await fetch(`${api.url}/dashboard/make-payment`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const block = new RegExp(`<script type="application/json" id="${SERVER_ID}">(.*?)</script>`).exec(html)?.[1];
  return { res, html, first: block === undefined ? null : JSON.parse(block) };
}

const uidOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;

describe('the page session', () => {
  it('is a cookie scripts cannot read, sent with the dashboard pages alone', async () => {
    const res = await api.call('POST', '/api/session', { token: await api.member('cookie') });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lakeview_page_session=[^;]+; path=\/dashboard; expires=[^;]+; samesite=lax; httponly$/);
    expect(res.body).toEqual({ maxAgeSeconds: 14 * 24 * 60 * 60 });
  });

  it('is started only for a signed-in caller', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await api.call('POST', '/api/session', token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it("brings a member's page their role and their dues, as /api answers them, kept by no cache", async () => {
    const token = await api.member('first');
    const { res, first } = await pageWith(await sessionOf(token));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(first).toEqual({
      uid: uidOf(token),
      answers: {
        '/api/users/role': (await api.call('GET', '/api/users/role', { token })).body,
        '/api/payments/dues': (await api.call('GET', '/api/payments/dues', { token })).body,
      },
    });
  });

  it('answers each person their own data, and nothing a read would refuse them', async () => {
    const [karim, farhana, visitor] = [await api.member('karim'), await api.member('farhana'), await api.user()];
    const karims = (await pageWith(await sessionOf(karim))).first;
    const farhanas = (await pageWith(await sessionOf(farhana))).first;
    expect(farhanas.uid).toBe(uidOf(farhana));
    expect(farhanas.answers['/api/payments/dues'].agreement.userEmail).not.toBe(
      karims.answers['/api/payments/dues'].agreement.userEmail,
    );
    // The admin's read is left out for members; a visitor without a lease has no rent account to bring either.
    expect(Object.keys(karims.answers)).toEqual(['/api/users/role', '/api/payments/dues']);
    expect((await pageWith(await sessionOf(visitor))).first.answers).toEqual({
      '/api/users/role': { role: 'user', language: 'en' },
    });
  });

  it('brings nothing without a session, or with one it cannot vouch for, and the page is revalidated as before', async () => {
    const member = await sessionOf(await api.member('forged'));
    const forged = member.replace(/\.[^.]*\.$/, `.${Buffer.from('{"email":"x@y"}').toString('base64url')}.`);
    for (const cookie of [undefined, 'lakeview_page_session=nonsense', forged]) {
      const { res, html, first } = await pageWith(cookie);
      expect(first).toBeNull();
      expect(html).toContain('<h1>Make Payment</h1>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("writes a member's own words into the page as data only, never as markup", async () => {
    const token = await api.member('words');
    const name = '</script><script>alert(1)</script><!--';
    // The name the lease was signed under, as it is shown back to the member.
    const lease = [...tables.agreements.values()].find((a) => a.userName === 'Test words')!;
    tables.agreements.set(lease.id, { ...lease, userName: name });
    const { html, first } = await pageWith(await sessionOf(token));
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2); // the configuration and the first answers, both JSON
    expect(first.answers['/api/payments/dues'].agreement.userName).toBe(name); // in the data, as it was written
  });

  it('is ended by signing out: the browser is told to drop it', async () => {
    const res = await api.call('DELETE', '/api/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(
      /^lakeview_page_session=; path=\/dashboard; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; httponly$/,
    );
  });

  it('is marked Secure when the page came over HTTPS (through the trusted proxy)', async () => {
    const proxied = await startTestApi({ env: { TRUST_PROXY: 'true' } });
    try {
      const token = await proxied.member('https');
      const res = await proxied.call('POST', '/api/session', { token, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('set-cookie')).toMatch(
        /; path=\/dashboard; expires=[^;]+; samesite=lax; secure; httponly$/,
      );
    } finally {
      await proxied.close();
    }
  });

  it('carries its answers in the block the web app reads', () => {
    expect(APP_ID).toBe(SERVER_ID);
  });
});
