/** Runs the server the way `npm start` does (compiled, once built), on a free port with an in-memory database. */
import { spawn } from 'node:child_process';
import { freePort } from '../../../adapters/local-services/processes.ts';
import { mailCatcherEnv } from '../../support/mail-catcher.ts';
import { startNodeFlags } from '../../support/start-flags.ts';

export interface RunningServer {
  url: string;
  /** The page (and API) of the mail catcher the server sends its emails to. */
  mailUrl: string;
  stop(): Promise<void>;
}

/** `env` adds to or overrides the server's configuration (a journey's own gateway, say). */
export async function startServer(uiDist: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const catcher = await mailCatcherEnv();
  const child = spawn(process.execPath, [...startNodeFlags(), 'adapters/launch.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: 'memory',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      UI_DIST: uiDist,
      NODE_ENV: 'test',
      ...catcher,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://localhost:${port}`;
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes(url)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000).unref(),
  );
  await Promise.race([ready, timeout]);
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`GET /api/health answered ${health.status}`);

  return {
    url,
    mailUrl: `http://127.0.0.1:${catcher.MAIL_CATCHER_WEB_PORT}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
