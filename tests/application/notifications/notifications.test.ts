/**
 * Who is told what, written in the same unit of work as the change: every recipient's inbox, and an email in the
 * outbox for those who want that topic by email. A change that is refused tells nobody anything.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '../../../domain/notifications/email-choices.ts';
import { DecideAgreement } from '../../../application/agreements/decide-agreement.ts';
import { PostAnnouncement } from '../../../application/announcements/post-announcement.ts';
import { RecordPayment } from '../../../application/payments/record-payment.ts';
import { GetBuilding } from '../../../application/building/get-building.ts';
import { ReportProblem } from '../../../application/maintenance/report-problem.ts';
import { ChangeRequestStatus } from '../../../application/maintenance/change-request-status.ts';
import { CommentOnRequest } from '../../../application/maintenance/comment-on-request.ts';
import { SendRentReminders } from '../../../application/notifications/send-rent-reminders.ts';
import {
  AT,
  BUILDING_DETAILS,
  anActor,
  anAgreement,
  anApartment,
  anIntent,
  aPayment,
  aUser,
} from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const a101 = anApartment().withRent(12_000).build();
const rahim = aUser().build();
const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim Hossain').member().build();
const nusrat = aUser()
  .withId('user-nusrat')
  .withEmail('office@lakeview.example')
  .withName('Nusrat Jahan')
  .admin()
  .build();
const boss = anActor().withEmail(nusrat.email).withName(nusrat.name).admin().build();

/** What each person found in their inbox, oldest first, and who was emailed which subject. */
function told(w: World) {
  const inbox = [...w.tables.notifications.values()].map((n) => ({ to: n.recipientEmail, subject: n.subject }));
  const emailed = [...w.tables.emails.values()].map((e) => ({
    to: e.to,
    name: e.toName,
    subject: w.tables.notifications.get(e.notificationId)?.subject,
    status: e.status,
  }));
  return { inbox, emailed };
}

describe('telling people what happened', () => {
  it('tells an accepted applicant the flat is theirs and when the lease starts, by inbox and by email', async () => {
    const w = await aWorld({
      apartments: [a101],
      users: [rahim],
      agreements: [anAgreement().withId('agr-1').by(rahim).on(a101).build()],
    });
    const decide = new DecideAgreement(
      w.agreements,
      w.users,
      w.uow,
      w.ids,
      w.clock,
      w.trail,
      w.calendar,
      w.notifier,
      w.ledger,
    );
    await decide.execute({ id: 'agr-1', decision: 'accept', by: boss.email, startMonth: '2026-12' });
    const [note] = w.tables.notifications.values();
    expect(note).toMatchObject({
      recipientEmail: 'rahim@example.com',
      topic: 'agreements',
      subject: 'Welcome home: Block A, floor 1, A101 is yours',
      createdAt: AT,
    });
    expect(note?.lines.join(' ')).toContain('December 2026');
    expect(told(w).emailed).toEqual([
      { to: 'rahim@example.com', name: 'Rahim Uddin', subject: note?.subject, status: 'pending' },
    ]);
  });

  it('emails a decision on an application even to someone who switched every topic off', async () => {
    const w = await aWorld({
      apartments: [a101],
      users: [rahim],
      agreements: [anAgreement().withId('agr-1').by(rahim).on(a101).build()],
    });
    await w.emailChoices.save(rahim.email, {
      payments: false,
      announcements: false,
      maintenance: false,
      reminders: false,
      applications: false,
    });
    const decide = new DecideAgreement(
      w.agreements,
      w.users,
      w.uow,
      w.ids,
      w.clock,
      w.trail,
      w.calendar,
      w.notifier,
      w.ledger,
    );
    await decide.execute({ id: 'agr-1', decision: 'reject', by: boss.email });
    expect(told(w).emailed.map((e) => e.subject)).toEqual([
      'Your application for Block A, floor 1, A101 was not accepted',
    ]);
  });

  it('tells nobody anything when the decision is refused', async () => {
    const w = await aWorld({
      apartments: [a101],
      users: [rahim],
      agreements: [anAgreement().withId('agr-1').by(rahim).on(a101).withStatus('rejected').build()],
    });
    const decide = new DecideAgreement(
      w.agreements,
      w.users,
      w.uow,
      w.ids,
      w.clock,
      w.trail,
      w.calendar,
      w.notifier,
      w.ledger,
    );
    await expectRefusal(
      decide.execute({ id: 'agr-1', decision: 'accept', by: boss.email }),
      'AGREEMENT.ALREADY_REJECTED',
    );
    expect(told(w)).toEqual({ inbox: [], emailed: [] });
  });

  describe('payments', () => {
    const member = aUser().member().build();
    async function paid(intent = anIntent().build(), given: Parameters<typeof aWorld>[0] = {}) {
      const w = await aWorld({
        apartments: [a101],
        users: [member],
        agreements: [anAgreement().by(member).on(a101).accepted().build()],
        ...given,
      });
      w.gateway.holds(intent);
      const record = new RecordPayment(
        w.agreements,
        w.payments,
        w.gateway,
        w.uow,
        w.ids,
        w.clock,
        w.logger,
        w.calendar,
        w.notifier,
      );
      return { w, record };
    }

    it('sends the receipt number and a link to it when a payment is recorded', async () => {
      const { w, record } = await paid();
      await record.execute({ transactionId: 'pi_1' });
      const [note] = w.tables.notifications.values();
      expect(note).toMatchObject({
        subject: 'Payment received: 12,000 taka for November 2026 (receipt R-000001)',
        link: '/dashboard/receipts/1',
      });
      expect(told(w).emailed).toHaveLength(1);
    });

    it('keeps a member who switched payment emails off informed in the inbox only', async () => {
      const { w, record } = await paid();
      await w.emailChoices.save(member.email, { ...DEFAULT_EMAIL_PREFERENCES, payments: false });
      await record.execute({ transactionId: 'pi_1' });
      expect(told(w).inbox).toHaveLength(1);
      expect(told(w).emailed).toEqual([]);
    });

    it('tells the member their money came back when a charge could not be recorded', async () => {
      const earlier = aPayment().withTransactionId('pi_earlier').forMonth('2026-11').build();
      const { w, record } = await paid(anIntent().build(), { payments: [earlier] });
      await expectRefusal(record.execute({ transactionId: 'pi_1' }), 'PAYMENT.MONTH_ALREADY_PAID');
      expect(told(w).inbox).toEqual([{ to: member.email, subject: 'Refunded: 12,000 taka for November 2026' }]);
      expect(told(w).emailed).toHaveLength(1);
    });
  });

  it('tells every member, and only members, of a new announcement', async () => {
    const w = await aWorld({
      users: [rahim, karim, nusrat, aUser().withId('u-3').withEmail('mim@example.com').member().build()],
    });
    const post = new PostAnnouncement(w.announcements, w.uow, w.ids, w.clock, w.trail, w.users, w.notifier);
    await post.execute({ title: 'Water off on Friday', description: 'From 10 to 12.', by: boss.email });
    expect(
      told(w)
        .inbox.map((n) => n.to)
        .sort(),
    ).toEqual(['karim@example.com', 'mim@example.com']);
    expect(new Set(told(w).inbox.map((n) => n.subject))).toEqual(new Set(['New announcement: Water off on Friday']));
  });

  it('writes each member their own language: Bangla to one who chose it, English to the rest', async () => {
    const mim = aUser().withId('u-3').withEmail('mim@example.com').withName('Mim Akter').member().inBangla().build();
    const w = await aWorld({ users: [karim, mim] });
    const post = new PostAnnouncement(w.announcements, w.uow, w.ids, w.clock, w.trail, w.users, w.notifier);
    await post.execute({ title: 'Water off on Friday', description: 'From 10 to 12.', by: boss.email });
    const notes = new Map([...w.tables.notifications.values()].map((n) => [n.recipientEmail, n]));
    expect(notes.get('mim@example.com')).toMatchObject({
      language: 'bn',
      subject: 'নতুন ঘোষণা: Water off on Friday',
      lines: ['ভবন কর্তৃপক্ষ একটি ঘোষণা দিয়েছে: Water off on Friday।', 'From 10 to 12.'],
    });
    expect(notes.get('karim@example.com')).toMatchObject({
      language: 'en',
      subject: 'New announcement: Water off on Friday',
    });
    // The email is the same notification: Mim's is in Bangla too.
    expect(told(w).emailed.find((e) => e.to === 'mim@example.com')?.subject).toBe('নতুন ঘোষণা: Water off on Friday');
  });

  it('writes in the language chosen at the time of writing, and English to someone without an account', async () => {
    const w = await aWorld({ users: [rahim] });
    expect(await w.users.setLanguage(rahim.email, 'bn')).toBe(true);
    await w.notifier.notify(
      [
        { email: 'RAHIM@example.com', name: rahim.name },
        { email: 'nobody@example.com', name: 'Nobody' },
      ],
      { type: 'payment-refunded', month: '2026-11', amount: 9000 },
    );
    expect(told(w).inbox).toEqual([
      { to: 'rahim@example.com', subject: 'টাকা ফেরত: নভেম্বর ২০২৬-এর ৯,০০০ টাকা' },
      { to: 'nobody@example.com', subject: 'Refunded: 9,000 taka for November 2026' },
    ]);
  });

  describe('maintenance', () => {
    const lease = anAgreement().by(karim).on(a101).accepted().build();
    const resident = anActor().withEmail(karim.email).withName(karim.name).member().build();
    async function reported(emergency: boolean) {
      const w = await aWorld({ apartments: [a101], users: [karim, nusrat], agreements: [lease] });
      const report = new ReportProblem(
        w.agreements,
        w.users,
        w.maintenance,
        { prepare: () => Promise.reject(new Error('these reports carry no photos')) },
        new GetBuilding(w.building, BUILDING_DETAILS),
        w.uow,
        w.ids,
        w.clock,
        w.calendar,
        w.notifier,
      );
      const request = await report.execute({
        actor: resident,
        report: {
          where: 'flat',
          category: 'plumbing',
          title: 'Burst pipe',
          description: 'Water everywhere',
          emergency,
        },
      });
      return { w, request };
    }

    it('tells every admin of an emergency at once, and nobody of an ordinary report', async () => {
      expect(told((await reported(true)).w).inbox).toEqual([
        { to: nusrat.email, subject: 'Emergency reported: Burst pipe (A101)' },
      ]);
      expect(told((await reported(false)).w).inbox).toEqual([]);
    });

    it("tells the resident of each status change and the building's comments, never of an internal note", async () => {
      const { w, request } = await reported(false);
      const status = new ChangeRequestStatus(w.maintenance, w.uow, w.clock, w.trail, w.notifier);
      const comment = new CommentOnRequest(w.maintenance, w.uow, w.clock, w.trail, w.notifier);
      await status.execute({ actor: boss, id: request.request.id, action: 'start' });
      await comment.execute({ actor: boss, id: request.request.id, text: 'Plumber at 3', internal: false });
      await comment.execute({ actor: boss, id: request.request.id, text: 'Tenant is rude', internal: true });
      await comment.execute({ actor: resident, id: request.request.id, text: 'Thanks', internal: false });
      await status.execute({ actor: boss, id: request.request.id, action: 'resolve' });
      expect(told(w).inbox).toEqual([
        { to: karim.email, subject: 'Your request "Burst pipe" is being worked on' },
        { to: karim.email, subject: 'New comment on "Burst pipe"' },
        { to: karim.email, subject: 'Your request "Burst pipe" is fixed' },
      ]);
      expect(told(w).emailed).toHaveLength(3);
    });
  });
});

describe('rent reminders', () => {
  const member = aUser().member().build();
  const schedule = { dueDay: 5, daysBefore: 3, daysAfter: 5 };
  /** A member of A101 since September 2026; the clock at `day` 10:00 in Dhaka. */
  async function reminding(day: string, payments: ReturnType<ReturnType<typeof aPayment>['build']>[] = []) {
    const w = await aWorld({
      apartments: [a101],
      users: [member],
      agreements: [anAgreement().by(member).on(a101).accepted().build()],
      payments,
    });
    w.clock.advance(new Date(`${day}T04:00:00Z`).getTime() - AT.getTime());
    const remind = new SendRentReminders(
      w.books,
      w.sentReminders,
      w.notifier,
      w.uow,
      w.clock,
      w.calendar,
      async () => schedule,
    );
    return { w, remind };
  }

  it('sends the reminder the day calls for, once, however many rounds run', async () => {
    const paidSoFar = ['2026-09', '2026-10'].map((m) => aPayment().withTransactionId(`pi_${m}`).forMonth(m).build());
    const { w, remind } = await reminding('2026-11-05', paidSoFar);
    expect(await remind.execute()).toEqual({ sent: 1 });
    expect(await remind.execute()).toEqual({ sent: 0 });
    expect(told(w).inbox).toEqual([{ to: member.email, subject: 'Rent for November 2026 is due today' }]);
    expect([...w.tables.notifications.values()][0]?.lines[0]).toBe(
      'Rent of 12,000 taka for November 2026 is due on 5 Nov 2026.',
    );
  });

  it('skips a month that is paid, and tells of each unpaid month in reach', async () => {
    const { w, remind } = await reminding('2026-11-29', [
      aPayment().withTransactionId('pi_nov').forMonth('2026-11').build(),
    ]);
    // October is overdue and unpaid; November is paid; December's early reminder falls on 2 Dec, not yet.
    expect(await remind.execute()).toEqual({ sent: 1 });
    expect(told(w).inbox.map((n) => n.subject)).toEqual(['Rent for October 2026 is overdue']);
  });

  it('sends nothing before the first reminder day of an unpaid month', async () => {
    const paidSoFar = ['2026-09', '2026-10'].map((m) => aPayment().withTransactionId(`pi_${m}`).forMonth(m).build());
    const { w, remind } = await reminding('2026-11-01', paidSoFar);
    expect(await remind.execute()).toEqual({ sent: 0 });
    expect(told(w).inbox).toEqual([]);
  });
});
