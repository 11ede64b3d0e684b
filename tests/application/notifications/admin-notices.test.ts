import { describe, expect, it } from 'vitest';
import { ApplyForAgreement } from '../../../application/agreements/apply-for-agreement.ts';
import { GetBuilding } from '../../../application/building/get-building.ts';
import { AddLateFees } from '../../../application/late-fees/add-late-fees.ts';
import { GetLateFeeSettings, SaveLateFeeSettings } from '../../../application/late-fees/late-fee-settings.ts';
import { DeliverEmails } from '../../../application/notifications/deliver-emails.ts';
import type { Mailer } from '../../../application/notifications/ports.ts';
import { MAX_EMAIL_ATTEMPTS } from '../../../domain/notifications/email-delivery.ts';
import { anActor, anAgreement, anApartment, aUser, BUILDING_DETAILS } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';

// Two admins and a member; Rahim (a visitor) applies. The clock starts at 5 November 2026, 16:00 in Dhaka.
const a101 = anApartment().withId('apt-a101').at('A', 1, 'A101').withRent(12_000).build();
const c101 = anApartment().withId('apt-c101').at('C', 1, 'C101').withRent(15_000).build();
const nadia = aUser().withId('u-nadia').withEmail('nadia@example.com').withName('Nadia Islam').admin().build();
const sumi = aUser().withId('u-sumi').withEmail('sumi@example.com').withName('Sumi Akter').admin().build();
const mim = aUser().withId('u-mim').withEmail('mim@example.com').withName('Mim Akter').member().build();
const mimsLease = anAgreement().withId('L-mim').by(mim).on(c101).startingIn('2026-11').accepted().build();
const rahim = anActor().build();

const building = () => aWorld({ apartments: [a101, c101], users: [nadia, sumi, mim], agreements: [mimsLease] });

const apply = (w: World) =>
  new ApplyForAgreement(w.apartments, w.agreements, w.users, w.notifier, w.tenantDetails, w.uow, w.ids, w.clock);

const inboxOf = async (w: World, email: string) => w.inbox.listFor(email, { limit: 50 });
const emailsTo = (w: World, email: string) => [...w.tables.emails.values()].filter((e) => e.to === email);

describe('a new application reaches the admins', () => {
  it("tells every admin who applied for which flat, and nothing else of the applicant's", async () => {
    const w = await building();
    const { agreement } = await apply(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    for (const admin of [nadia, sumi]) {
      const [notice, ...rest] = await inboxOf(w, admin.email);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({
        topic: 'applications',
        subject: 'New application: Rahim Uddin for Block A, floor 1, A101',
        link: `/dashboard/agreement-requests?request=${agreement.id}`,
        event: { type: 'application-received', agreementId: agreement.id, name: 'Rahim Uddin' },
      });
      expect(JSON.stringify(notice)).not.toContain(rahim.email);
    }
    expect(await inboxOf(w, mim.email)).toEqual([]);
    expect(await inboxOf(w, rahim.email)).toEqual([]);
  });

  it('emails each admin who wants applications, and only those', async () => {
    const w = await building();
    await w.emailChoices.save(sumi.email, { ...(await w.emailChoices.get(sumi.email)), applications: false });
    await apply(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    expect(emailsTo(w, nadia.email)).toHaveLength(1);
    expect(emailsTo(w, sumi.email)).toEqual([]);
    expect(await inboxOf(w, sumi.email)).toHaveLength(1);
  });

  it('tells nobody twice when the same request is sent again, and nothing of a refused one', async () => {
    const w = await building();
    await apply(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    expect((await apply(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } })).alreadySent).toBe(true);
    await expect(apply(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-c101' } })).rejects.toThrow();
    expect(await inboxOf(w, nadia.email)).toHaveLength(1);
    expect(emailsTo(w, nadia.email)).toHaveLength(1);
  });
});

describe('a round of late fees reaches the admins once', () => {
  const settings = (w: World) => new GetLateFeeSettings(w.lateFeeRules, async () => 5);
  const round = (w: World) =>
    new AddLateFees(
      w.books,
      w.agreements,
      w.ledger,
      () => settings(w).rule(),
      w.notifier,
      w.uow,
      w.ids,
      w.clock,
      w.calendar,
      async () => 5,
      w.users,
    );

  it('with how many fees it added and their total, one notice per admin, and none for a round that added none', async () => {
    const rahimsLease = anAgreement()
      .withId('L-rahim')
      .by(aUser().withEmail('rahim@example.com').build())
      .on(a101)
      .startingIn('2026-10')
      .accepted()
      .build();
    const w = await aWorld({
      apartments: [a101, c101],
      users: [nadia, sumi, mim],
      agreements: [mimsLease, rahimsLease],
    });
    await new SaveLateFeeSettings(w.lateFeeRules, settings(w), w.uow, w.calendar, w.trail).execute({
      rule: { enabled: true, graceDays: 5, basis: 'fixed', amount: 500, percent: null, cap: null },
      version: 0,
      by: nadia.email,
    });
    w.clock.advance(new Date('2026-11-11T06:00:00Z').getTime() - w.clock.now().getTime());
    expect(await round(w).execute()).toEqual({ added: 2 });
    for (const admin of [nadia, sumi]) {
      const notices = await inboxOf(w, admin.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        topic: 'payments',
        subject: '2 late fees added: 1,000 taka in all',
        link: '/dashboard/books',
        event: { type: 'late-fees-added', count: 2, total: 1000 },
      });
    }
    // Each resident hears of their own fee, never of the round.
    expect((await inboxOf(w, mim.email)).map((n) => n.event?.type)).toEqual(['late-fee-added']);
    w.clock.advance(60 * 60_000);
    expect(await round(w).execute()).toEqual({ added: 0 });
    expect(await inboxOf(w, nadia.email)).toHaveLength(1);
  });
});

/** A mail server that refuses everything, counting what it was asked to send. */
class RefusingMailer implements Mailer {
  readonly asked: string[] = [];
  async send(email: { to: string }): Promise<void> {
    this.asked.push(email.to);
    throw new Error('550 mailbox unavailable');
  }
}

describe('an email given up on reaches the admins', () => {
  const deliverer = (w: World, mailer: Mailer) =>
    new DeliverEmails(
      w.outbox,
      mailer,
      new GetBuilding(w.building, BUILDING_DETAILS),
      w.ids,
      w.clock,
      w.logger,
      w.rereader,
      w.users,
      w.notifier,
      w.uow,
    );

  /** Runs rounds, each once the last one's retry is due, until nothing is left to try. */
  async function roundsUntilDone(w: World, mailer: Mailer) {
    for (let i = 0; i < MAX_EMAIL_ATTEMPTS * 3; i++) {
      await deliverer(w, mailer).execute();
      w.clock.advance(4 * 60 * 60_000);
    }
  }

  it("once per failed email, to every admin's inbox, saying to whom and about what, never by email", async () => {
    const w = await building();
    await w.uow.run(() =>
      w.notifier.notify([{ email: mim.email, name: mim.name }], {
        type: 'late-fee-added',
        month: '2026-11',
        amount: 500,
      }),
    );
    const mailer = new RefusingMailer();
    await roundsUntilDone(w, mailer);
    expect(mailer.asked).toEqual(Array(MAX_EMAIL_ATTEMPTS).fill(mim.email));
    const failed = [...w.tables.emails.values()].find((e) => e.to === mim.email)!;
    expect(failed.status).toBe('failed');
    for (const admin of [nadia, sumi]) {
      const notices = await inboxOf(w, admin.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        topic: 'delivery',
        subject: 'An email to Mim Akter could not be delivered',
        lines: [
          'The email to Mim Akter (mim@example.com) about payments could not be delivered after every attempt, and was given up on.',
          'Email Delivery shows why; you may send it again from there once.',
        ],
        link: '/dashboard/email-delivery?status=failed',
        event: { type: 'email-failed', notificationId: failed.notificationId, to: mim.email, about: 'payments' },
      });
      expect(emailsTo(w, admin.email)).toEqual([]);
    }
    expect(await inboxOf(w, mim.email)).toHaveLength(1);
  });

  it('never loops: an admin whose own emails fail hears of each in the inbox, and the outbox stops growing', async () => {
    const w = await building();
    // An application emails both admins; both addresses refuse mail.
    await apply(w).execute({ actor: rahim, apartment: { apartmentId: 'apt-a101' } });
    expect(w.tables.emails.size).toBe(2);
    const mailer = new RefusingMailer();
    await roundsUntilDone(w, mailer);
    // Two emails failed, each tried six times: no email was ever written about a failure.
    expect(mailer.asked).toHaveLength(2 * MAX_EMAIL_ATTEMPTS);
    expect(w.tables.emails.size).toBe(2);
    expect([...w.tables.emails.values()].every((e) => e.status === 'failed')).toBe(true);
    for (const admin of [nadia, sumi]) {
      const failures = (await inboxOf(w, admin.email)).filter((n) => n.event?.type === 'email-failed');
      expect(failures.map((n) => n.subject).sort()).toEqual([
        'An email to Nadia Islam could not be delivered',
        'An email to Sumi Akter could not be delivered',
      ]);
    }
    // More rounds find nothing to send and tell nobody again.
    await roundsUntilDone(w, mailer);
    expect(mailer.asked).toHaveLength(2 * MAX_EMAIL_ATTEMPTS);
    expect((await inboxOf(w, nadia.email)).filter((n) => n.event?.type === 'email-failed')).toHaveLength(2);
  });

  it('tells nobody of a failure that will be tried again', async () => {
    const w = await building();
    await w.uow.run(() =>
      w.notifier.notify([{ email: mim.email, name: mim.name }], {
        type: 'late-fee-added',
        month: '2026-11',
        amount: 500,
      }),
    );
    await deliverer(w, new RefusingMailer()).execute();
    expect([...w.tables.emails.values()][0]!.status).toBe('pending');
    expect(await inboxOf(w, nadia.email)).toEqual([]);
  });
});
