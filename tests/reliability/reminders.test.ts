/**
 * Rent reminders as the running product sends them: two server processes over one database, each running its own
 * background rounds every few hundred milliseconds, then restarted, all on the day a member's month is overdue. The
 * member gets that reminder once (one email over SMTP, one inbox entry); the email's one-click unsubscribe link stops
 * the next month's email, while the inbox still tells them.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import { anAgreement, anApartment, aUser } from '../support/builders.ts';
import { mailServer, type MailServer } from '../support/mail-server.ts';
import { dropSchema, tempSqliteUrl, uniqueSchema } from '../adapters/persistence/stores.ts';
import { killStarted, request, startInstance, type Instance } from './support/processes.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Past the 10th in Dhaka: with rent due on the 5th and the overdue reminder 5 days later, both months are overdue. */
const NOVEMBER_12 = '2026-11-12T04:00:00.000Z';
const DECEMBER_12 = '2026-12-12T04:00:00.000Z';
const ROUND_MS = 200;

const servers: MailServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await killStarted();
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(killStarted);

interface Database {
  env: Record<string, string>;
  open(): Promise<Persistence>;
}

const DATABASES: { name: string; make(): Promise<Database> }[] = [
  {
    name: 'PostgreSQL',
    make: async () => {
      const schema = uniqueSchema('remind');
      cleanups.push(() => dropSchema(POSTGRES_URL, schema));
      return {
        env: { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema },
        open: () => createMikroOrmPersistence(POSTGRES_URL, { schema }),
      };
    },
  },
  {
    name: 'SQLite',
    make: async () => {
      const file = tempSqliteUrl();
      cleanups.push(() => file.cleanup());
      return { env: { DATABASE_URL: file.url }, open: () => createMikroOrmPersistence(file.url) };
    },
  },
];

const member = aUser().withId('user-mim').withEmail('mim@example.com').withName('Mim Akter').member().build();
const a101 = anApartment().withRent(15_000).build();

/** The member of A101 since November 2026, nothing paid: what the building looks like before any server runs. */
async function aBuildingWithAMemberOwingNovember(db: Database): Promise<void> {
  const side = await db.open();
  try {
    await side.inRequestContext(() =>
      side.uow.run(async () => {
        await side.apartments.add([a101]);
        await side.users.save(member);
        await side.agreements.add(anAgreement().by(member).on(a101).startingIn('2026-11').accepted().build());
      }),
    );
  } finally {
    await side.close();
  }
}

/** The subjects in someone's inbox, newest first, read through a connection of the test's own. */
async function inboxOf(side: Persistence, email: string): Promise<string[]> {
  return side.inRequestContext(async () => (await side.inbox.listFor(email, { limit: 50 })).map((n) => n.subject));
}

/** Waits until `done` holds, checking every round; gives up after `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, ROUND_MS));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 10 * ROUND_MS));

const subjectsTo = (smtp: MailServer, address: string) =>
  smtp.received
    .filter((mail: ParsedMail) => JSON.stringify(mail.to).includes(address))
    .map((mail) => mail.subject ?? '');

describe.each(DATABASES)('rent reminders from two running instances ($name)', ({ make }) => {
  it('sends the overdue reminder once across two instances and a restart, and the unsubscribe link stops the next email', async () => {
    const db = await make();
    await aBuildingWithAMemberOwingNovember(db);
    const side = await db.open();
    cleanups.push(() => side.close());
    const smtp = await mailServer(servers);
    const run = (now: string) =>
      startInstance({
        ...db.env,
        TEST_NOW: now,
        BACKGROUND_EVERY_MS: String(ROUND_MS),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });

    // Two instances at once, each running a round every 200 ms.
    const first: Instance[] = [];
    first.push(await run(NOVEMBER_12));
    first.push(await run(NOVEMBER_12));
    await until(() => subjectsTo(smtp, member.email).length > 0);
    await settle();
    await Promise.all(first.map((i) => i.stop()));
    // A restart the same day: the reminder is already on record.
    const restarted = await run(NOVEMBER_12);
    await settle();

    expect(subjectsTo(smtp, member.email)).toEqual(['Rent for November 2026 is overdue']);
    expect(await inboxOf(side, member.email)).toEqual(['Rent for November 2026 is overdue']);

    // The email's one-click unsubscribe link, as a mail program posts it.
    const [reminder] = smtp.received;
    const header = reminder!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r\n\s*/g, '');
    const link = /<(http[^>]+\/api\/unsubscribe\?token=[^>]+)>/.exec(header ?? '');
    expect(link).not.toBeNull();
    const token = new URL(link![1]!).searchParams.get('token')!;
    const unsubscribed = await fetch(`${restarted.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect((await request(restarted.url, 'GET', '/api/health')).status).toBe(200);
    await restarted.stop();

    // A month later, December is overdue too: the inbox says so, no email goes out.
    const december = await run(DECEMBER_12);
    await until(async () => (await inboxOf(side, member.email)).length === 2);
    await settle();
    await december.stop();
    expect(await inboxOf(side, member.email)).toEqual([
      'Rent for December 2026 is overdue',
      'Rent for November 2026 is overdue',
    ]);
    expect(subjectsTo(smtp, member.email)).toEqual(['Rent for November 2026 is overdue']);
  }, 120_000);
});
