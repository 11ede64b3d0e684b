/**
 * The embedded mail catcher of a server started from adapters/main.ts in a test or a benchmark: on free ports, so that
 * runs side by side (and a developer's own `npm start`) never share one; and what it received, read from its API.
 */
import { freePort } from '../../adapters/local-services/processes.ts';

export async function mailCatcherEnv(): Promise<{ MAIL_CATCHER_SMTP_PORT: string; MAIL_CATCHER_WEB_PORT: string }> {
  return { MAIL_CATCHER_SMTP_PORT: String(await freePort()), MAIL_CATCHER_WEB_PORT: String(await freePort()) };
}

/** One email as the catcher shows it. */
export interface CaughtEmail {
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  headers: Record<string, string>;
}

/** Every email the catcher at `webUrl` has received, oldest first. */
export async function caughtEmails(webUrl: string): Promise<CaughtEmail[]> {
  const res = await fetch(`${webUrl}/email`);
  if (!res.ok) throw new Error(`the mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtEmail[];
}

/**
 * The catcher's emails once `enough` holds: it shows an email a moment after the SMTP exchange that delivered it
 * (it parses and files it first), so a test asks again until then, for up to `ms`.
 */
export async function caughtOnce(
  webUrl: string,
  enough: (emails: CaughtEmail[]) => boolean,
  ms = 30_000,
): Promise<CaughtEmail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const emails = await caughtEmails(webUrl);
    if (enough(emails)) return emails;
    if (Date.now() > deadline)
      throw new Error(`the mail catcher never had what was waited for: ${JSON.stringify(emails)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
