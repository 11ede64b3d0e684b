/** The operator's CLI, run as a real process against a real SQLite file and the Auth emulator. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EMULATOR_HOST } from '../../support/emulator.ts';
import { uniqueEmail } from '../../support/api.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'residency-cli-'));
const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}`, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, LOG_LEVEL: 'silent' };
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'adapters/cli/cli.ts', ...args], { env });
// The CLI saves accounts only into an emulator it or the server started for that data: on the shared test emulator,
// accounts are made with an in-memory database (tests/adapters/identity/emulator-accounts.test.ts covers the rest).
const cliOnSharedEmulator = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'adapters/cli/cli.ts', ...args], { env: { ...env, DATABASE_URL: 'memory' } });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cli', () => {
  it('lists its commands', async () => {
    const { stdout } = await cli('--help');
    for (const command of ['migrate', 'seed', 'create-admin']) expect(stdout).toContain(command);
  });

  it('seeds the building once: a second run adds nothing', async () => {
    expect((await cli('seed', '--apartments', '30')).stdout).toContain('Seeded: 30 new apartment(s).');
    expect((await cli('seed', '--apartments', '30')).stdout).toContain('Seeded: 0 new apartment(s).');
  });

  it('refuses a nonsense apartment count', async () => {
    await expect(cli('seed', '--apartments', 'many')).rejects.toMatchObject({ stderr: expect.stringContaining('whole number') });
  });

  it('numbers coerced instead of checked: refuses an apartment count not written in digits', async () => {
    for (const count of ['1e2', '0x10', ' 5']) {
      await expect(cli('seed', '--apartments', count), count).rejects.toMatchObject({ stderr: expect.stringContaining('whole number') });
    }
  });

  it('creates an admin whose account can sign in', async () => {
    const email = uniqueEmail('cli-admin');
    const { stdout } = await cliOnSharedEmulator('create-admin', '--email', email, '--password', 'Secret123', '--name', 'Ops');
    expect(stdout).toContain(`Using the Auth emulator already running at ${EMULATOR_HOST} for demo-residency`);
    expect(stdout).toContain(`${email} is now an admin (sign-in account created).`);
    const signIn = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123', returnSecureToken: true }),
    });
    expect(signIn.status).toBe(200);
    expect((await cliOnSharedEmulator('create-admin', '--email', email, '--password', 'Secret123')).stdout).toContain(`${email} is now an admin.`);
  });

  it('refuses a weak admin password', async () => {
    await expect(cli('create-admin', '--email', uniqueEmail('weak'), '--password', 'abc')).rejects.toMatchObject({
      stderr: expect.stringContaining('Password must include uppercase, lowercase, and be at least 6 characters'),
    });
  });
});
