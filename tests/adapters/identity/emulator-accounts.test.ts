/**
 * The embedded identity service keeps its accounts: `npm start`'s entry (adapters/main.ts) and the CLI, as real
 * processes, each building on a SQLite file of its own and an Auth emulator on a free port (never the shared one),
 * restarted cleanly and after kill -9. Every account made before a restart signs in after it.
 */
import { cpSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorAnswers, startAccountEmulator } from '../../../adapters/identity/auth-emulator.ts';
import { request } from '../../reliability/support/processes.ts';
import { EMULATOR_HOST } from '../../support/emulator.ts';
import { embeddedBuildings, freePort, PROJECT, roleOf, until } from './support/embedded-building.ts';

const building = embeddedBuildings();

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
