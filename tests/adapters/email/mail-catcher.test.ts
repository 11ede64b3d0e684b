/**
 * The mail catcher `npm start` runs when no SMTP_URL is given: a real SMTP server on loopback that shows what it
 * received, reused by a second server on the same ports, and refused, in words naming the setting, on ports another
 * program holds.
 */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import { startMailCatcher, type MailCatcher } from '../../../adapters/email/mail-catcher.ts';
import { SmtpMailer } from '../../../adapters/email/smtp-mailer.ts';
import { HmacUnsubscribeTokens } from '../../../adapters/email/unsubscribe-tokens.ts';
import { portTaken } from '../../../adapters/local-services/processes.ts';
import { caughtOnce, mailCatcherEnv } from '../../support/mail-catcher.ts';
import { FixedClock } from '../../support/fakes.ts';

const catchers: MailCatcher[] = [];
const blockers: Server[] = [];
afterEach(async () => {
  await Promise.all(catchers.splice(0).map((c) => c.close()));
  await Promise.all(blockers.splice(0).map((b) => new Promise((r) => b.close(r))));
});

async function ports() {
  const env = await mailCatcherEnv();
  return { smtpPort: Number(env.MAIL_CATCHER_SMTP_PORT), webPort: Number(env.MAIL_CATCHER_WEB_PORT) };
}

const quiet = () => undefined;

describe('the embedded mail catcher', () => {
  it('takes an email over SMTP and shows it, with its recipient, subject and text', async () => {
    const catcher = await startMailCatcher(await ports(), quiet);
    catchers.push(catcher);
    const clock = new FixedClock();
    const mailer = new SmtpMailer({
      smtpUrl: catcher.smtpUrl,
      fromAddress: 'no-reply@lakeview.example',
      publicUrl: 'http://localhost:3000',
      tokens: new HmacUnsubscribeTokens('test-secret-of-at-least-24-chars', clock),
    });
    const message = catalogueWording.messageFor({ type: 'announcement-posted', title: 'Water off on Friday' }, 'en');
    const now = clock.now();
    await mailer.send(
      {
        notificationId: 'n-1',
        priority: 'personal',
        to: 'rahim@example.com',
        toName: 'Rahim Uddin',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        message: { ...message, id: 'n-1', recipientEmail: 'rahim@example.com', createdAt: now },
      },
      { buildingName: 'Lakeview Residency' },
    );
    mailer.close();

    const [email, ...more] = await caughtOnce(catcher.webUrl, (emails) => emails.length > 0);
    expect(more).toEqual([]);
    expect(email!.to).toEqual([{ address: 'rahim@example.com', name: 'Rahim Uddin' }]);
    expect(email!.subject).toContain('Water off on Friday');
    expect(email!.text).toContain(message.lines[0]);
    expect(email!.text).toContain('http://localhost:3000/dashboard/announcements');
  });

  it('is reused by a second start on the same ports, and stopped only by the one that started it', async () => {
    const at = await ports();
    const lines: string[] = [];
    const first = await startMailCatcher(at, quiet);
    catchers.push(first);
    const second = await startMailCatcher(at, (line) => lines.push(line));
    expect(lines).toEqual([`Using the mail catcher already running at ${first.webUrl}.`]);
    expect(second.smtpUrl).toBe(first.smtpUrl);

    await second.close();
    expect(await portTaken(`127.0.0.1:${at.smtpPort}`)).toBe(true);
    await first.close();
    expect(await portTaken(`127.0.0.1:${at.smtpPort}`)).toBe(false);
    expect(await portTaken(`127.0.0.1:${at.webPort}`)).toBe(false);
  });

  it('refuses a port held by another program, naming the setting that moves it', async () => {
    const at = await ports();
    const blocker = createServer().listen(at.webPort, '127.0.0.1');
    blockers.push(blocker);
    await new Promise((r) => blocker.once('listening', r));

    await expect(startMailCatcher(at, quiet)).rejects.toThrow(
      `port ${at.webPort} (MAIL_CATCHER_WEB_PORT) is taken by another program`,
    );
    expect(await portTaken(`127.0.0.1:${at.smtpPort}`)).toBe(false);
  });
});
