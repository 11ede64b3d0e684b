import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { DEFAULT_EMAIL_PREFERENCES } from '../../../../domain/notifications/email-choices.ts';
import type { Notification } from '../../../../domain/notifications/notification.ts';
import type { OutgoingEmail } from '../../../../domain/notifications/email-delivery.ts';
import { AT } from '../../../support/builders.ts';

export function notificationsContract(store: () => Persistence) {
  const at = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);
  const note = (id: string, minutes: number, recipientEmail = 'rafiq@example.com'): Notification => ({
    id,
    recipientEmail,
    topic: 'payments',
    language: 'en',
    subject: `Subject ${id}`,
    lines: [`First line of ${id}`, 'Second line'],
    link: `/dashboard/receipts/${id}`,
    createdAt: at(minutes),
  });
  /** Its email, due as soon as it was written. */
  const email = (n: Notification, priority: OutgoingEmail['priority'] = 'personal'): OutgoingEmail => ({
    notificationId: n.id,
    priority,
    to: n.recipientEmail,
    toName: 'Rafiq Islam',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: n.createdAt,
    createdAt: n.createdAt,
  });
  /** Notifications 0..count-1, each with its email due at its own minute. */
  const queued = async (count: number) => {
    const notes = Array.from({ length: count }, (_, i) => note(`m-${String(i).padStart(2, '0')}`, i));
    await store().uow.run(async () => {
      await store().inbox.add(notes);
      await store().outbox.enqueue(notes.map((n) => email(n)));
    });
    return notes;
  };

  describe('Inbox', () => {
    it("lists a person's notifications newest first, in any spelling of their email, and nobody else's", async () => {
      const [a, b, c] = [note('n-a', 0), note('n-b', 5), note('n-c', 10)];
      await store().inbox.add([a, c, b, note('n-other', 20, 'farhana@example.com')]);
      expect(await store().inbox.listFor(' Rafiq@Example.com ', { limit: 10 })).toEqual([c, b, a]);
    });

    it('keeps the event a notification tells of, so that it can be read again in other words', async () => {
      const told: Notification = {
        ...note('n-e', 0),
        event: {
          type: 'agreement-rejected',
          flat: 'A101',
          where: { block: 'A', floor: 1, number: 'A101' },
          reason: 'Held',
        },
      };
      await store().inbox.add([told, note('n-plain', 1)]);
      const [plain, read] = await store().inbox.listFor('rafiq@example.com', { limit: 5 });
      expect(read).toEqual(told);
      expect(plain).not.toHaveProperty('event');
    });

    it('pages on from the last notification seen, ties by id', async () => {
      const notes = [note('n-1', 0), note('n-2', 5), note('n-3', 5), note('n-4', 9)];
      await store().inbox.add(notes);
      const first = await store().inbox.listFor('rafiq@example.com', { limit: 2 });
      expect(first.map((n) => n.id)).toEqual(['n-4', 'n-3']);
      const next = await store().inbox.listFor('rafiq@example.com', { limit: 2, before: first[1]! });
      expect(next.map((n) => n.id)).toEqual(['n-2', 'n-1']);
    });

    it('counts unread ones and marks only the named ones, only its own recipient’s', async () => {
      await store().inbox.add([note('n-1', 0), note('n-2', 1), note('n-x', 2, 'farhana@example.com')]);
      expect(await store().inbox.unreadCount('rafiq@example.com')).toBe(2);
      expect(await store().inbox.markRead('rafiq@example.com', ['n-1', 'n-x'], at(30))).toBe(1);
      expect(await store().inbox.unreadCount('rafiq@example.com')).toBe(1);
      expect(await store().inbox.unreadCount('farhana@example.com')).toBe(1);
      const [, older] = await store().inbox.listFor('rafiq@example.com', { limit: 5 });
      expect(older).toEqual({ ...note('n-1', 0), readAt: at(30) });
    });

    it('marks every unread one read at once, leaving earlier read times alone', async () => {
      await store().inbox.add([note('n-1', 0), note('n-2', 1)]);
      await store().inbox.markRead('rafiq@example.com', ['n-1'], at(30));
      expect(await store().inbox.markRead('rafiq@example.com', 'all', at(40))).toBe(1);
      const read = await store().inbox.listFor('rafiq@example.com', { limit: 5 });
      expect(read.map((n) => n.readAt)).toEqual([at(40), at(30)]);
    });

    it('keeps nothing of a unit of work that failed', async () => {
      await expect(
        store().uow.run(async () => {
          const n = note('n-1', 0);
          await store().inbox.add([n]);
          await store().outbox.enqueue([email(n)]);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await store().inbox.listFor('rafiq@example.com', { limit: 5 })).toEqual([]);
      expect(await store().outbox.countByStatus('pending')).toBe(0);
    });
  });

  describe('Outbox', () => {
    it('hands out due emails with what they say, oldest first, and not those due later', async () => {
      const notes = await queued(3);
      const claimed = await store().outbox.claim(at(1), 10, 60_000, 'sender-1');
      expect(claimed.map((e) => e.notificationId)).toEqual(['m-00', 'm-01']);
      expect(claimed[0]).toEqual({ ...email(notes[0]!), message: notes[0] });
    });

    it('never hands one email to two senders while the first holds it, and again once its hold lapsed', async () => {
      await queued(2);
      expect(await store().outbox.claim(at(5), 1, 60_000, 'sender-1')).toHaveLength(1);
      const second = await store().outbox.claim(at(5), 10, 60_000, 'sender-2');
      expect(second.map((e) => e.notificationId)).toEqual(['m-01']);
      expect(await store().outbox.claim(at(5.5), 10, 60_000, 'sender-3')).toEqual([]);
      const again = await store().outbox.claim(at(7), 10, 60_000, 'sender-3');
      expect(again.map((e) => e.notificationId)).toEqual(['m-00', 'm-01']);
      // The first sender's hold lapsed: what it says about the email no longer counts.
      expect(await store().outbox.settle('m-00', 'sender-1', { status: 'sent', at: at(7) })).toBe(false);
      expect(await store().outbox.settle('m-00', 'sender-3', { status: 'sent', at: at(7) })).toBe(true);
    });

    it('records a sent email once: attempts, time, and it is never handed out again', async () => {
      await queued(1);
      await store().outbox.claim(at(0), 10, 60_000, 's');
      expect(await store().outbox.settle('m-00', 's', { status: 'sent', at: at(1) })).toBe(true);
      expect(await store().outbox.settle('m-00', 's', { status: 'sent', at: at(1) })).toBe(false);
      expect(await store().outbox.claim(at(600), 10, 60_000, 's2')).toEqual([]);
      const { items } = await store().outbox.list({ status: 'sent' }, { page: 1, limit: 10 });
      expect(items.map(({ status, attempts, sentAt }) => ({ status, attempts, sentAt }))).toEqual([
        { status: 'sent', attempts: 1, sentAt: at(1) },
      ]);
    });

    it('tries a failed email again at its retry time, then gives up on it until an admin retries it', async () => {
      await queued(1);
      await store().outbox.claim(at(0), 10, 60_000, 's1');
      await store().outbox.settle('m-00', 's1', {
        status: 'pending',
        at: at(1),
        error: '421 busy',
        retryAt: at(10),
      });
      expect(await store().outbox.claim(at(9), 10, 60_000, 's2')).toEqual([]);
      const [retried] = await store().outbox.claim(at(10), 10, 60_000, 's2');
      expect(retried).toMatchObject({ attempts: 1, lastError: '421 busy', status: 'pending' });
      await store().outbox.settle('m-00', 's2', { status: 'failed', at: at(11), error: '550 no such user' });
      expect(await store().outbox.countByStatus('failed')).toBe(1);
      expect(await store().outbox.claim(at(900), 10, 60_000, 's3')).toEqual([]);
      expect(await store().outbox.retry('m-00', at(20))).toBe(true);
      expect(await store().outbox.retry('m-00', at(20))).toBe(false);
      const [third] = await store().outbox.claim(at(20), 10, 60_000, 's3');
      expect(third).toMatchObject({ attempts: 2, status: 'pending', lastError: '550 no such user' });
    });

    it('lists emails newest first, by status, with the total for paging', async () => {
      await queued(3);
      await store().outbox.claim(at(0), 1, 60_000, 's');
      await store().outbox.settle('m-00', 's', { status: 'failed', at: at(1), error: 'refused' });
      const all = await store().outbox.list({}, { page: 1, limit: 2 });
      expect(all.total).toBe(3);
      expect(all.items.map((e) => e.notificationId)).toEqual(['m-02', 'm-01']);
      const failed = await store().outbox.list({ status: 'failed' }, { page: 1, limit: 10 });
      expect(failed.items.map((e) => [e.notificationId, e.message.subject])).toEqual([['m-00', 'Subject m-00']]);
    });

    it('finds one email by its notification, with what it says, and nothing for an unknown one', async () => {
      await queued(2);
      await store().outbox.claim(at(0), 1, 60_000, 's');
      await store().outbox.settle('m-00', 's', { status: 'failed', at: at(1), error: 'refused' });
      expect(await store().outbox.get('m-00')).toMatchObject({
        notificationId: 'm-00',
        status: 'failed',
        attempts: 1,
        lastError: 'refused',
        message: { subject: 'Subject m-00' },
      });
      expect(await store().outbox.get('m-01')).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await store().outbox.get('nope')).toBeUndefined();
    });

    it('hands out a personal email queued after many bulk ones in the first round, then the bulk oldest first', async () => {
      const bulk = Array.from({ length: 40 }, (_, i) => ({
        ...note(`b-${String(i).padStart(2, '0')}`, 0),
        topic: 'announcements' as const,
      }));
      const personal = { ...note('p-maintenance', 1), topic: 'maintenance' as const };
      await store().uow.run(async () => {
        await store().inbox.add([...bulk, personal]);
        await store().outbox.enqueue(bulk.map((n) => email(n, 'bulk')));
      });
      await store().outbox.enqueue([email(personal)]);
      const first = await store().outbox.claim(at(2), 20, 60_000, 'sender-1');
      expect(first.map((e) => e.notificationId)).toEqual(['p-maintenance', ...bulk.slice(0, 19).map((n) => n.id)]);
      expect(first[0]).toMatchObject({ priority: 'personal' });
      expect(first[1]).toMatchObject({ priority: 'bulk' });
      const next = await store().outbox.claim(at(2), 20, 60_000, 'sender-2');
      expect(next.map((e) => e.notificationId)).toEqual(bulk.slice(19, 39).map((n) => n.id));
    });

    it('gives each of many racing senders its own emails: none twice, none left behind', async () => {
      await queued(24);
      const senders = ['a', 'b', 'c', 'd'];
      const batches = await Promise.all(senders.map((s) => store().outbox.claim(at(60), 8, 60_000, s)));
      const ids = batches.flat().map((e) => e.notificationId);
      expect(new Set(ids).size).toBe(ids.length);
      const more = await store().outbox.claim(at(60), 24, 60_000, 'late');
      expect(ids.length + more.length).toBe(24);
    });
  });

  describe('EmailChoices', () => {
    it('emails everything until its owner chooses, then keeps the choice in any spelling of the email', async () => {
      expect(await store().emailChoices.get('rafiq@example.com')).toEqual(DEFAULT_EMAIL_PREFERENCES);
      const quiet = { ...DEFAULT_EMAIL_PREFERENCES, reminders: false };
      await store().emailChoices.save('Rafiq@Example.com', quiet);
      await store().emailChoices.save('rafiq@example.com', { ...quiet, announcements: false });
      expect(await store().emailChoices.get('RAFIQ@example.com')).toEqual({ ...quiet, announcements: false });
      const many = await store().emailChoices.getMany(['rafiq@example.com', 'farhana@example.com']);
      expect(many.get('rafiq@example.com')?.reminders).toBe(false);
      expect(many.get('farhana@example.com')).toEqual(DEFAULT_EMAIL_PREFERENCES);
      expect((await store().emailChoices.getMany([])).size).toBe(0);
    });
  });

  describe('SentReminders', () => {
    it('records a reminder once per member, month and kind, however many try at once', async () => {
      const tries = await Promise.all(
        Array.from({ length: 5 }, () => store().sentReminders.record('rafiq@example.com', '2026-12', 'due', at(0))),
      );
      expect(tries.filter(Boolean)).toHaveLength(1);
      expect(await store().sentReminders.record('RAFIQ@example.com', '2026-12', 'due', at(5))).toBe(false);
      expect(await store().sentReminders.record('rafiq@example.com', '2026-12', 'overdue', at(5))).toBe(true);
      expect(await store().sentReminders.record('rafiq@example.com', '2027-01', 'due', at(5))).toBe(true);
    });
  });
}
