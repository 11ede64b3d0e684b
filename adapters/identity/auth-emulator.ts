/** The Firebase Auth emulator: the embedded identity service of `npm start` and of the tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

export async function emulatorAnswers(host: string, projectId: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts the emulator unless one already answers at `host`; resolves once it answers. */
export async function ensureEmulator(host: string, projectId: string, timeoutMs = 60_000): Promise<ChildProcess | undefined> {
  if (await emulatorAnswers(host, projectId)) return undefined;
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', projectId], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + String(d)).slice(-4000)));
  child.stderr?.on('data', (d) => (output = (output + String(d)).slice(-4000)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited early:\n${output}`);
    if (await emulatorAnswers(host, projectId)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The Auth emulator did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

export async function stopEmulator(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
