/** The operator's CLI, run as a real process against a real SQLite file and the Auth emulator. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EMULATOR_HOST } from '../../support/emulator.ts';
import { uniqueEmail } from '../../support/api.ts';
import { MAX_IMPORT_ROWS } from '../../../domain/apartments/apartment.ts';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import { CLI_ENTRY } from '../../support/entry.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'residency-cli-'));
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}`,
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
  LOG_LEVEL: 'silent',
};
const cli = (...args: string[]) => run(process.execPath, [...CLI_ENTRY, ...args], { env });
// The CLI saves accounts only into an emulator it or the server started for that data: on the shared test emulator,
// accounts are made with an in-memory database (tests/adapters/identity/emulator-accounts.test.ts covers the rest).
const cliOnSharedEmulator = (...args: string[]) =>
  run(process.execPath, [...CLI_ENTRY, ...args], {
    env: { ...env, DATABASE_URL: 'memory' },
  });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every call starts Node and the CLI: a few seconds each on a busy two-core machine, and a test
// makes up to four calls.
describe('cli', { timeout: 90_000 }, () => {
  it('lists its commands', async () => {
    const { stdout } = await cli('--help');
    for (const command of ['migrate', 'seed', 'create-admin', 'import', 'backup', 'restore'])
      expect(stdout).toContain(command);
  });

  it('migrate names each migration it applied, then says there is nothing left to apply', async () => {
    const fresh = { ...env, DATABASE_URL: `sqlite:${join(dir, 'migrate.sqlite')}` };
    const migrate = () => run(process.execPath, [...CLI_ENTRY, 'migrate'], { env: fresh });
    const names = MIGRATIONS.sqlite.map((m) => m.name);
    expect((await migrate()).stdout.trim()).toBe(
      `Applied ${names.length} migration(s): ${names.join(', ')}. Database is up to date.`,
    );
    expect((await migrate()).stdout.trim()).toBe('Database is up to date: no migration to apply.');
  }, 90_000);

  it('seeds made-up demo data only when asked for by name', async () => {
    await expect(cli('seed')).rejects.toMatchObject({
      stderr: expect.stringContaining('Run seed --demo if that is what you want'),
    });
    expect((await cli('seed', '--demo', '--apartments', '30')).stdout).toContain(
      'Seeded: 30 new apartment(s), 4 demo resident(s).',
    );
    expect((await cli('seed', '--demo', '--apartments', '30')).stdout).toContain(
      'Seeded: 0 new apartment(s), 0 demo resident(s).',
    );
    // Three runs of the CLI, each starting Node and opening the database: on a busy machine that takes a while.
  }, 90_000);

  it('refuses a nonsense apartment count', async () => {
    await expect(cli('seed', '--demo', '--apartments', 'many')).rejects.toMatchObject({
      stderr: expect.stringContaining('whole number'),
    });
  });

  it('numbers coerced instead of checked: refuses an apartment count not written in digits', async () => {
    for (const count of ['1e2', '0x10', ' 5']) {
      await expect(cli('seed', '--demo', '--apartments', count), count).rejects.toMatchObject({
        stderr: expect.stringContaining('whole number'),
      });
    }
  });

  it('creates an admin whose account can sign in', async () => {
    const email = uniqueEmail('cli-admin');
    const { stdout } = await cliOnSharedEmulator(
      'create-admin',
      '--email',
      email,
      '--password',
      'Secret123',
      '--name',
      'Ops',
    );
    expect(stdout).toContain(`Using the Auth emulator already running at ${EMULATOR_HOST} for demo-residency`);
    expect(stdout).toContain(`${email} is now an admin (sign-in account created).`);
    const signIn = await fetch(
      `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Secret123', returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(200);
    expect((await cliOnSharedEmulator('create-admin', '--email', email, '--password', 'Secret123')).stdout).toContain(
      `${email} is now an admin.`,
    );
  });

  it("imports a building's 50 flats from a CSV file, and refuses a file with one bad row without writing any", async () => {
    const flats = Array.from(
      { length: 50 },
      (_, i) => `K,${Math.floor(i / 5)},K${Math.floor(i / 5)}0${i % 5},${10_000 + i * 100}`,
    );
    const good = join(dir, 'flats.csv');
    writeFileSync(good, ['block,floor,number,rent', ...flats].join('\n') + '\n');
    expect((await cli('import', good)).stdout).toContain('Imported 50 apartment(s).');

    // 30 new flats, and on line 18 one whose rent is not a number: nothing of the file is written.
    const more = Array.from({ length: 30 }, (_, i) => `L,1,L${i},${i === 16 ? '12k' : 9_000}`);
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, ['block,floor,number,rent', ...more].join('\n'));
    await expect(cli('import', bad)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Line 18: Rent must be a whole number of taka from 1 to 10,000,000'),
    });
    // The same 50 again: every one is already there, and the first is named.
    await expect(cli('import', good)).rejects.toMatchObject({
      stderr: expect.stringContaining('Line 2: Block K, floor 0, K000 is already in the building'),
    });
    // Only the 50 (and none of the bad file's 30) are in the building: the same file without its bad row loads all 29 of its flats.
    writeFileSync(bad, ['block,floor,number,rent', ...more.filter((_, i) => i !== 16)].join('\n'));
    expect((await cli('import', bad)).stdout).toContain('Imported 29 apartment(s).');
  });

  it('refuses a file of more flats than one import takes, writing none, and loads one of the most it takes', async () => {
    const rows = (count: number, block: string) =>
      ['block,floor,number,rent', ...Array.from({ length: count }, (_, i) => `${block},${i % 100},${block}${i},9000`)]
        .join('\n')
        .concat('\n');
    const tooMany = join(dir, 'too-many.csv');
    writeFileSync(tooMany, rows(MAX_IMPORT_ROWS + 1, 'M'));
    await expect(cli('import', tooMany)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`A spreadsheet may load at most ${MAX_IMPORT_ROWS} flats`),
    });
    const most = join(dir, 'most.csv');
    writeFileSync(most, rows(MAX_IMPORT_ROWS, 'M'));
    expect((await cli('import', most)).stdout).toContain(`Imported ${MAX_IMPORT_ROWS} apartment(s).`);
  });

  it('refuses a weak admin password', async () => {
    await expect(cli('create-admin', '--email', uniqueEmail('weak'), '--password', 'abc')).rejects.toMatchObject({
      stderr: expect.stringContaining('Password must include uppercase, lowercase, and be at least 6 characters'),
    });
  });
});
