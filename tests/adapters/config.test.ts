import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { SERVER_ENTRY } from '../support/entry.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
/** A stand-in for the service account's key file (only its presence and form are checked at start). */
const KEY_FILE = join(mkdtempSync(join(tmpdir(), 'lakeview-config-')), 'service-account.json');
writeFileSync(KEY_FILE, JSON.stringify({ type: 'service_account', project_id: 'lakeview-building' }));
const FIREBASE_PRODUCTION = {
  FIREBASE_PROJECT_ID: 'lakeview-building',
  GOOGLE_APPLICATION_CREDENTIALS: KEY_FILE,
  PUBLIC_URL: 'https://lakeview.example',
};

describe('configuration', () => {
  it('runs on the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'sqlite:data/residency.sqlite',
      buildingName: 'Lakeview Residency',
      firebase: { projectId: 'demo-residency', emulatorHost: '127.0.0.1:9099', emulatorSaveSeconds: 60 },
      payments: { provider: 'sandbox' },
    });
  });

  it("gives emergency reports the building's emergency number until an admin saves one", () => {
    expect(loadConfig({}).building.emergencyPhone).toBe('');
    expect(loadConfig({ BUILDING_EMERGENCY_PHONE: '+880 1711-000999' }).building.emergencyPhone).toBe(
      '+880 1711-000999',
    );
  });

  it('chooses Stripe when its keys are given', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    expect(config.payments.provider).toBe('stripe');
  });

  it.each([
    [
      { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PAYMENTS_PROVIDER: 'sandbox' },
      /must not be set in production/,
    ],
    [{ NODE_ENV: 'production' }, /Production needs Stripe keys/],
    [{ PAYMENTS_PROVIDER: 'stripe' }, /needs STRIPE_SECRET_KEY/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ BUILDING_EMERGENCY_PHONE: 'call the guard' }, /BUILDING_EMERGENCY_PHONE must be a phone number/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: '1e3' }, /PORT must be a whole number written in digits/],
    [{ PORT: ' 8080' }, /PORT must be a whole number written in digits/],
    [{ PORT: '0x50' }, /PORT must be a whole number written in digits/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ RATE_LIMIT_WINDOW_SECONDS: '1e2' }, /RATE_LIMIT_WINDOW_SECONDS must be a whole number/],
    [{ RATE_LIMIT_READ_MAX: 'true' }, /RATE_LIMIT_READ_MAX must be a whole number/],
    [{ RATE_LIMIT_WRITE_MAX: '0' }, /RATE_LIMIT_WRITE_MAX must be at least 1/],
    [{ AUTH_EMULATOR_SAVE_SECONDS: '0' }, /AUTH_EMULATOR_SAVE_SECONDS must be at least 1/],
  ])('numbers coerced instead of checked: refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads numbers written in digits, and an empty one as unset', () => {
    expect(loadConfig({ PORT: '8080', RATE_LIMIT_WINDOW_SECONDS: '30' })).toMatchObject({ port: 8080 });
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    // As a compose file or an env file writes an unset choice.
    expect(loadConfig({ PAYMENTS_PROVIDER: '' }).payments.provider).toBe('sandbox');
    expect(
      loadConfig({ PAYMENTS_PROVIDER: '', STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' }).payments.provider,
    ).toBe('stripe');
  });

  it('accepts production with Stripe keys and no emulator, and never points it at an emulator', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      FIREBASE_API_KEY: 'key',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com',
      EMAIL_TOKEN_SECRET: SECRET,
      ...FIREBASE_PRODUCTION,
    });
    expect(config.firebase.emulatorHost).toBeUndefined();
    expect(config.firebase.apiKey).toBe('key');
  });

  const production = {
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'sandbox',
    FIREBASE_API_KEY: 'key',
    SMTP_URL: 'smtp://mail.example.com:587',
    EMAIL_TOKEN_SECRET: SECRET,
    ...FIREBASE_PRODUCTION,
  };
  it('accepts production with every setting it needs, its links leading to PUBLIC_URL', () => {
    const config = loadConfig(production);
    expect(config.email.publicUrl).toBe('https://lakeview.example');
    expect(config.firebase.projectId).toBe('lakeview-building');
    const { GOOGLE_APPLICATION_CREDENTIALS: _file, ...noFile } = production;
    // Other Application Default Credentials: gcloud's own file, or Google Cloud's metadata server.
    const gcloud = mkdtempSync(join(tmpdir(), 'lakeview-gcloud-'));
    writeFileSync(join(gcloud, 'application_default_credentials.json'), '{}');
    expect(loadConfig({ ...noFile, CLOUDSDK_CONFIG: gcloud }).production).toBe(true);
    expect(loadConfig({ ...noFile, K_SERVICE: 'residency' }).production).toBe(true);
  });

  it.each([
    [{ ...production, PUBLIC_URL: undefined }, /^Production needs PUBLIC_URL \(https:\/\/your.domain\)/],
    [{ ...production, PUBLIC_URL: '' }, /^Production needs PUBLIC_URL/],
    [{ ...production, FIREBASE_PROJECT_ID: undefined }, /^Production needs FIREBASE_PROJECT_ID/],
    [{ ...production, FIREBASE_PROJECT_ID: '' }, /^Production needs FIREBASE_PROJECT_ID/],
    [
      { ...production, FIREBASE_PROJECT_ID: 'demo-residency' },
      /^Production needs FIREBASE_PROJECT_ID.*not a demo- one/,
    ],
    [
      { ...production, GOOGLE_APPLICATION_CREDENTIALS: undefined },
      /^Production needs Google credentials .*set GOOGLE_APPLICATION_CREDENTIALS/,
    ],
    [
      { ...production, GOOGLE_APPLICATION_CREDENTIALS: join(tmpdir(), 'no-such-key.json') },
      /^GOOGLE_APPLICATION_CREDENTIALS names .*no-such-key\.json: no such file/,
    ],
  ])('production refuses to start without what it cannot work without: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    // One line, as every other refusal.
    expect(() => loadConfig(env)).toThrow(/^[^\n]+$/);
  });

  it.each([
    [{ ...production, SMTP_URL: undefined }, /Production needs SMTP_URL/],
    [{ ...production, SMTP_URL: '' }, /Production needs SMTP_URL/],
    [{ ...production, EMAIL_TOKEN_SECRET: undefined }, /Production needs EMAIL_TOKEN_SECRET/],
    [{ ...production, EMAIL_TOKEN_SECRET: '' }, /Production needs EMAIL_TOKEN_SECRET/],
    [{ ...production, FIREBASE_API_KEY: undefined }, /Production needs FIREBASE_API_KEY/],
    [{ ...production, FIREBASE_API_KEY: '' }, /Production needs FIREBASE_API_KEY/],
    [
      { ...production, DEMO_ADMIN_PASSWORD: 'Admin123' },
      /for the demo only: unset them and create the first admin with npm run cli -- create-admin/,
    ],
    [
      { ...production, DEMO_ADMIN_EMAIL: 'admin@lakeview.test' },
      /DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD are for the demo only/,
    ],
  ])('production refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be smtp:\/\//],
    [{ SMTP_URL: 'mail.example.com:25' }, /SMTP_URL must be smtp:\/\//],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM must be an email address/],
    [{ PUBLIC_URL: 'lakeview.example.com' }, /PUBLIC_URL must be an http/],
    [{ EMAIL_TOKEN_SECRET: 'short' }, /EMAIL_TOKEN_SECRET must be at least 24 characters/],
  ])('email settings: refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('sends through its own mail catcher without SMTP outside production, with a development secret and local links', () => {
    expect(loadConfig({ PORT: '4000' }).email).toEqual({
      smtpUrl: undefined,
      catcher: { smtpPort: 1025, webPort: 1080 },
      from: 'no-reply@lakeview.local',
      publicUrl: 'http://localhost:4000',
      tokenSecret: expect.any(String),
    });
    const set = loadConfig({
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      MAIL_FROM: 'office@lakeview.example',
      PUBLIC_URL: 'https://lakeview.example/',
      EMAIL_TOKEN_SECRET: SECRET,
    }).email;
    expect(set).toEqual({
      smtpUrl: 'smtp://user:pass@127.0.0.1:2525',
      catcher: undefined,
      from: 'office@lakeview.example',
      publicUrl: 'https://lakeview.example',
      tokenSecret: SECRET,
    });
  });

  it('moves the mail catcher to the ports asked for, and refuses a port that is not one', () => {
    expect(loadConfig({ MAIL_CATCHER_SMTP_PORT: '2525', MAIL_CATCHER_WEB_PORT: '2580' }).email.catcher).toEqual({
      smtpPort: 2525,
      webPort: 2580,
    });
    expect(() => loadConfig({ MAIL_CATCHER_WEB_PORT: '70000' })).toThrow(/MAIL_CATCHER_WEB_PORT/);
  });

  it('keeps the demo API key and demo admin outside production', () => {
    const config = loadConfig({});
    expect(config.firebase.apiKey).toBe('demo-api-key');
    expect(config.demoAdmin).toEqual({ email: 'admin@lakeview.test', password: 'Admin123' });
    expect(loadConfig({ DEMO_ADMIN_PASSWORD: 'Other123' }).demoAdmin.password).toBe('Other123');
  });

  it('exits non-zero before listening when production is started with the emulator variable set', async () => {
    const run = promisify(execFile);
    const started = run(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        PAYMENTS_PROVIDER: 'sandbox',
        PORT: '0',
      },
      timeout: 20_000,
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('must not be set in production'),
    });
  });
});
