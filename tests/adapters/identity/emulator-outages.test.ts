/**
 * The embedded identity service outlives its emulator: one killed under a running server is started again with its
 * accounts, a second server on the same data folder takes it over, and a backup takes the accounts as they are now.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAccountEmulator } from '../../../adapters/identity/auth-emulator.ts';
import { request, type Instance } from '../../reliability/support/processes.ts';
import { embeddedBuildings, PROJECT, roleOf, until, type Building } from './support/embedded-building.ts';

const building = embeddedBuildings();

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
