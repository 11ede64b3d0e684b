/**
 * What reaches the admins' inbox through the real HTTP stack, on memory, SQLite and PostgreSQL: a visitor's
 * application (the applicant's name and the flat, leading to that request), a round of late fees (one notice with the
 * count and the total), and an email given up on (to whom and about what, leading to the failed emails, never itself
 * emailed). Residents and visitors never get any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCasesOf } from '../../../adapters/container.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import type { Mailer } from '../../../application/notifications/ports.ts';
import { MAX_EMAIL_ATTEMPTS } from '../../../domain/notifications/email-delivery.ts';
import { taka } from '../../../domain/shared/money.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo } from '../../support/months.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

interface Notice {
  topic: string;
  subject: string;
  lines: string[];
  link: string;
}

/** A mail server that refuses every email, so each is given up on after its last attempt. */
const refusingMailer: Mailer = {
  send: async () => {
    throw new Error('550 mailbox unavailable');
  },
};

describe.each(STORES)("the admins' inbox on $name", (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  let otherAdmin: string;
  /** The server's clock runs this far ahead of the wall clock, so email retries come due at once. */
  let ahead = 0;
  beforeAll(async () => {
    api = await startTestApi({
      persistence: await db.connect(),
      mailer: refusingMailer,
      clock: { now: () => new Date(Date.now() + ahead) },
    });
    admin = await api.admin('inbox-admin');
    otherAdmin = await api.admin('inbox-other');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const inbox = async (token: string): Promise<Notice[]> =>
    (await api.call('GET', '/api/notifications?limit=50', { token })).body.items;
  const freeFlat = async () =>
    (await api.store.apartments.page({}, { page: 1, limit: 1000 })).items.find((a) => a.available)!;

  it('a visitor’s application reaches every admin, by name and flat, leading to that request; nobody else', async () => {
    const member = await api.member('inbox-member');
    const visitor = await api.user('inbox-visitor');
    const flat = await freeFlat();
    const asked = await api.call('POST', '/api/agreements', { token: visitor, body: { apartmentId: flat.id } });
    expect(asked.status).toBe(201);
    const subject = `New application: Test inbox-visitor for Block ${flat.block}, floor ${flat.floor}, ${flat.number}`;
    for (const token of [admin, otherAdmin]) {
      const told = (await inbox(token)).filter((n) => n.subject === subject);
      expect(told).toEqual([
        expect.objectContaining({
          topic: 'applications',
          link: `/dashboard/agreement-requests?request=${asked.body._id}`,
          lines: [
            `Test inbox-visitor applied to rent Block ${flat.block}, floor ${flat.floor}, ${flat.number}.`,
            expect.any(String),
          ],
        }),
      ]);
      expect(JSON.stringify(told)).not.toContain('@test.lakeview');
    }
    for (const token of [member, visitor])
      expect((await inbox(token)).filter((n) => n.topic === 'applications')).toEqual([]);
    // The same request sent again tells nobody twice.
    const again = await api.call('POST', '/api/agreements', { token: visitor, body: { apartmentId: flat.id } });
    expect(again.status).toBe(200);
    expect((await inbox(admin)).filter((n) => n.subject === subject)).toHaveLength(1);
  });

  it('a round of late fees tells each admin once, with how many and their total; residents hear of their own only', async () => {
    // As if late fees had been switched on two months ago: the months since then are past their grace.
    const rule = (await api.call('GET', '/api/admin/late-fees', { token: admin })).body;
    await api.store.lateFeeRules.save(
      {
        enabled: true,
        graceDays: 0,
        fee: { basis: 'fixed', amount: taka(250) },
        cap: null,
        since: monthsAgo(2),
        version: rule.version + 1,
      },
      rule.version,
    );
    const member = await api.member('inbox-late', { since: 3 });
    const before = (await inbox(admin)).filter((n) => n.link === '/dashboard/books');
    const { added } = await useCasesOf(api.container).addLateFees.execute();
    expect(added).toBeGreaterThanOrEqual(2);
    for (const token of [admin, otherAdmin]) {
      const told = (await inbox(token)).filter((n) => n.link === '/dashboard/books');
      expect(told.length - before.length).toBe(1);
      expect(told[0]).toMatchObject({
        topic: 'payments',
        subject: `${added} late fees added: ${(added * 250).toLocaleString('en-IN')} taka in all`,
      });
    }
    expect((await inbox(member)).filter((n) => n.link === '/dashboard/books')).toEqual([]);
    expect((await inbox(member)).some((n) => n.subject.startsWith('Late fee added: 250 taka'))).toBe(true);
    // A round that adds nothing tells nobody.
    await useCasesOf(api.container).addLateFees.execute();
    expect((await inbox(admin)).filter((n) => n.link === '/dashboard/books')).toHaveLength(told(before));
  });

  it('an email given up on tells each admin once in the inbox, never by email, and nobody else', async () => {
    const member = await api.member('inbox-mail');
    const deliver = useCasesOf(api.container).deliverEmails!;
    for (let i = 0; i <= MAX_EMAIL_ATTEMPTS * 2; i++) {
      await deliver.execute();
      ahead += 4 * 60 * 60_000;
    }
    expect((await api.call('GET', '/api/admin/emails?status=failed', { token: admin })).status).toBe(200);
    const failed = await api.store.outbox.list({ status: 'failed' }, { page: 1, limit: 1000 });
    const toMember = failed.items.filter((e) => e.toName === 'Test inbox-mail');
    expect(toMember.length).toBeGreaterThan(0);
    for (const token of [admin, otherAdmin]) {
      const told = (await inbox(token)).filter(
        (n) => n.subject === 'An email to Test inbox-mail could not be delivered',
      );
      expect(told).toHaveLength(toMember.length);
      expect(told[0]).toMatchObject({ topic: 'delivery', link: '/dashboard/email-delivery?status=failed' });
    }
    expect((await inbox(member)).filter((n) => n.topic === 'delivery')).toEqual([]);
    // Nothing about a failure was ever queued as an email: the outbox holds no email of the delivery topic.
    const all = await api.store.outbox.list({}, { page: 1, limit: 1000 });
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.filter((e) => e.message.topic === 'delivery')).toEqual([]);
  });
});

/** How many notices the admin had before, plus the one the round added. */
const told = (before: readonly unknown[]) => before.length + 1;
