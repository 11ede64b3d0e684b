/**
 * The `startup` section: start-up on a built tree, from spawning the server until /api/health answers, first start
 * (fresh database: migrations and demo seed). Twice: with an Auth emulator of its own, and with one already running.
 *
 * For its own emulator the server must not find the shared one, so FIREBASE_AUTH_EMULATOR_HOST names a free port;
 * firebase-tools reads that port only from firebase.json (or --config, which main.ts does not pass), found from
 * the working directory, so that run is `tsx adapters/main.ts` (what `npm start` runs) in a temporary directory
 * holding a firebase.json with the port. The other run is `npm start` itself.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { emulatorAnswers } from '../../adapters/identity/auth-emulator.ts';
import { startApp } from './support/app-server.ts';
import { freePort, round } from './support/load.ts';
import type { Line, SectionResult } from './support/report.ts';

const TARGET_MS = 15_000;
const PROJECT = 'demo-residency';

export async function benchStartup(): Promise<SectionResult> {
  const lines: Line[] = [];
  const data: Record<string, unknown> = {};
  const root = resolve('.');

  const own = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const emulatorPort = await freePort();
    writeFileSync(
      join(own, 'firebase.json'),
      JSON.stringify({
        emulators: { auth: { host: '127.0.0.1', port: emulatorPort }, ui: { enabled: false }, singleProjectMode: true },
      }),
    );
    const env = {
      PORT: String(await freePort()),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
      DATABASE_URL: `sqlite:${join(own, 'start.sqlite')}`,
      UI_DIST: join(root, 'dist/ui'),
      LOG_LEVEL: 'warn',
    };
    const app = await startApp(
      [process.execPath, join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'adapters/main.ts')],
      env,
      { cwd: own },
    );
    await app.stop();
    const leftOver = await emulatorAnswers(env.FIREBASE_AUTH_EMULATOR_HOST, PROJECT);
    data.ownEmulator = { readyMs: app.readyMs, emulatorPort, emulatorLeftRunning: leftOver };
    lines.push({
      section: 'start-up',
      name: 'first start, own Auth emulator',
      figures: `${round(app.readyMs / 1000, 1)} s to /api/health${leftOver ? ' (emulator left running!)' : ''}`,
      target: `<= ${TARGET_MS / 1000} s`,
      met: app.readyMs <= TARGET_MS,
    });
  } finally {
    rmSync(own, { recursive: true, force: true });
  }

  const shared = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const env = {
      PORT: String(await freePort()),
      DATABASE_URL: `sqlite:${join(shared, 'start.sqlite')}`,
      LOG_LEVEL: 'warn',
    };
    const app = await startApp(['npm', 'start', '--silent'], env);
    await app.stop();
    data.runningEmulator = { readyMs: app.readyMs };
    lines.push({
      section: 'start-up',
      name: 'first start, `npm start`, emulator already up',
      figures: `${round(app.readyMs / 1000, 1)} s to /api/health`,
      target: `<= ${TARGET_MS / 1000} s`,
      met: app.readyMs <= TARGET_MS,
    });
  } finally {
    rmSync(shared, { recursive: true, force: true });
  }
  return { lines, data };
}
