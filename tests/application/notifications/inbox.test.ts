/**
 * Reading notifications and choosing emails: each person reaches only their own inbox and choices; the admin sees the
 * outbox and sends a failed email again, once, in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { ListNotifications } from '../../../application/notifications/list-notifications.ts';
import { MarkNotificationsRead } from '../../../application/notifications/mark-notifications-read.ts';
import { CountUnreadNotifications } from '../../../application/notifications/count-unread-notifications.ts';
import { GetEmailChoices } from '../../../application/notifications/get-email-choices.ts';
import { SaveEmailChoices } from '../../../application/notifications/save-email-choices.ts';
import { ListEmails } from '../../../application/notifications/list-emails.ts';
import { RetryEmail } from '../../../application/notifications/retry-email.ts';
import { anActor } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const rahim = anActor().withEmail('rahim@example.com').withName('Rahim Uddin').build();
const karim = anActor().withEmail('karim@example.com').withName('Karim Hossain').build();

/** `count` announcements told to Rahim (and emailed), a minute apart. */
async function told(w: World, count: number) {
  for (let i = 0; i < count; i++) {
    await w.uow.run(() =>
      w.notifier.notify([{ email: rahim.email, name: rahim.name }], {
        type: 'announcement-posted',
        title: `News ${i}`,
      }),
    );
    w.clock.advance(60_000);
  }
}

describe('the inbox', () => {
  it('pages newest first, says whether more follow, and counts the unread', async () => {
    const w = await aWorld();
    await told(w, 5);
    const list = new ListNotifications(w.inbox, w.rereader);
    const first = await list.execute({ actor: rahim, limit: 2 });
    expect(first.items.map((n) => n.subject)).toEqual(['New announcement: News 4', 'New announcement: News 3']);
    expect(first.unread).toBe(5);
    expect(first.next).toEqual({ createdAt: first.items[1]!.createdAt, id: first.items[1]!.id });
    const second = await list.execute({ actor: rahim, limit: 2, before: first.next! });
    expect(second.items.map((n) => n.subject)).toEqual(['New announcement: News 2', 'New announcement: News 1']);
    const last = await list.execute({ actor: rahim, limit: 2, before: second.next! });
    expect(last.items.map((n) => n.subject)).toEqual(['New announcement: News 0']);
    expect(last.next).toBeUndefined();
    expect((await list.execute({ actor: rahim, limit: 500 })).items).toHaveLength(5);
    expect(await list.execute({ actor: karim, limit: 10 })).toEqual({ items: [], unread: 0 });
  });

  it("marks only the caller's own notifications read, named or all", async () => {
    const w = await aWorld();
    await told(w, 3);
    const [oldest] = [...w.tables.notifications.values()];
    const mark = new MarkNotificationsRead(w.inbox, w.clock);
    const count = new CountUnreadNotifications(w.inbox);
    expect(await mark.execute({ actor: karim, which: [oldest!.id] })).toEqual({ unread: 0 });
    expect(await count.execute(rahim)).toEqual({ unread: 3 });
    expect(await mark.execute({ actor: rahim, which: [oldest!.id] })).toEqual({ unread: 2 });
    expect(w.tables.notifications.get(oldest!.id)?.readAt).toEqual(w.clock.now());
    expect(await mark.execute({ actor: rahim, which: 'all' })).toEqual({ unread: 0 });
  });
});

describe('email choices', () => {
  it("emails everything until the caller chooses, and keeps each person's own choice", async () => {
    const w = await aWorld();
    const get = new GetEmailChoices(w.emailChoices);
    const save = new SaveEmailChoices(w.emailChoices, w.uow);
    expect(await get.execute(rahim)).toEqual({
      payments: true,
      announcements: true,
      maintenance: true,
      reminders: true,
      applications: true,
    });
    const chosen = { payments: true, announcements: false, maintenance: false, reminders: true, applications: false };
    expect(await save.execute({ actor: rahim, choices: chosen })).toEqual(chosen);
    expect(await get.execute(rahim)).toEqual(chosen);
    expect((await get.execute(karim)).announcements).toBe(true);
    // A topic left out keeps what is stored.
    const { applications: _left, ...fourTopics } = { ...chosen, payments: false };
    expect(await save.execute({ actor: rahim, choices: fourTopics })).toEqual({ ...fourTopics, applications: false });
  });
});

describe("the admin's outbox", () => {
  const admin = 'office@lakeview.example';

  async function withFailedEmail() {
    const w = await aWorld();
    await told(w, 2);
    const [first] = await w.outbox.claim(w.clock.now(), 1, 60_000, 'sender');
    await w.outbox.settle(first!.notificationId, 'sender', { status: 'failed', at: w.clock.now(), error: '550' });
    return { w, failedId: first!.notificationId };
  }

  it('lists a page with the number failed, whatever the filter', async () => {
    const { w, failedId } = await withFailedEmail();
    const list = new ListEmails(w.outbox, w.rereader);
    const all = await list.execute({});
    expect(all).toMatchObject({ total: 2, failed: 1 });
    const pending = await list.execute({ status: 'pending', page: 1 });
    expect(pending).toMatchObject({ total: 1, failed: 1 });
    expect(pending.items[0]?.notificationId).not.toBe(failedId);
  });

  it('puts a failed email back in the queue, due now, and records who did it', async () => {
    const { w, failedId } = await withFailedEmail();
    const retried = await new RetryEmail(w.outbox, w.uow, w.clock, w.trail, w.rereader).execute({
      notificationId: failedId,
      by: admin,
    });
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: w.clock.now() });
    expect([...w.tables.audit.values()]).toEqual([
      expect.objectContaining({
        actor: admin,
        action: 'email.retry',
        subject: failedId,
        label: 'New announcement: News 0 to rahim@example.com',
        before: { status: 'failed', attempts: 1 },
        after: { status: 'pending' },
      }),
    ]);
  });

  it('refuses an unknown email and one that is not failed, changing nothing', async () => {
    const { w, failedId } = await withFailedEmail();
    const retry = new RetryEmail(w.outbox, w.uow, w.clock, w.trail, w.rereader);
    const pendingId = [...w.tables.emails.keys()].find((id) => id !== failedId)!;
    const before = w.rows();
    await expectRefusal(retry.execute({ notificationId: 'nope', by: admin }), 'EMAIL.NOT_FOUND');
    await expectRefusal(retry.execute({ notificationId: pendingId, by: admin }), 'EMAIL.NOT_FAILED');
    expect(w.rows()).toEqual(before);
  });
});
