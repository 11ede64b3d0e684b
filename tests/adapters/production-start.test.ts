/**
 * Starting adapters/main.ts in production mode as its own process: it refuses, in one line that says what to do,
 * when it cannot serve a building properly, and on an empty database it seeds nothing and says how to begin.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseEnv, killStarted, request, startProcess } from '../reliability/support/processes.ts';
import { serviceAccount } from '../support/service-account.ts';
import { SERVER_ENTRY } from '../support/entry.ts';

const dir = mkdtempSync(join(tmpdir(), 'lakeview-production-'));
const builtUi = join(dir, 'ui');
mkdirSync(builtUi);
writeFileSync(join(builtUi, 'index.html'), '<!doctype html><title>Lakeview</title>');
const keyFile = join(dir, 'service-account.json');
writeFileSync(keyFile, JSON.stringify(serviceAccount('lakeview-production-test')));
afterAll(async () => {
  await killStarted();
  rmSync(dir, { recursive: true, force: true });
});

const production = (env: Record<string, string | undefined>) => ({
  ...baseEnv(),
  NODE_ENV: 'production',
  FIREBASE_AUTH_EMULATOR_HOST: undefined,
  FIREBASE_API_KEY: 'test-api-key',
  PAYMENTS_PROVIDER: 'sandbox',
  // Nothing listens there: no test email leaves the machine.
  SMTP_URL: 'smtp://127.0.0.1:1',
  EMAIL_TOKEN_SECRET: 'production-start-test-secret-of-32-characters',
  FIREBASE_PROJECT_ID: 'lakeview-production-test',
  GOOGLE_APPLICATION_CREDENTIALS: keyFile,
  PUBLIC_URL: 'https://lakeview.example',
  DATABASE_URL: 'memory',
  UI_DIST: builtUi,
  LOG_LEVEL: 'error',
  ...env,
});
const start = (env: Record<string, string | undefined>) =>
  startProcess(SERVER_ENTRY, production(env), {
    listeningPattern: /is running at http:\/\/localhost:(\d+)/,
    timeoutMs: 30_000,
  });

describe('a production start', () => {
  it.each([
    [
      'the web app not built',
      { UI_DIST: join(dir, 'no-ui') },
      /could not start: the web app is not built \(no .*index\.html\): run npm run build:ui/,
    ],
    ['no FIREBASE_API_KEY', { FIREBASE_API_KEY: undefined }, /could not start: Production needs FIREBASE_API_KEY/],
    ['no SMTP_URL', { SMTP_URL: undefined }, /could not start: Production needs SMTP_URL/],
    [
      'no EMAIL_TOKEN_SECRET',
      { EMAIL_TOKEN_SECRET: undefined },
      /could not start: Production needs EMAIL_TOKEN_SECRET/,
    ],
    ['no PUBLIC_URL', { PUBLIC_URL: undefined }, /could not start: Production needs PUBLIC_URL/],
    [
      'no FIREBASE_PROJECT_ID',
      { FIREBASE_PROJECT_ID: undefined },
      /could not start: Production needs FIREBASE_PROJECT_ID/,
    ],
    [
      'no Google credentials',
      { GOOGLE_APPLICATION_CREDENTIALS: undefined },
      /could not start: Production needs Google credentials .* set GOOGLE_APPLICATION_CREDENTIALS/,
    ],
    [
      'the demo admin password',
      { DEMO_ADMIN_PASSWORD: 'Admin123' },
      /could not start: .*create the first admin with npm run cli -- create-admin/,
    ],
  ])('refuses with %s, saying what to do', async (_name, env, message) => {
    const error = await start(env).then(
      () => new Error('it started'),
      (e: Error) => e,
    );
    expect(error.message).toMatch(/exited before listening/);
    expect(error.message).toMatch(message);
  });

  it('on an empty database seeds nothing and says how to create the first admin and load the demo data', async () => {
    const server = await start({ DATABASE_URL: `sqlite:${join(dir, 'residency.sqlite')}` });
    try {
      const list = await request(server.url, 'GET', '/api/apartments');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ apartments: [], total: 0 });
      const output = server.output();
      expect(output).toContain('npm run cli -- create-admin --email <email> --password <password>');
      expect(output).toContain('npm run cli -- seed --demo');
      expect(output).not.toMatch(/Demo admin|seeded the demo building/);
    } finally {
      await server.stop();
    }
  });
});
