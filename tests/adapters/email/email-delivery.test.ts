/**
 * Emails over a real SMTP server on loopback (smtp-server), read back with mailparser: what arrives, what a name or a
 * title cannot inject, and what becomes of emails while the server refuses them or is down.
 */
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { mailServer as startMailServer, type MailServer } from '../../support/mail-server.ts';
import { DeliverEmails } from '../../../application/notifications/deliver-emails.ts';
import { GetBuilding } from '../../../application/building/get-building.ts';
import { notifierOver } from '../../../application/notifications/notifier.ts';
import { Unsubscribe } from '../../../application/notifications/unsubscribe.ts';
import { SmtpMailer } from '../../../adapters/email/smtp-mailer.ts';
import { HmacUnsubscribeTokens } from '../../../adapters/email/unsubscribe-tokens.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { Rereader } from '../../../application/notifications/reread.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { MAX_EMAIL_ATTEMPTS } from '../../../domain/notifications/email-delivery.ts';
import { type NotificationEvent } from '../../../domain/notifications/notification.ts';
import { BUILDING_DETAILS, aUser } from '../../support/builders.ts';
import { FixedClock, RecordingLogger, SequentialIds } from '../../support/fakes.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';

const servers: MailServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const mailServer = (port = 0) => startMailServer(servers, port);

async function aSender(port: number) {
  const tables = new MemoryTables();
  const store = createMemoryPersistence(tables);
  const clock = new FixedClock();
  const ids = new SequentialIds();
  const tokens = new HmacUnsubscribeTokens('test-secret', clock);
  const mailer = new SmtpMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    fromAddress: 'no-reply@lakeview.example',
    publicUrl: 'https://lakeview.example',
    tokens,
    timeoutMs: 2_000,
  });
  const logger = new RecordingLogger();
  const deliver = new DeliverEmails(
    store.outbox,
    mailer,
    new GetBuilding(store.building, BUILDING_DETAILS),
    ids,
    clock,
    logger,
    new Rereader(store.announcements, store.users, catalogueWording, (email) =>
      new LeaseBooks(
        store.agreements,
        store.payments,
        store.ledger,
        store.recurringCharges,
        buildingCalendar({ now: () => new Date() }, 'Asia/Dhaka'),
        async () => 5,
      ).paidMonthsOf(email),
    ),
    store.users,
    notifierOver(store, ids, clock, catalogueWording),
    store.uow,
  );
  const notify = (event: NotificationEvent, to = { email: 'rahim@example.com', name: 'Rahim Uddin' }) =>
    store.uow.run(() => notifierOver(store, ids, clock, catalogueWording).notify([to], event));
  return {
    store,
    tables,
    clock,
    deliver,
    notify,
    tokens,
    logger,
    unsubscribe: new Unsubscribe(tokens, store.emailChoices, store.uow),
  };
}

/** The token with one character changed in the middle of its signature, and in the middle of its claims. */
function alterationsOf(token: string): string[] {
  const dot = token.indexOf('.');
  const changedAt = (at: number) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
  return [changedAt(dot + Math.floor((token.length - dot) / 2)), changedAt(Math.floor(dot / 2))];
}

describe('email delivery over SMTP', () => {
  it('delivers the message as text and HTML, from the building, with a link back and an unsubscribe link', async () => {
    const server = await mailServer();
    const s = await aSender(server.port);
    await s.notify({ type: 'payment-recorded', receipt: 42, month: '2026-11', amount: 12_000 });
    expect(await s.deliver.execute()).toEqual({ sent: 1, failed: 0 });
    const [mail] = server.received;
    expect(mail?.subject).toBe('Payment received: 12,000 taka for November 2026 (receipt R-000042)');
    expect(mail?.from?.value).toEqual([{ name: BUILDING_DETAILS.name, address: 'no-reply@lakeview.example' }]);
    expect(mail?.to).toMatchObject({ value: [{ name: 'Rahim Uddin', address: 'rahim@example.com' }] });
    expect(mail?.text).toContain('Your receipt number is R-000042.');
    expect(mail?.text).toContain('https://lakeview.example/dashboard/receipts/42');
    expect(mail?.html).toContain('href="https://lakeview.example/dashboard/receipts/42"');
    const header = (name: string) => mail?.headerLines.find((h) => h.key === name)?.line;
    expect(header('list-unsubscribe')?.replace(/\r\n\s*/g, ' ')).toMatch(
      /^List-Unsubscribe: <https:\/\/lakeview\.example\/api\/unsubscribe\?token=[^>]+>$/,
    );
    // The human link opens the web page; the header's one-click POST reaches the API route, with the same token.
    const page = new URL(/Stop these emails: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(page.pathname).toBe('/unsubscribe');
    const oneClick = new URL(/<([^>]+)>/.exec(header('list-unsubscribe')?.replace(/\r\n\s*/g, '') ?? '')?.[1] ?? '');
    expect(oneClick.searchParams.get('token')).toBe(page.searchParams.get('token'));
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await s.store.outbox.list({ status: 'sent' }, { page: 1, limit: 5 })).items).toHaveLength(1);
    // Sent once: the next round finds nothing to send.
    expect(await s.deliver.execute()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it('lets the email’s own link switch its topic off, and refuses a forged or altered one', async () => {
    const server = await mailServer();
    const s = await aSender(server.port);
    await s.notify({ type: 'announcement-posted', title: 'Water off' });
    await s.deliver.execute();
    const link = /Stop these emails: (\S+)/.exec(server.received[0]?.text ?? '')?.[1];
    const token = new URL(link!).searchParams.get('token')!;
    for (const altered of alterationsOf(token)) {
      await expect(s.unsubscribe.execute(altered)).rejects.toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });
    }
    const forged = new HmacUnsubscribeTokens('another-secret', s.clock).sign('rahim@example.com', 'announcements');
    await expect(s.unsubscribe.execute(forged)).rejects.toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });
    expect((await s.store.emailChoices.get('rahim@example.com')).announcements).toBe(true);

    expect(await s.unsubscribe.execute(token)).toEqual({ email: 'rahim@example.com', topic: 'announcements' });
    expect(await s.store.emailChoices.get('rahim@example.com')).toMatchObject({ announcements: false, payments: true });
    await s.notify({ type: 'announcement-posted', title: 'Lift back' });
    expect(await s.deliver.execute()).toEqual({ sent: 0, failed: 0 });
    expect(s.tables.notifications.size).toBe(2);
  });

  it('never lets a token made for one address switch off another’s emails', async () => {
    const s = await aSender(1);
    const [body, signature] = s.tokens.sign('rahim@example.com', 'announcements').split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const karims = Buffer.from(JSON.stringify({ ...claims, e: 'karim@example.com' })).toString('base64url');
    await expect(s.unsubscribe.execute(`${karims}.${signature}`)).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
    });
    expect((await s.store.emailChoices.get('karim@example.com')).announcements).toBe(true);
    // The same claims, signed, do switch Karim's off: what was refused was the signature, not the address.
    expect(await s.unsubscribe.execute(s.tokens.sign('karim@example.com', 'announcements'))).toEqual({
      email: 'karim@example.com',
      topic: 'announcements',
    });
  });

  it('refuses an unsubscribe link a year old', async () => {
    const s = await aSender(1);
    const token = s.tokens.sign('rahim@example.com', 'reminders');
    s.clock.advance(366 * 24 * 60 * 60 * 1000);
    await expect(s.unsubscribe.execute(token)).rejects.toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });
  });

  it('never lets a name or a title start a header of its own, nor HTML of its own', async () => {
    const server = await mailServer();
    const s = await aSender(server.port);
    await s.notify(
      { type: 'announcement-posted', title: 'Water off\r\nBcc: everyone@example.com\r\n\r\n<script>alert(1)</script>' },
      { email: 'rahim@example.com', name: 'Rahim\r\nBcc: thief@example.com' },
    );
    await s.deliver.execute();
    const [mail] = server.received;
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.subject).toBe('New announcement: Water off Bcc: everyone@example.com <script>alert(1)</script>');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('writes to a Bangla reader in Bangla: subject, body in Bengali digits, its own words, and a working unsubscribe link', async () => {
    const server = await mailServer();
    const s = await aSender(server.port);
    await s.store.users.save(aUser().inBangla().build());
    await s.notify({ type: 'rent-reminder', kind: 'upcoming', month: '2026-12', dueDay: '2026-12-05', amount: 12_500 });
    expect(await s.deliver.execute()).toEqual({ sent: 1, failed: 0 });
    const [mail] = server.received;
    expect(mail?.subject).toBe('ডিসেম্বর ২০২৬-এর ভাড়া দেওয়ার শেষ দিন ৫ ডিসেম্বর, ২০২৬');
    expect(mail?.text).toContain('ডিসেম্বর ২০২৬-এর ভাড়া ১২,৫০০ টাকা, দেওয়ার শেষ দিন ৫ ডিসেম্বর, ২০২৬।');
    expect(mail?.text).toContain(
      `${BUILDING_DETAILS.name}-এ খুলে দেখুন: https://lakeview.example/dashboard/make-payment`,
    );
    expect(mail?.text).not.toMatch(/Open it in|Stop these emails/);
    expect(mail?.html).toContain('<html lang="bn">');
    expect(mail?.html).toContain('১২,৫০০ টাকা');
    expect(mail?.headerLines.find((h) => h.key === 'content-language')?.line).toBe('Content-Language: bn');
    // The unsubscribe line is in Bangla too, and its link still switches the topic off.
    const link = /এই ইমেইলগুলো বন্ধ করুন: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(new URL(link!).pathname).toBe('/unsubscribe');
    const token = new URL(link!).searchParams.get('token')!;
    expect(await s.unsubscribe.execute(token)).toEqual({ email: 'rahim@example.com', topic: 'reminders' });
  });

  it('never lets a Bangla title start a header of its own either', async () => {
    const server = await mailServer();
    const s = await aSender(server.port);
    await s.store.users.save(aUser().inBangla().build());
    await s.notify({
      type: 'announcement-posted',
      title: 'পানি বন্ধ\r\nBcc: everyone@example.com\r\n\r\n<b>শুক্রবার</b>',
    });
    await s.deliver.execute();
    const [mail] = server.received;
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.subject).toBe('নতুন ঘোষণা: পানি বন্ধ Bcc: everyone@example.com <b>শুক্রবার</b>');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).toContain('&lt;b&gt;শুক্রবার&lt;/b&gt;');
  });

  describe('an announcement not yet sent', () => {
    const posted = {
      id: 'n-1',
      title: 'Water off',
      description: 'Friday 9-12.\nFill a <b>bucket</b> & a jug.',
      createdAt: new Date(0),
      version: 0,
    };
    const told = async (s: Awaited<ReturnType<typeof aSender>>) => {
      await s.store.announcements.add(posted);
      await s.notify({ type: 'announcement-posted', announcementId: 'n-1', title: posted.title });
    };

    it('carries the text itself, escaped in HTML, in both parts', async () => {
      const server = await mailServer();
      const s = await aSender(server.port);
      await told(s);
      await s.deliver.execute();
      const [mail] = server.received;
      expect(mail?.text).toContain(
        'The building posted an announcement: Water off.\nFriday 9-12.\nFill a <b>bucket</b> & a jug.',
      );
      expect(mail?.html).toContain('<p>Fill a &lt;b&gt;bucket&lt;/b&gt; &amp; a jug.</p>');
      expect(mail?.html).not.toContain('<b>');
    });

    it('goes out as the announcement reads when it is sent, or says it was withdrawn', async () => {
      const server = await mailServer();
      const s = await aSender(server.port);
      await told(s);
      await s.store.announcements.replace({ ...posted, title: 'Water off on Saturday', version: 1 }, 0);
      await s.deliver.execute();
      expect(server.received[0]?.subject).toBe('New announcement: Water off on Saturday');
      await told(s);
      await s.store.announcements.remove('n-1', 0);
      await s.deliver.execute();
      expect(server.received[1]?.subject).toBe('Announcement withdrawn: Water off');
      expect(server.received[1]?.text).not.toContain('bucket');
    });
  });

  it("is written in its recipient's language when it is sent, not when it was queued", async () => {
    const server = await mailServer();
    const s = await aSender(server.port);
    await s.store.users.save(aUser().build());
    await s.notify({ type: 'payment-refunded', month: '2026-11', amount: 9000 });
    await s.store.users.setLanguage('rahim@example.com', 'bn');
    await s.deliver.execute();
    const [mail] = server.received;
    expect(mail?.subject).toBe('টাকা ফেরত: নভেম্বর ২০২৬-এর ৯,০০০ টাকা');
    expect(mail?.html).toContain('<html lang="bn">');
  });

  it('keeps emails while the server refuses them, tries again later, and gives up after the last attempt', async () => {
    const server = await mailServer();
    server.refuseWith = 451;
    const s = await aSender(server.port);
    await s.notify({ type: 'announcement-posted', title: 'Water off' });
    expect(await s.deliver.execute()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = (await s.store.outbox.list({}, { page: 1, limit: 5 })).items;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    // Not again before its retry time.
    expect(await s.deliver.execute()).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      s.clock.advance(4 * 60 * 60 * 1000);
      await s.deliver.execute();
    }
    const [gaveUp] = (await s.store.outbox.list({}, { page: 1, limit: 5 })).items;
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    expect(s.tables.emailAttempts.size).toBe(MAX_EMAIL_ATTEMPTS);
    expect(server.received).toEqual([]);
  });

  it('sends every email queued while the server was down once it is back, none twice', async () => {
    const probe = await mailServer();
    const port = probe.port;
    await probe.close();
    servers.splice(servers.indexOf(probe), 1);
    const s = await aSender(port);
    for (let i = 0; i < 5; i += 1) await s.notify({ type: 'announcement-posted', title: `Notice ${i}` });
    expect(await s.deliver.execute()).toEqual({ sent: 0, failed: 5 });

    const server = await mailServer(port);
    s.clock.advance(2 * 60_000);
    expect(await s.deliver.execute()).toEqual({ sent: 5, failed: 0 });
    s.clock.advance(60 * 60_000);
    expect(await s.deliver.execute()).toEqual({ sent: 0, failed: 0 });
    expect(server.received.map((m) => m.subject).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `New announcement: Notice ${i}`),
    );
  });
});
