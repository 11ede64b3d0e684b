/**
 * Upgrading keeps the inbox readable: notifications and emails as the release before stored them (their words only,
 * in the language they were written in) read back as written, in any reader's language, while what is written after
 * the upgrade keeps its event and is read in the reader's language.
 */
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';
import { describe, expect, it } from 'vitest';
import { Rereader } from '../../../application/notifications/reread.ts';
import { type Notification } from '../../../domain/notifications/notification.ts';
import { DIALECTS, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';

announceSkippedPostgres();

/** The last migration of the release before notifications kept their events. */
const PREVIOUS_RELEASE = 'Migration20261204000000UserLanguage';
const AT = new Date('2026-11-20T08:30:00.000Z');

/** A Bangla notification and its pending email, and a rejected request, as the release before wrote them. */
const bangla = catalogueWording.messageFor(
  { type: 'payment-recorded', receipt: 42, month: '2026-11', amount: 12_000 },
  'bn',
);

describe.each(DIALECTS)('notifications upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('read as written before the upgrade, and in the reader’s words after it', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, PREVIOUS_RELEASE, async (rows) => {
      const date = rows.date(AT);
      await rows.execute(
        `insert into "users" ("id", "email", "name", "photo_url", "role", "language") values ('u-1', 'rafiq@example.com', 'Rafiq', '', 'member', 'en')`,
      );
      await rows.execute(
        `insert into "notifications" ("id", "recipient_email", "topic", "subject", "lines", "link", "language", "created_at", "read_at") values ('n-old', 'rafiq@example.com', 'payments', ?, ?, '/dashboard/receipts/42', 'bn', ?, null)`,
        [bangla.subject, JSON.stringify(bangla.lines), date],
      );
      await rows.execute(
        `insert into "emails" ("notification_id", "to_email", "to_name", "status", "attempts", "next_attempt_at", "created_at") values ('n-old', 'rafiq@example.com', 'Rafiq', 'pending', 0, ?, ?)`,
        [date, date],
      );
      await rows.execute(
        `insert into "agreements" ("id", "user_email", "user_name", "apartment_id", "floor", "block", "number", "rent", "status", "request_date", "decided_at") values ('agr-1', 'rafiq@example.com', 'Rafiq', 'apt-1', 1, 'A', 'A101', 12000, 'rejected', ?, ?)`,
        [date, date],
      );
    });

    const upgraded = await upgrade.open(db);
    const books = new LeaseBooks(
      upgraded.agreements,
      upgraded.payments,
      upgraded.ledger,
      upgraded.recurringCharges,
      buildingCalendar({ now: () => new Date() }, 'Asia/Dhaka'),
      async () => 5,
    );
    const rereader = new Rereader(upgraded.announcements, upgraded.users, catalogueWording, (email) =>
      books.paidMonthsOf(email),
    );
    const asWritten = {
      id: 'n-old',
      recipientEmail: 'rafiq@example.com',
      topic: 'payments',
      language: 'bn',
      subject: bangla.subject,
      lines: bangla.lines,
      link: '/dashboard/receipts/42',
      createdAt: AT,
    };
    const [old] = await upgraded.inbox.listFor('rafiq@example.com', { limit: 5 });
    expect(old).toEqual(asWritten);
    expect(await rereader.inLanguage([old!], 'en')).toEqual([asWritten]);
    const [email] = await rereader.emails(
      (await upgraded.outbox.list({ status: 'pending' }, { page: 1, limit: 5 })).items,
    );
    expect(email?.message).toEqual(asWritten);
    expect((await upgraded.agreements.byId('agr-1'))?.status).toBe('rejected');
    expect(await upgraded.agreements.byId('agr-1')).not.toHaveProperty('reason');

    // Written after the upgrade: the event is kept, and read in the reader's language of the moment.
    const event = { type: 'membership-ended' as const, flat: 'Block A, floor 1, A101' };
    const fresh: Notification = {
      ...catalogueWording.messageFor(event, 'en'),
      event,
      id: 'n-new',
      recipientEmail: 'rafiq@example.com',
      createdAt: new Date(AT.getTime() + 60_000),
    };
    await upgraded.inbox.add([fresh]);
    const [latest] = await upgraded.inbox.listFor('rafiq@example.com', { limit: 1 });
    expect((await rereader.inLanguage([latest!], 'bn'))[0]?.subject).toBe(
      catalogueWording.messageFor(event, 'bn').subject,
    );
  });
});
