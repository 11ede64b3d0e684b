/**
 * `npm start` as a user runs it, on a throw-away SQLite file and a free port, for Lighthouse and the start-up
 * timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mailCatcherEnv } from '../../support/mail-catcher.ts';
import { stopGroup } from './child.ts';

export interface Started {
  readonly url: string;
  readonly child: ChildProcess;
  /** ms from spawn to the first 200 from /api/health. */
  readonly readyMs: number;
  output(): string;
  stop(): Promise<void>;
}

export async function startApp(
  command: string[],
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<Started> {
  // Its own mail catcher on free ports, unless told: a developer's `npm start` keeps the usual ones.
  const catcher = await mailCatcherEnv();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...catcher, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends npm and everything npm started
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + String(d)).slice(-8000)));
  child.stderr.on('data', (d) => (output = (output + String(d)).slice(-8000)));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = started + (options.timeoutMs ?? 90_000);
  const stop = () => stopGroup(child);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, readyMs: Math.round(performance.now() - started), output: () => output, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`npm start did not answer /api/health in time:\n${output}`);
}
