/**
 * The helper programs `npm start` runs beside the server outside production (the Auth emulator, the mail catcher):
 * each in a process of its own that ends when the server does, even when the server crashes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** Runs first inside the helper's process: ends it when its parent (server or CLI) is gone. */
const WATCHDOG = `process.on('disconnect', () => process.exit(1)); process.channel?.unref();`;

/**
 * Starts `node <args>` as a helper: in a process group of its own, so a Ctrl-C reaches only the server, which stops
 * it in order; tied to the server by an IPC channel, so that it exits by itself when the server dies and a crash
 * leaves nothing holding its ports. The server's event loop never waits on it.
 */
export function spawnHelper(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(WATCHDOG)}`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
  });
  child.unref();
  child.channel?.unref();
  return child;
}

/** Asks a helper to stop with `signal`, and ends it after `graceMs` if it has not. */
export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGINT',
  graceMs = 10_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether anything accepts a connection at host:port. */
export function portTaken(host: string): Promise<boolean> {
  const sep = host.lastIndexOf(':');
  return new Promise((resolve) => {
    const socket = connect({ host: host.slice(0, sep).replace(/^\[|\]$/g, ''), port: Number(host.slice(sep + 1)) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** A port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
