/**
 * The embedded identity service keeps its accounts: `npm start`'s entry (adapters/main.ts) and the CLI, as real
 * processes, each building on a SQLite file of its own and an Auth emulator on a free port (never the shared one),
 * restarted cleanly and after kill -9. Every account made before a restart signs in after it.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { emulatorAnswers, startAccountEmulator } from '../../../adapters/identity/auth-emulator.ts';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import { EMULATOR_HOST } from '../../support/emulator.ts';
import { mailCatcherEnv } from '../../support/mail-catcher.ts';
import { killStarted, request, startProcess, type Instance } from '../../reliability/support/processes.ts';
import { CLI_ENTRY, SERVER_ENTRY } from '../../support/entry.ts';

const RUNNING = /is running at http:\/\/localhost:(\d+)/;
const PROJECT = 'demo-residency';
const run = promisify(execFile);
const places: { dir: string; host: string }[] = [];

afterEach(async () => {
  await killStarted();
  // An emulator whose server was killed ends by itself; one a failed assertion left running is ended here, by the
  // pid its marker records.
  for (const { dir, host } of places) {
    try {
      const { pid } = JSON.parse(readFileSync(join(dir, 'auth-emulator', 'emulator.json'), 'utf8')) as { pid: number };
      if (await emulatorAnswers(host, PROJECT)) process.kill(pid, 'SIGKILL');
    } catch {
      /* none running */
    }
  }
});
afterAll(() => {
  for (const { dir } of places) rmSync(dir, { recursive: true, force: true });
});

async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A building of its own: a SQLite file in a fresh folder, a stand-in web app, the emulator on `emulatorHost`. */
async function building(emulatorHost?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lakeview-accounts-'));
  mkdirSync(join(dir, 'ui'));
  writeFileSync(join(dir, 'ui', 'index.html'), '<!doctype html><title>Lakeview</title>');
  const host = emulatorHost ?? `127.0.0.1:${await freePort()}`;
  places.push({ dir, host });
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dir, 'residency.sqlite')}`,
    FIREBASE_AUTH_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: PROJECT,
    UI_DIST: join(dir, 'ui'),
    AUTH_EMULATOR_SAVE_SECONDS: '1',
  };
  const toolkit = async (path: string, body: object) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=test-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
  return {
    dir,
    host,
    env,
    start: async (extra: Record<string, string> = {}) =>
      startProcess(
        SERVER_ENTRY,
        { ...env, PORT: String(await freePort()), ...(await mailCatcherEnv()), ...extra },
        { listeningPattern: RUNNING, timeoutMs: 120_000, detached: true },
      ),
    cli: (...args: string[]) =>
      run(process.execPath, [...CLI_ENTRY, ...args], { env, timeout: 120_000 }).then(
        ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          out: error.stdout + error.stderr,
        }),
      ),
    register: async (email: string, password: string) =>
      expect((await toolkit('accounts:signUp', { email, password })).status).toBe(200),
    /** The ID token of a sign-in, or undefined when the emulator refuses it. */
    signIn: async (email: string, password: string) => {
      const res = await toolkit('accounts:signInWithPassword', { email, password });
      return res.ok ? ((await res.json()) as { idToken: string }).idToken : undefined;
    },
    /** The emails of the last save in the data folder (empty while none is complete). */
    saved: () => {
      try {
        const file = join(dir, 'auth-emulator', 'accounts', 'auth_export', 'accounts.json');
        return ((JSON.parse(readFileSync(file, 'utf8')) as { users?: { email: string }[] }).users ?? []).map(
          (u) => u.email,
        );
      } catch {
        return [];
      }
    },
  };
}
type Building = Awaited<ReturnType<typeof building>>;

async function roleOf(b: Building, server: Instance, email: string, password: string) {
  const token = await b.signIn(email, password);
  if (!token) return 'cannot sign in';
  return ((await request(server.url, 'GET', '/api/users/role', { token })).body as { role: string }).role;
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('accounts of the embedded identity service', () => {
  it('survive a clean stop and a kill -9: residents who registered and admins the CLI made while the server ran', async () => {
    const b = await building();
    let server = await b.start();
    await b.register('first-resident@test.lakeview', 'Resident1');
    const cli = await b.cli('create-admin', '--email', 'first-admin@test.lakeview', '--password', 'Admin1234');
    expect(cli).toMatchObject({ code: 0 });
    expect(cli.out).toContain(
      `Using the Auth emulator already running at ${b.host} for ${join(b.dir, 'auth-emulator')}`,
    );

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await emulatorAnswers(b.host, PROJECT)).toBe(false);
    server = await b.start();
    expect(await roleOf(b, server, 'first-admin@test.lakeview', 'Admin1234')).toBe('admin');
    expect(await roleOf(b, server, 'first-resident@test.lakeview', 'Resident1')).toBe('user');
    expect(await roleOf(b, server, 'admin@lakeview.test', 'Admin123')).toBe('admin');

    await b.register('second-resident@test.lakeview', 'Resident2');
    expect(
      await b.cli('create-admin', '--email', 'second-admin@test.lakeview', '--password', 'Admin5678'),
    ).toMatchObject({ code: 0 });
    // A crash after the server's next save: the whole process group, at once.
    await until('a save holding both new accounts', () =>
      ['second-resident@test.lakeview', 'second-admin@test.lakeview'].every((e) => b.saved().includes(e)),
    );
    process.kill(-server.child.pid!, 'SIGKILL');
    await server.exited;
    // The emulator does not outlive its server: nothing is left holding the port.
    await until('the emulator to end with its server', async () => !(await emulatorAnswers(b.host, PROJECT)));

    server = await b.start();
    for (const [email, password, role] of [
      ['first-admin@test.lakeview', 'Admin1234', 'admin'],
      ['second-admin@test.lakeview', 'Admin5678', 'admin'],
      ['first-resident@test.lakeview', 'Resident1', 'user'],
      ['second-resident@test.lakeview', 'Resident2', 'user'],
      ['nadia@lakeview.test', 'Member123', 'member'],
    ] as const)
      expect(await roleOf(b, server, email, password), email).toBe(role);
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 400_000);

  it('keep an admin the CLI made with no server running', async () => {
    const b = await building();
    const cli = await b.cli('create-admin', '--email', 'boss@test.lakeview', '--password', 'Boss1234');
    expect(cli).toMatchObject({ code: 0 });
    expect(cli.out).toContain('boss@test.lakeview is now an admin (sign-in account created).');
    expect(await emulatorAnswers(b.host, PROJECT)).toBe(false);

    const server = await b.start();
    expect(await roleOf(b, server, 'boss@test.lakeview', 'Boss1234')).toBe('admin');
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 300_000);

  it('survive a crash in the middle of a save: the next start loads the newest complete save', async () => {
    const b = await building();
    const data = join(b.dir, 'auth-emulator');
    const quiet = { say: () => undefined };
    let emulator = await startAccountEmulator(b.host, PROJECT, data, quiet);
    await b.register('older@test.lakeview', 'Resident1');
    await emulator.save();
    // The save a newer one was replacing, and the newer one itself: the crash came between the two renames.
    cpSync(join(data, 'accounts'), join(data, 'accounts.old-001795000000000-1'), { recursive: true });
    await b.register('newer@test.lakeview', 'Resident2');
    await emulator.close();
    renameSync(join(data, 'accounts'), join(data, 'accounts.new-001795000000001-1'));
    // And an export cut short by the crash (no metadata yet): never taken for a save.
    mkdirSync(join(data, 'accounts.new-001795000000002-1'));

    emulator = await startAccountEmulator(b.host, PROJECT, data, quiet);
    try {
      expect(await b.signIn('older@test.lakeview', 'Resident1')).toBeDefined();
      expect(await b.signIn('newer@test.lakeview', 'Resident2')).toBeDefined();
      expect(readdirSync(data).sort()).toEqual(['accounts', 'emulator.json', 'work']);
    } finally {
      await emulator.close();
    }
    expect(readdirSync(data).sort()).toEqual(['accounts', 'work']);
  }, 120_000);

  it('are never put in an emulator someone else runs: start-up and the CLI stop at once and say what to do', async () => {
    // The shared test emulator is an Auth emulator for the same project, but not one this building started.
    const plain = createHttpServer((_req, res) => res.end('{}'));
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
    try {
      for (const host of [EMULATOR_HOST, `127.0.0.1:${(plain.address() as { port: number }).port}`]) {
        const b = await building(host);
        const refusal = `something else is answering at ${host} (FIREBASE_AUTH_EMULATOR_HOST), not the Auth emulator this server started for ${join(b.dir, 'auth-emulator')}. Stop that program, or set FIREBASE_AUTH_EMULATOR_HOST to a free port`;
        await expect(b.start()).rejects.toThrow(refusal);
        expect(await b.cli('create-admin', '--email', 'boss@test.lakeview', '--password', 'Boss1234')).toEqual({
          code: 1,
          out: expect.stringContaining(refusal),
        });
      }
    } finally {
      plain.close();
    }
  }, 120_000);

  it('are reachable from another computer when FIREBASE_AUTH_EMULATOR_HOST names this machine’s network address', async () => {
    const address =
      Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address ?? '127.0.0.2';
    const b = await building(`${address}:${await freePort(address)}`);
    const server = await b.start();
    const config = await request(server.url, 'GET', '/api/config');
    expect(config.body).toMatchObject({ firebase: { emulatorUrl: `http://${b.host}` } });
    expect(config.headers.get('content-security-policy')).toContain(`http://${b.host}`);
    expect(await b.signIn('admin@lakeview.test', 'Admin123')).toBeDefined();
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 200_000);
});

describe('what a start says', () => {
  it('names the migrations it applied, and prints the demo residents’ logins only where the demo seed made them', async () => {
    const seeded = await building();
    let server = await seeded.start({ LOG_LEVEL: 'info' });
    const names = MIGRATIONS.sqlite.map((m) => m.name);
    const applied = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; migrations?: string[] })
      .find((l) => l.migrations);
    expect(applied).toMatchObject({
      migrations: names,
      msg: `Applied ${names.length} migration(s): ${names.join(', ')}. Database is up to date.`,
    });
    expect(server.output()).toContain('Demo resident: nadia@lakeview.test / Member123');
    expect(await server.stop('SIGTERM')).toBe(0);

    // A building whose flats were imported: no demo residents, no logins for them, no accounts made for them.
    const imported = await building();
    const csv = join(imported.dir, 'flats.csv');
    writeFileSync(csv, 'block,floor,number,rent\nA,1,A101,15000\nA,1,A102,15000\nB,2,B201,18000\n');
    expect(await imported.cli('import', csv)).toMatchObject({ code: 0 });
    server = await imported.start({ LOG_LEVEL: 'info' });
    expect(server.output()).toContain('Demo admin: admin@lakeview.test');
    expect(server.output()).not.toContain('Demo resident');
    expect(server.output()).not.toContain('migration(s)');
    expect(await imported.signIn('nadia@lakeview.test', 'Member123')).toBeUndefined();
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 300_000);
});

describe('an emulator that dies or hangs', () => {
  const markerOf = (b: Building) =>
    JSON.parse(readFileSync(join(b.dir, 'auth-emulator', 'emulator.json'), 'utf8')) as { pid: number; owner: number };
  /** Polls /api/health until it has answered 503 and then 200 again: the outage was seen, and it ended. */
  async function outageSeen(server: Instance) {
    const statuses: number[] = [];
    await until(
      'health to report the outage, then recover',
      async () => {
        statuses.push((await request(server.url, 'GET', '/api/health')).status);
        return statuses.includes(503) && statuses.at(-1) === 200;
      },
      150_000,
    );
    return statuses;
  }

  it('saves accounts within seconds of a change, and starts a killed emulator again with them', async () => {
    const b = await building();
    const data = join(b.dir, 'auth-emulator');
    const emulator = await startAccountEmulator(b.host, PROJECT, data, {
      say: () => undefined,
      saveEveryMs: 3_600_000,
      watchEveryMs: 500,
    });
    try {
      await b.register('quick@test.lakeview', 'Resident1');
      await until('a save holding the new account', () => b.saved().includes('quick@test.lakeview'), 15_000);
      const { pid } = markerOf(b);
      process.kill(pid, 'SIGKILL');
      await until('another emulator process to be started', () => markerOf(b).pid !== pid, 150_000);
      await until(
        'sign-in to work again',
        async () => (await b.signIn('quick@test.lakeview', 'Resident1').catch(() => undefined)) !== undefined,
        150_000,
      );
      // Sign-ins come back a moment before the restart is done: then health says so too.
      await until('the emulator to count as answering again', () => emulator.answering(), 30_000);
    } finally {
      await emulator.close().catch(() => undefined);
    }
  }, 300_000);

  it('a server started on a data folder while another starts its emulator shares it; each reports it gone and brings it back', async () => {
    const b = await building();
    const starting = b.start({ AUTH_EMULATOR_SAVE_SECONDS: '3600' });
    // The first is starting its emulator (its marker names no emulator process yet): the second starts now.
    await until('the first server to start its emulator', () => {
      try {
        return markerOf(b).pid === 0;
      } catch {
        return false;
      }
    });
    const [first, second] = await Promise.all([starting, b.start({ AUTH_EMULATOR_SAVE_SECONDS: '3600' })]);
    expect(first.output() + second.output()).toContain(`Using the Auth emulator already running at ${b.host}`);
    const [owner, other] = markerOf(b).owner === first.child.pid ? [first, second] : [second, first];
    await b.register('kept@test.lakeview', 'Resident1');
    await until('a save holding the new account', () => b.saved().includes('kept@test.lakeview'), 15_000);

    // The emulator killed under its server: health says so, and the server starts it again with the accounts.
    process.kill(markerOf(b).pid, 'SIGKILL');
    expect(await outageSeen(owner)).toContain(503);
    expect(await roleOf(b, owner, 'kept@test.lakeview', 'Resident1')).toBe('user');

    // The server that started it stops: the one that reused it takes it over.
    expect(await owner.stop('SIGTERM')).toBe(0);
    expect(await outageSeen(other)).toContain(503);
    expect(markerOf(b).owner).toBe(other.child.pid);
    expect(await roleOf(b, other, 'kept@test.lakeview', 'Resident1')).toBe('user');
    expect(await other.stop('SIGTERM')).toBe(0);
  }, 600_000);

  it('backup takes the running emulator’s accounts as they are now; restore without them says so', async () => {
    const b = await building();
    const server = await b.start({ AUTH_EMULATOR_SAVE_SECONDS: '3600' });
    await b.register('late@test.lakeview', 'Resident1');
    const file = join(b.dir, 'backup.sqlite');
    const backup = await b.cli('backup', file);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.out).toContain('Backed up the sign-in accounts of the running Auth emulator, as they are now');
    const users = (
      JSON.parse(readFileSync(join(`${file}.accounts`, 'auth_export', 'accounts.json'), 'utf8')) as {
        users: { email: string }[];
      }
    ).users.map((u) => u.email);
    expect(users).toContain('late@test.lakeview');
    expect(await server.stop('SIGTERM')).toBe(0);

    rmSync(`${file}.accounts`, { recursive: true });
    const restore = await b.cli('restore', file);
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.out).toContain(`No sign-in accounts beside the backup (no ${file}.accounts)`);
  }, 300_000);
});
