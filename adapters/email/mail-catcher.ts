/**
 * The embedded mail server of `npm start` without SMTP_URL: MailDev, a real SMTP server that keeps every email it is
 * sent and shows them on a web page, so the demo's emails can be read without sending any to the world.
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { portTaken, spawnHelper, stopChild } from '../local-services/processes.ts';

export interface MailCatcher {
  /** Where the server sends its emails. */
  smtpUrl: string;
  /** The page where they can be read. */
  webUrl: string;
  /** Stops the catcher if this process started it (one it only reuses keeps running). */
  close(): Promise<void>;
}

export interface MailCatcherPorts {
  smtpPort: number;
  webPort: number;
}

/** Loopback only: the demo's mail is for this machine. */
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

/** Where the catcher on these ports takes email, known before it has started. */
export const catcherSmtpUrl = ({ smtpPort }: Pick<MailCatcherPorts, 'smtpPort'>): string =>
  `smtp://${HOST}:${smtpPort}`;

/** Whether a MailDev answers at `webUrl`: its list of emails is a JSON array. */
export async function catcherAnswers(webUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${webUrl}/email`, { signal: AbortSignal.timeout(1000) });
    return res.ok && Array.isArray(await res.json());
  } catch {
    return false;
  }
}

/**
 * Starts MailDev on loopback, or reuses one already answering on both ports (a second `npm start`, or a catcher left
 * by a server that was killed); refuses ports taken by anything else, naming the settings that move it.
 */
export async function startMailCatcher(
  { smtpPort, webPort }: MailCatcherPorts,
  say: (line: string) => void = (line) => console.log(line),
): Promise<MailCatcher> {
  const smtpUrl = catcherSmtpUrl({ smtpPort });
  const webUrl = `http://${HOST}:${webPort}`;
  const reuse = async () => {
    if ((await portTaken(`${HOST}:${smtpPort}`)) && (await catcherAnswers(webUrl))) {
      say(`Using the mail catcher already running at ${webUrl}.`);
      return { smtpUrl, webUrl, close: async () => undefined };
    }
    return undefined;
  };
  const running = await reuse();
  if (running) return running;
  for (const [port, name] of [
    [smtpPort, 'MAIL_CATCHER_SMTP_PORT'],
    [webPort, 'MAIL_CATCHER_WEB_PORT'],
  ] as const) {
    if (await portTaken(`${HOST}:${port}`))
      throw new Error(
        `port ${port} (${name}) is taken by another program, not a mail catcher: stop it, set ${name} to a free ` +
          'port, or set SMTP_URL to send through a real mail server.',
      );
  }
  const child = launch(smtpPort, webPort);
  try {
    await answering(child, webUrl, smtpPort);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    // Another server started one on these ports at the same moment: use it.
    const theirs = await reuse();
    if (theirs) return theirs;
    throw error;
  }
  return { smtpUrl, webUrl, close: () => stopChild(child, 'SIGTERM', 5_000) };
}

function launch(smtpPort: number, webPort: number): ChildProcess {
  const bin = createRequire(import.meta.url).resolve('maildev/bin/maildev');
  return spawnHelper([bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--silent']);
}

async function answering(child: ChildProcess, webUrl: string, smtpPort: number): Promise<void> {
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (d: unknown) => (output = (output + String(d)).slice(-4000)));
    (stream as { unref?: () => void } | null)?.unref?.();
  }
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The mail catcher exited early:\n${output}`);
    if ((await portTaken(`${HOST}:${smtpPort}`)) && (await catcherAnswers(webUrl))) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The mail catcher did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
