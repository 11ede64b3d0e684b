/**
 * Tokens, checked by a server that does NOT trust the emulator (a child process in production mode, the
 * emulator variable unset), and production starts that must refuse before they listen.
 *
 * What cannot be tested offline: a properly signed but expired token. Signing needs Google's private keys, and
 * checking a signature needs Google's public keys, which these machines cannot fetch; so in production mode an
 * RS256 token that passes the claim checks ends as "identity service unreachable" (503), and expiry is tested in
 * emulator mode below, where firebase-admin does check `exp` on the unsigned token.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, uniqueEmail, type TestApi } from '../support/api.ts';
import { tokenFor } from '../support/emulator.ts';
import {
  baseEnv,
  killStarted,
  request,
  startInstance,
  startProcess,
  type Instance,
} from '../reliability/support/processes.ts';
import { serviceAccount } from '../support/service-account.ts';
import { figures } from './support/figures.ts';
import { SERVER_ENTRY } from '../support/entry.ts';

const fig = figures('tokens');
const PROJECT = 'demo-residency';
/** Production refuses a demo- project: the production server has a project of its own. */
const PRODUCTION_PROJECT = 'lakeview-tokens-test';
const production = { iss: `https://securetoken.google.com/${PRODUCTION_PROJECT}`, aud: PRODUCTION_PROJECT };
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (over: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  auth_time: now() - 10,
  user_id: 'attacker',
  sub: 'attacker',
  iat: now() - 10,
  exp: now() + 3600,
  email: 'attacker@test.lakeview',
  ...over,
});
const jwt = (header: object, payload: object, signature = 'c2lnbmF0dXJl') =>
  `${b64(header)}.${b64(payload)}.${signature}`;
const RS = { alg: 'RS256', kid: 'made-up-key', typ: 'JWT' };

/** Every way to lie about who you are that the server can refuse without asking Google. */
const forged = (emulatorToken: string): Record<string, { authorization: string | undefined }> => ({
  'alg none, no kid': { authorization: `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claims(), '')}` },
  'alg none with a kid': { authorization: `Bearer ${jwt({ alg: 'none', kid: 'k', typ: 'JWT' }, claims(), '')}` },
  'alg HS256': { authorization: `Bearer ${jwt({ alg: 'HS256', kid: 'k', typ: 'JWT' }, claims())}` },
  'wrong audience': { authorization: `Bearer ${jwt(RS, claims({ aud: 'someone-elses-project' }))}` },
  'wrong issuer': { authorization: `Bearer ${jwt(RS, claims({ iss: 'https://evil.example/demo-residency' }))}` },
  'empty subject': { authorization: `Bearer ${jwt(RS, claims({ sub: '' }))}` },
  garbage: { authorization: 'Bearer garbage' },
  'three dots of garbage': { authorization: 'Bearer a.b.c' },
  'a real emulator token (unsigned)': { authorization: `Bearer ${emulatorToken}` },
  'token without the Bearer word': { authorization: emulatorToken },
  'Basic scheme': { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
  'empty Bearer': { authorization: 'Bearer ' },
  'oversized token': { authorization: `Bearer ${'a'.repeat(5000)}` },
  'no header at all': { authorization: undefined },
});

const PROTECTED = [
  ['GET', '/api/users/role'],
  ['GET', '/api/agreements/user'],
  ['GET', '/api/payments/user'],
  ['GET', '/api/admin/summary'],
  ['PUT', '/api/users'],
] as const;

/** A 401 that says nothing about why the token failed: no hint for someone probing the verifier. */
function expectGeneric401(res: { status: number; body: any }) {
  expect(res.status).toBe(401);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'requestId']);
  expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
  expect(res.body.message).not.toMatch(/aud|iss|kid|alg|firebase|signature|claim|decod|jwt/i);
}

let prod: Instance;
let emulatorToken = '';
beforeAll(async () => {
  emulatorToken = await tokenFor(uniqueEmail('forger'));
  const keyFile = join(mkdtempSync(join(tmpdir(), 'lakeview-tokens-')), 'service-account.json');
  writeFileSync(keyFile, JSON.stringify(serviceAccount(PRODUCTION_PROJECT)));
  prod = await startInstance({
    ...baseEnv(),
    NODE_ENV: 'production',
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
    FIREBASE_API_KEY: 'test-api-key',
    PAYMENTS_PROVIDER: 'sandbox',
    // Nothing listens there: no test email leaves the machine.
    SMTP_URL: 'smtp://127.0.0.1:1',
    EMAIL_TOKEN_SECRET: 'tokens-test-secret-of-at-least-32-characters',
    FIREBASE_PROJECT_ID: PRODUCTION_PROJECT,
    GOOGLE_APPLICATION_CREDENTIALS: keyFile,
    PUBLIC_URL: 'https://lakeview.example',
    DATABASE_URL: 'memory',
    SEED: 'true',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'error',
  });
});
afterAll(async () => {
  await prod?.stop();
  await killStarted();
  fig.print();
});

describe('a production server (emulator variable unset)', () => {
  it('refuses every forged or malformed token on every protected route with a generic 401', async () => {
    let checked = 0;
    for (const [name, { authorization }] of Object.entries(forged(emulatorToken))) {
      for (const [method, path] of PROTECTED) {
        const res = await request(prod.url, method, path, {
          headers: authorization === undefined ? {} : { authorization },
          ...(method === 'PUT' ? { body: { name: 'Mallory' } } : {}),
        });
        expect.soft(res.status, `${name} on ${method} ${path}`).toBe(401);
        expectGeneric401(res);
        checked++;
      }
    }
    fig.add('tokens', 'forged tokens x protected routes -> generic 401 (production mode)', checked);
  });

  it("answers 503, not 401, for a well-formed signed token while Google's keys cannot be fetched; public routes still answer", async () => {
    // These machines have no route to www.googleapis.com: that is the identity service being unreachable.
    // Expiry and a future iat are checked only with the signature, after the keys are fetched: here they end the same way.
    for (const token of [
      jwt(RS, claims(production)),
      jwt(RS, claims({ ...production, exp: now() - 60, iat: now() - 4000 })),
      jwt(RS, claims({ ...production, iat: now() + 3600 })),
    ]) {
      const res = await request(prod.url, 'GET', '/api/users/role', { token });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE.UNAVAILABLE');
    }
    const list = await request(prod.url, 'GET', '/api/apartments');
    expect(list.status, JSON.stringify(list.body) + prod.output().slice(-3000)).toBe(200);
    expect((await request(prod.url, 'GET', '/api/config')).status).toBe(200);
    fig.add('faults', 'identity unreachable (production keys) -> protected 503, public 200', 'yes');
  });
});

describe('emulator mode', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('refuses an expired token (firebase-admin checks exp on the unsigned emulator token) and wrong audience/issuer', async () => {
    const email = uniqueEmail('expired');
    await tokenFor(email);
    const cases = {
      expired: jwt({ alg: 'none', typ: 'JWT' }, claims({ email, exp: now() - 60, iat: now() - 4000 }), ''),
      'wrong audience': jwt({ alg: 'none', typ: 'JWT' }, claims({ email, aud: 'other-project' }), ''),
      'wrong issuer': jwt({ alg: 'none', typ: 'JWT' }, claims({ email, iss: 'https://evil.example' }), ''),
      'an account the emulator does not know': jwt(
        { alg: 'none', typ: 'JWT' },
        claims({ email: 'ghost@test.lakeview', sub: 'ghost-uid' }),
        '',
      ),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await api.call('GET', '/api/users/role', { token });
      expect.soft(res.status, name).toBe(401);
      expectGeneric401(res);
    }
    fig.add(
      'tokens',
      'expired / wrong aud / wrong iss / unknown account (emulator mode) -> 401',
      Object.keys(cases).length,
    );
  });
});

describe('production starts that must be refused', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
    });
  const answers = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });

  it.each([
    [
      'the emulator variable set',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PAYMENTS_PROVIDER: 'sandbox' },
      /must not be set in production/,
    ],
    ['the sandbox provider not asked for', { FIREBASE_AUTH_EMULATOR_HOST: undefined }, /Production needs Stripe keys/],
    [
      'an unknown rate limit store',
      { FIREBASE_AUTH_EMULATOR_HOST: undefined, PAYMENTS_PROVIDER: 'sandbox', RATE_LIMIT_STORE: 'redis://x' },
      /RATE_LIMIT_STORE/,
    ],
  ])('exits non-zero before listening with %s', async (_name, env, message) => {
    const port = await freePort();
    let listened = false;
    const start = startProcess(
      SERVER_ENTRY,
      { ...baseEnv(), NODE_ENV: 'production', DATABASE_URL: 'memory', PORT: String(port), ...env },
      {
        listeningPattern: /is running at http:\/\/localhost:(\d+)/,
        timeoutMs: 30_000,
      },
    );
    // Watch the port for the whole life of the process: it must never accept a connection.
    const watch = (async () => {
      for (
        let i = 0;
        i < 300 &&
        !(await Promise.race([
          start.then(
            () => true,
            () => true,
          ),
          new Promise((r) => setTimeout(() => r(false), 100)),
        ]));
        i++
      ) {
        if (await answers(port)) listened = true;
      }
    })();
    const error = await start.then(
      () => new Error('it started'),
      (e: Error) => e,
    );
    await watch;
    expect(error.message).toMatch(/exited before listening/);
    expect(error.message).toMatch(message);
    expect(listened).toBe(false);
    fig.count('tokens', 'production starts refused before listening');
  });
});
