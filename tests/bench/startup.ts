/**
 * The `startup` section: start-up on a built tree, from spawning the server until /api/health answers, first start
 * (fresh database: migrations and demo seed). Twice, both `npm start` itself on a free port for the Auth emulator
 * (never the shared one): starting the emulator, and with the emulator already running for that database (as one
 * `npm start` or the CLI leaves it for another). Then, the emulator up, the compiled server (`npm run build`) beside
 * its TypeScript sources run through tsx (what `npm start` runs before a build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorAnswers, emulatorDataDir, startAccountEmulator } from '../../adapters/identity/auth-emulator.ts';
import { buildServer } from '../../adapters/web-build.ts';
import { startApp } from './support/app-server.ts';
import { startNodeFlags } from '../support/start-flags.ts';
import { freePort, round } from './support/load.ts';
import type { Line, SectionResult } from './support/report.ts';

const TARGET_MS = 15_000;
const PROJECT = 'demo-residency';

export async function benchStartup(): Promise<SectionResult> {
  const lines: Line[] = [];
  const data: Record<string, unknown> = {};
  const own = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const emulatorPort = await freePort();
    const env = {
      PORT: String(await freePort()),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
      DATABASE_URL: `sqlite:${join(own, 'start.sqlite')}`,
      LOG_LEVEL: 'warn',
    };
    const app = await startApp(['npm', 'start', '--silent'], env);
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
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
      DATABASE_URL: `sqlite:${join(shared, 'start.sqlite')}`,
      LOG_LEVEL: 'warn',
    };
    const emulator = await startAccountEmulator(
      env.FIREBASE_AUTH_EMULATOR_HOST,
      PROJECT,
      emulatorDataDir(env.DATABASE_URL),
    );
    try {
      buildServer();
      const app = await startApp(['npm', 'start', '--silent'], env);
      await app.stop();
      data.runningEmulator = { readyMs: app.readyMs };
      lines.push({
        section: 'start-up',
        name: 'first start, `npm start` (compiled), emulator already up',
        figures: `${round(app.readyMs / 1000, 1)} s to /api/health`,
        target: `<= ${TARGET_MS / 1000} s`,
        met: app.readyMs <= TARGET_MS,
      });
      // The same database, now migrated and seeded: each run starts as a restart does.
      const again = async (command: string[]) => {
        const started = await startApp(command, env);
        await started.stop();
        return started.readyMs;
      };
      const compiled = await again(['node', ...startNodeFlags(), '--enable-source-maps', 'dist/server/main.js']);
      const sources = await again(['node', ...startNodeFlags(), '--import', 'tsx', 'adapters/main.ts']);
      data.restart = { compiledMs: compiled, sourcesMs: sources };
      lines.push({
        section: 'start-up',
        name: 'restart, emulator up: compiled server / sources through tsx',
        figures: `${round(compiled / 1000, 2)} s / ${round(sources / 1000, 2)} s to /api/health`,
      });
    } finally {
      await emulator.close();
    }
  } finally {
    rmSync(shared, { recursive: true, force: true });
  }
  return { lines, data };
}
