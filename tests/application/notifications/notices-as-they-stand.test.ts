/**
 * A notification is read as things stand: in the reader's language of the moment, and with an announcement as it
 * reads now (or withdrawn), in the inbox and in an email not yet sent alike.
 */
import { describe, expect, it } from 'vitest';
import { ListNotifications } from '../../../application/notifications/list-notifications.ts';
import { ListEmails } from '../../../application/notifications/list-emails.ts';
import { PostAnnouncement } from '../../../application/announcements/post-announcement.ts';
import { EditAnnouncement } from '../../../application/announcements/edit-announcement.ts';
import { DeleteAnnouncement } from '../../../application/announcements/delete-announcement.ts';
import { anActor, aUser } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';
import { Rereader } from '../../../application/notifications/reread.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import type { NotificationEvent } from '../../../domain/notifications/notification.ts';
import type { Announcement } from '../../../domain/announcements/announcement.ts';

const ADMIN = 'admin@example.com';
const member = aUser().member().build();
const rahim = anActor().withRole('member').build();

const inbox = async (w: World, actor = rahim) =>
  (await new ListNotifications(w.inbox, w.rereader).execute({ actor, limit: 20 })).items.map((n) => ({
    subject: n.subject,
    lines: n.lines,
  }));
const outbox = async (w: World) =>
  (await new ListEmails(w.outbox, w.rereader).execute({})).items.map((e) => e.message.subject);

async function posted() {
  const w = await aWorld({ users: [member] });
  const post = new PostAnnouncement(w.announcements, w.uow, w.ids, w.clock, w.trail, w.users, w.notifier);
  const note = await post.execute({ title: 'Water off', description: 'Friday 9-12.\nFill a bucket.', by: ADMIN });
  w.clock.advance(60_000);
  return {
    w,
    note,
    edit: (title: string, description: string, version: number) =>
      new EditAnnouncement(w.announcements, w.uow, w.clock, w.trail, w.users, w.notifier).execute({
        id: note.id,
        title,
        description,
        version,
        by: ADMIN,
      }),
    remove: (version: number) =>
      new DeleteAnnouncement(w.announcements, w.uow, w.trail).execute({ id: note.id, version, by: ADMIN }),
  };
}

describe('announcements in the inbox and the outbox', () => {
  it('tell the text itself, a paragraph a line', async () => {
    const { w } = await posted();
    expect(await inbox(w)).toEqual([
      {
        subject: 'New announcement: Water off',
        lines: ['The building posted an announcement: Water off.', 'Friday 9-12.', 'Fill a bucket.'],
      },
    ]);
  });

  it('read as edited, and an edit of substance tells the members again', async () => {
    const { w, edit } = await posted();
    await edit('Water off on Saturday', 'Saturday 9-12.', 0);
    expect(await inbox(w)).toEqual([
      {
        subject: 'Announcement updated: Water off on Saturday',
        lines: ['The building updated an announcement: Water off on Saturday.', 'Saturday 9-12.'],
      },
      {
        subject: 'New announcement: Water off on Saturday',
        lines: ['The building posted an announcement: Water off on Saturday.', 'Saturday 9-12.'],
      },
    ]);
    expect(await outbox(w)).toEqual([
      'Announcement updated: Water off on Saturday',
      'New announcement: Water off on Saturday',
    ]);
  });

  it('an edit of spacing or letter case alone tells nobody again', async () => {
    const { w, edit } = await posted();
    await edit('WATER  off', ' friday 9-12.  fill a bucket. ', 0);
    expect(await inbox(w)).toHaveLength(1);
    expect(w.rows().emails).toHaveLength(1);
    expect((await inbox(w))[0]?.subject).toBe('New announcement: WATER  off');
  });

  it('a deleted one reads as withdrawn, in the inbox and in the email not yet sent', async () => {
    const { w, remove } = await posted();
    await remove(0);
    expect(await inbox(w)).toEqual([
      {
        subject: 'Announcement withdrawn: Water off',
        lines: ['The building withdrew its announcement "Water off"; it no longer applies.'],
      },
    ]);
    expect(await outbox(w)).toEqual(['Announcement withdrawn: Water off']);
  });
});

describe('the language a notification is read in', () => {
  it("is the reader's of the moment, not the one it was written in", async () => {
    const { w } = await posted();
    expect((await inbox(w))[0]?.subject).toBe('New announcement: Water off');
    await w.users.setLanguage(member.email, 'bn');
    expect(await inbox(w, { ...rahim, language: 'bn' })).toEqual([
      {
        subject: 'নতুন ঘোষণা: Water off',
        lines: ['ভবন কর্তৃপক্ষ একটি ঘোষণা দিয়েছে: Water off।', 'Friday 9-12.', 'Fill a bucket.'],
      },
    ]);
    // The email not yet sent follows its recipient's language too.
    expect(await outbox(w)).toEqual(['নতুন ঘোষণা: Water off']);
    const [email] = (await new ListEmails(w.outbox, w.rereader).execute({})).items;
    expect(email?.message.language).toBe('bn');
  });

  it('a notification kept from before its event was stored reads as it was written', async () => {
    const w = await aWorld({ users: [member] });
    w.tables.notifications.set('old', {
      id: 'old',
      recipientEmail: member.email,
      topic: 'payments',
      language: 'en',
      subject: 'Payment received: 12,000 taka for November 2026 (receipt R-000042)',
      lines: ['Thank you: your payment of 12,000 taka for November 2026 was recorded.'],
      link: '/dashboard/receipts/42',
      createdAt: w.clock.now(),
    });
    expect(await inbox(w, { ...rahim, language: 'bn' })).toEqual([
      {
        subject: 'Payment received: 12,000 taka for November 2026 (receipt R-000042)',
        lines: ['Thank you: your payment of 12,000 taka for November 2026 was recorded.'],
      },
    ]);
  });
});

describe('a notification reread', () => {
  const posted: NotificationEvent = {
    type: 'announcement-posted',
    announcementId: 'n1',
    title: 'Old',
    description: 'Was',
  };
  const now = { title: 'New', description: 'Is' };
  const rereader = new Rereader(
    { byId: async (id) => (id === 'n1' ? ({ ...now } as Announcement) : undefined) },
    { languagesOf: async () => new Map() },
    catalogueWording,
    async () => new Set(['2026-10']),
  );

  it("is told in the reader's language as things stand; one kept without its event stays as written", async () => {
    const written = {
      ...catalogueWording.messageFor(posted, 'en'),
      id: 'x',
      recipientEmail: 'a@example.com',
      createdAt: new Date(0),
    };
    const told = { ...written, event: posted };
    expect(await rereader.inLanguage([told, written], 'bn')).toEqual([
      { ...told, ...catalogueWording.messageFor({ ...posted, ...now }, 'bn') },
      written,
    ]);
  });

  it('tells a rent reminder whose month is paid since as paid, instead of asking to pay', async () => {
    const reminder: NotificationEvent = {
      type: 'rent-reminder',
      kind: 'overdue',
      month: '2026-10',
      dueDay: '2026-10-05',
      amount: 12_000,
    };
    const note = (event: NotificationEvent) => ({
      ...catalogueWording.messageFor(event, 'en'),
      event,
      id: 'r',
      recipientEmail: 'a@example.com',
      createdAt: new Date(0),
    });
    const [paid, owed] = await rereader.inLanguage([note(reminder), note({ ...reminder, month: '2026-11' })], 'en');
    expect(paid!.lines.at(-1)).toBe('It is paid now: thank you, there is nothing more to do.');
    expect(owed!.lines.at(-1)).toBe('It has not been paid yet; please pay it now.');
  });
});
