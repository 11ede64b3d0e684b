/**
 * The real entry point (adapters/main.ts) with SMTP_URL set: an admin posts an announcement over HTTP and, with no
 * one asking, the background sender delivers the members' emails to a real SMTP server within seconds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../support/emulator.ts';
import { uniqueEmail } from '../../support/api.ts';
import { mailServer, type MailServer } from '../../support/mail-server.ts';
import { baseEnv, killStarted, request, startProcess } from '../../reliability/support/processes.ts';
import { SERVER_ENTRY } from '../../support/entry.ts';

const servers: MailServer[] = [];
afterAll(async () => {
  await killStarted();
  await Promise.all(servers.map((s) => s.close()));
});

const until = async (what: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

describe('the background email sender', () => {
  it('delivers what a change queued, without anyone asking, and stops with the server', async () => {
    const smtp = await mailServer(servers);
    const admin = uniqueEmail('sender-admin');
    const server = await startProcess(
      SERVER_ENTRY,
      {
        ...baseEnv(),
        DATABASE_URL: 'memory',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'office@lakeview.example',
        PUBLIC_URL: 'https://lakeview.example',
        DEMO_ADMIN_EMAIL: admin,
        DEMO_ADMIN_PASSWORD: 'Passw0rd!',
      },
      { listeningPattern: /is running at http:\/\/localhost:(\d+)/, timeoutMs: 30_000 },
    );
    const token = await tokenFor(admin, 'Passw0rd!');
    const posted = await request(server.url, 'POST', '/api/admin/announcements', {
      token,
      body: { title: 'Water off on Sunday', description: 'From 9 to 12' },
    });
    expect(posted.status).toBe(201);
    await until(() => smtp.received.some((m) => m.subject === 'New announcement: Water off on Sunday'), 15_000);
    const mail = smtp.received.find((m) => m.subject === 'New announcement: Water off on Sunday');
    expect(mail?.from?.value[0]?.address).toBe('office@lakeview.example');
    expect(mail?.text).toContain('https://lakeview.example/dashboard/announcements');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
