/**
 * Server processes for tests: started from instance.ts (or main.ts), tracked by PID, and always stopped by
 * the test that started them. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EMULATOR_HOST } from '../../support/emulator.ts';

export interface Instance {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  readonly exited: Promise<number | string>;
  output(): string;
  /** Sends a signal to this process only (by its PID), then waits up to `waitMs` for it to end. */
  stop(signal?: NodeJS.Signals, waitMs?: number): Promise<number | string>;
}

const started = new Set<ChildProcess>();

/** The environment every test instance starts from: test mode, the shared emulator, silent logs. */
export const baseEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/tmp',
  NODE_ENV: 'test',
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-residency',
  UI_DIST: 'tests/no-ui',
  LOG_LEVEL: 'silent',
  PORT: '0',
});

export async function startProcess(
  script: string,
  env: Record<string, string | undefined>,
  /** `detached`: the process leads a process group of its own (which a test may then kill as a whole). */
  options: {
    nodeArgs?: string[];
    ipc?: boolean;
    timeoutMs?: number;
    listeningPattern?: RegExp;
    detached?: boolean;
  } = {},
): Promise<Instance> {
  const cleanEnv = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  // TypeScript runs through tsx; JavaScript (the compiled instance, launch.mjs) as it is.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, script], {
    env: cleanEnv,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  started.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out = (out + String(d)).slice(-20_000)));
  child.stderr!.on('data', (d) => (out = (out + String(d)).slice(-20_000)));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const pattern = options.listeningPattern ?? /\{"listening":(\d+)\}/;
  const deadline = Date.now() + (options.timeoutMs ?? 45_000);
  let port = 0;
  while (!port) {
    const match = pattern.exec(out);
    if (match) port = Number(match[1]);
    else if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${script} exited before listening:\n${out}`);
    else if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not listen in time:\n${out}`);
    } else await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', waitMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), waitMs).unref());
    const result = await Promise.race([exited, timer]);
    if (result === 'timeout') {
      child.kill('SIGKILL');
      return exited;
    }
    return result;
  };
  return { url: `http://127.0.0.1:${port}`, port, child, exited, output: () => out, stop };
}

export const startInstance = (
  env: Record<string, string | undefined>,
  options: { nodeArgs?: string[]; ipc?: boolean } = {},
) =>
  startProcess(
    process.env.TEST_INSTANCE_ENTRY ?? 'tests/reliability/support/instance.ts',
    { ...baseEnv(), ...env },
    options,
  );

/** Kills (by PID) whatever a test file started and left running, e.g. after a failed assertion. */
export async function killStarted(): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r).once('error', r));
    }),
  );
}

/** An HTTP call that never throws: status 0 means the connection was refused or reset. */
export async function request(
  url: string,
  method: string,
  path: string,
  {
    token,
    body,
    headers = {},
    timeoutMs = 15_000,
  }: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  try {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  } catch {
    return { status: 0, body: undefined, headers: new Headers() };
  }
}
