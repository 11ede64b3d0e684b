/**
 * Backup and restore of the embedded database, through the real CLI against a real server writing to the same SQLite
 * file: the copy is consistent and complete for everything committed before it started, and a server starts on it.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../../adapters/persistence/mikro-orm/sqlite-driver.ts';
import { uniqueEmail } from '../../support/api.ts';
import { tokenFor } from '../../support/emulator.ts';
import { killStarted, request, startInstance } from '../../reliability/support/processes.ts';
import { CLI_ENTRY } from '../../support/entry.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'residency-backup-'));
const dbFile = join(dir, 'residency.sqlite');
const env = { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, LOG_LEVEL: 'silent' };
const cli = (...args: string[]) => run(process.execPath, [...CLI_ENTRY, ...args], { env, timeout: 60_000 });
/** The embedded Auth emulator's last save, as it keeps it beside the database. */
const accountsFile = join(dir, 'auth-emulator', 'accounts', 'auth_export', 'accounts.json');
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

afterAll(async () => {
  await killStarted();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore (SQLite)', () => {
  const backup = join(dir, 'copy.sqlite');
  const committedBefore: string[] = [];

  it('copies a live database under write load: intact, and holding every row committed before it started', async () => {
    const server = await startInstance({ DATABASE_URL: `sqlite:${dbFile}`, SEED: 'true' });
    const residents = await Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const email = uniqueEmail(`backup-${i}`);
        return { email, token: await tokenFor(email) };
      }),
    );
    // A writer saving one resident after another while the backup runs; `committed` lists the answered saves.
    const committed: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (const r of residents) {
        if (!writing) break;
        const res = await request(server.url, 'PUT', '/api/users', {
          token: r.token,
          body: { name: 'Backup Resident' },
        });
        if (res.status === 200) committed.push(r.email);
      }
    })();
    while (committed.length < 20) await new Promise((r) => setTimeout(r, 10));

    mkdirSync(join(accountsFile, '..'), { recursive: true });
    writeFileSync(accountsFile, JSON.stringify({ users: [{ email: 'nadia@lakeview.test' }] }));
    committedBefore.push(...committed);
    const { stdout } = await cli('backup', backup);
    writing = false;
    await writer;
    expect(stdout).toContain(`Backed up ${dbFile} to ${backup}`);
    expect(stdout).toContain(`Backed up the Auth emulator's last saved sign-in accounts to ${backup}.accounts.`);
    expect(readFileSync(join(`${backup}.accounts`, 'auth_export', 'accounts.json'), 'utf8')).toContain(
      'nadia@lakeview.test',
    );
    expect(committed.length).toBeGreaterThan(committedBefore.length); // the server kept writing

    const copy = openSqlite(backup, { fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const emails = new Set(
        (copy.prepare('select email from users').all() as { email: string }[]).map((u) => u.email),
      );
      for (const email of committedBefore) expect(emails.has(email), email).toBe(true);
      expect(copy.prepare('select count(*) as n from apartments').get()).toEqual({ n: 24 });
    } finally {
      copy.close();
    }

    // While the server has the database open, a restore is refused and changes nothing.
    const before = digest(dbFile);
    await expect(cli('restore', backup)).rejects.toMatchObject({
      stderr: expect.stringContaining('stop the server first'),
    });
    expect(digest(dbFile)).toBe(before);
    await server.stop();
  });

  it('refuses to overwrite an existing file', async () => {
    await expect(cli('backup', backup)).rejects.toMatchObject({ stderr: expect.stringContaining('already exists') });
  });

  it('refuses to restore a file that is not a database of this product, and changes nothing', async () => {
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'flat A101: rent 12000\n');
    const other = join(dir, 'other.sqlite');
    const db = openSqlite(other);
    db.exec('create table things (id integer primary key)');
    db.close();
    const before = digest(dbFile);
    await expect(cli('restore', text)).rejects.toMatchObject({
      stderr: expect.stringContaining('is not a SQLite database'),
    });
    await expect(cli('restore', other)).rejects.toMatchObject({
      stderr: expect.stringContaining('is not a Lakeview Residency database'),
    });
    await expect(cli('restore', join(dir, 'missing.sqlite'))).rejects.toMatchObject({
      stderr: expect.stringContaining('there is no file'),
    });
    expect(digest(dbFile)).toBe(before);
  });

  it('restores a backup a server then starts on, keeping the database it replaced', async () => {
    // Something changes after the backup: the restore must bring back the backup's state.
    const live = openSqlite(dbFile);
    live.exec('delete from announcements');
    live.close();
    writeFileSync(accountsFile, JSON.stringify({ users: [] }));
    const { stdout } = await cli('restore', backup);
    expect(stdout).toContain(`Restored ${dbFile} from ${backup}`);
    const kept = /kept as (\S+)\./.exec(stdout)?.[1];
    expect(kept && existsSync(kept)).toBe(true);
    // The sign-in accounts come back with the database; the replaced ones are kept aside.
    expect(stdout).toContain("Restored the Auth emulator's sign-in accounts");
    expect(readFileSync(accountsFile, 'utf8')).toContain('nadia@lakeview.test');
    expect(readdirSync(join(dir, 'auth-emulator')).some((name) => name.startsWith('accounts.before-restore-'))).toBe(
      true,
    );

    const restored = openSqlite(dbFile, { fileMustExist: true });
    expect(restored.prepare('select count(*) as n from announcements').get()).not.toEqual({ n: 0 });
    restored.close();
    const server = await startInstance({ DATABASE_URL: `sqlite:${dbFile}` });
    try {
      expect((await request(server.url, 'GET', '/api/health')).status).toBe(200);
      expect((await request(server.url, 'GET', '/api/apartments')).body).toMatchObject({ total: 24 });
      const resident = committedBefore[0]!;
      const me = await request(server.url, 'GET', '/api/users/role', { token: await tokenFor(resident) });
      expect(me.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('points PostgreSQL users to their own tools', async () => {
    const pg = promisify(execFile)(process.execPath, [...CLI_ENTRY, 'backup', join(dir, 'x')], {
      env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
    });
    await expect(pg).rejects.toMatchObject({ stderr: expect.stringContaining('pg_dump') });
  });
});
