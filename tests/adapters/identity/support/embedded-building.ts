/**
 * A building of its own for tests that run `npm start`'s entry (adapters/main.ts) and the CLI as real processes: a
 * SQLite file in a fresh folder, a stand-in web app, and an Auth emulator on a free port (never the shared one).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, expect } from 'vitest';
import { emulatorAnswers } from '../../../../adapters/identity/auth-emulator.ts';
import { mailCatcherEnv } from '../../../support/mail-catcher.ts';
import { killStarted, request, startProcess, type Instance } from '../../../reliability/support/processes.ts';
import { CLI_ENTRY, SERVER_ENTRY } from '../../../support/entry.ts';

export const PROJECT = 'demo-residency';
const RUNNING = /is running at http:\/\/localhost:(\d+)/;
const run = promisify(execFile);

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Registers the calling test file's clean-up (the processes it started, any emulator a failed assertion left
 * running, its folders) and answers the function that makes its buildings.
 */
export function embeddedBuildings() {
  const places: { dir: string; host: string }[] = [];

  afterEach(async () => {
    await killStarted();
    // An emulator whose server was killed ends by itself; one a failed assertion left running is ended here, by the
    // pid its marker records.
    for (const { dir, host } of places) {
      try {
        const { pid } = JSON.parse(readFileSync(join(dir, 'auth-emulator', 'emulator.json'), 'utf8')) as {
          pid: number;
        };
        if (await emulatorAnswers(host, PROJECT)) process.kill(pid, 'SIGKILL');
      } catch {
        /* none running */
      }
    }
  });
  afterAll(() => {
    for (const { dir } of places) rmSync(dir, { recursive: true, force: true });
  });

  /** A building of its own, its emulator on `emulatorHost` (a free port when none is named). */
  return async function building(emulatorHost?: string) {
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
  };
}
export type Building = Awaited<ReturnType<ReturnType<typeof embeddedBuildings>>>;

export async function roleOf(b: Building, server: Instance, email: string, password: string) {
  const token = await b.signIn(email, password);
  if (!token) return 'cannot sign in';
  return ((await request(server.url, 'GET', '/api/users/role', { token })).body as { role: string }).role;
}

export async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
