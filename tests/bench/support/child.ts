/** Benchmark servers run in child processes, so that autocannon (in this process) never shares their event loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeFlags } from '../../support/start-flags.ts';

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `servers/<name>.ts` under tsx and waits for its "ready <port>" line (bounded: 60 s), on standard output
 * or, when that goes to the file `stdoutTo` (an access log), on standard error. With `tree`, the same script runs
 * against another checkout's code (copied into that tree), for before/after comparisons. `nodeFlags` are added to
 * those `npm start` uses (a CPU profile, say).
 */
export function startServer(
  name: string,
  env: Record<string, string>,
  tree?: string,
  { stdoutTo, nodeFlags = [] }: { stdoutTo?: string; nodeFlags?: readonly string[] } = {},
): Promise<ChildServer> {
  const own = fileURLToPath(new URL(`../servers/${name}.ts`, import.meta.url));
  const script = tree ? join(tree, 'tests/bench/servers', `${name}.ts`) : own;
  if (tree) {
    mkdirSync(dirname(script), { recursive: true });
    copyFileSync(own, script);
  }
  const out = stdoutTo === undefined ? 'pipe' : openSync(stdoutTo, 'a');
  const child = spawn(process.execPath, [...startNodeFlags(), ...nodeFlags, '--import', 'tsx', script], {
    cwd: tree ?? process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'pipe'],
  });
  if (typeof out === 'number') closeSync(out);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} server not ready in 60 s:\n${output}`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`${name} server exited (${code}):\n${output}`)));
    const read = (d: unknown) => {
      output = (output + String(d)).slice(-4000);
      const ready = /ready (\d+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: `http://127.0.0.1:${ready[1]}`, pid: child.pid!, stop: () => stopChild(child) });
    };
    child.stderr!.on('data', read);
    child.stdout?.on('data', read);
  });
}

export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * `npm start` forks the real server (and the Auth emulator) beneath npm: SIGTERM to npm alone leaves them running.
 * A child spawned with `detached: true` leads its own process group; this ends the whole group, then waits for it.
 */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const group = -child.pid!;
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  const deadline = performance.now() + graceMs;
  while (alive() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive()) signal('SIGKILL');
}
