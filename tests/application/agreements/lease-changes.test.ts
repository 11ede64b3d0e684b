import { describe, expect, it } from 'vitest';
import {
  CancelRentChange,
  GetMyLeaseChanges,
  ListLeaseChanges,
  ScheduleRentChange,
} from '../../../application/agreements/rent-changes.ts';
import { AnswerRenewal, OfferRenewal } from '../../../application/agreements/renewals.ts';
import { EndLeasesAtTerm } from '../../../application/agreements/end-leases-at-term.ts';
import { LeaseEnding } from '../../../application/members/end-lease.ts';
import { StartFinalStatement } from '../../../application/move-out/start-final-statement.ts';
import { taka } from '../../../domain/shared/money.ts';
import { GetMyDues } from '../../../application/payments/get-my-dues.ts';
import { GetArrears } from '../../../application/payments/get-arrears.ts';
import { DEFAULT_REMINDER_SCHEDULE } from '../../../domain/notifications/reminders.ts';
import { anActor, anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// The clock stands at 5 November 2026 in Dhaka: a new rent may start from January 2027. Rahim rents A101 at 12 000
// taka from September 2026, his lease planned to end in August 2027.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const rahim = aUser().withId('u-rahim').withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const admin = aUser().withId('u-admin').withEmail('admin@example.com').withName('Admin').admin().build();
const lease = { ...anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build(), termEndMonth: '2027-08' };
const ADMIN = 'admin@example.com';
const rahimActor = anActor().withEmail(rahim.email).withName(rahim.name).member().build();

const aBuilding = () => aWorld({ apartments: [a101], users: [rahim, admin], agreements: [lease] });
const schedule = (w: World) =>
  new ScheduleRentChange(w.agreements, w.rentChanges, w.uow, w.ids, w.clock, w.calendar, w.trail, w.notifier);
const cancel = (w: World) => new CancelRentChange(w.agreements, w.rentChanges, w.uow, w.calendar, w.trail);
const list = (w: World) => new ListLeaseChanges(w.agreements, w.rentChanges, w.renewalOffers, w.calendar);
const mine = (w: World) => new GetMyLeaseChanges(w.agreements, w.rentChanges, w.renewalOffers, w.calendar);
const offer = (w: World) =>
  new OfferRenewal(w.agreements, w.renewalOffers, w.uow, w.ids, w.clock, w.calendar, w.trail, w.notifier);
const answer = (w: World) => new AnswerRenewal(w.agreements, w.renewalOffers, w.rentChanges, w.uow, w.ids, w.clock);
const job = (w: World) =>
  new EndLeasesAtTerm(
    w.agreements,
    new LeaseEnding(w.users, w.agreements, w.trail, w.notifier, new StartFinalStatement(w.finalStatements, w.clock)),
    w.users,
    w.notifier,
    w.uow,
    w.clock,
    w.calendar,
  );
const inboxOf = async (w: World, email: string) => w.inbox.listFor(email, { limit: 20 });

describe('a scheduled rent change', () => {
  it('is kept, audited and told to the member at once, and listed until it takes effect', async () => {
    const w = await aBuilding();
    const change = await schedule(w).execute({ leaseId: lease.id, rent: 13_200, effectiveMonth: '2027-01', by: ADMIN });
    expect(change).toMatchObject({ leaseId: lease.id, rent: 13_200, effectiveMonth: '2027-01', scheduledBy: ADMIN });
    expect((await inboxOf(w, rahim.email)).map((n) => n.event)).toEqual([
      { type: 'rent-change-scheduled', month: '2027-01', rent: 13_200 },
    ]);
    const [entry] = (await w.audit.list({ action: 'lease.rent-change' }, { page: 1, limit: 5 })).items;
    expect(entry).toMatchObject({
      actor: ADMIN,
      subject: lease.id,
      after: { effectiveMonth: '2027-01', rent: 13_200 },
    });
    const seen = await list(w).execute({ leaseId: lease.id });
    expect(seen).toMatchObject({ rentNow: 12_000, firstMonth: '2027-01', changes: [change] });
    expect((await mine(w).execute(rahimActor)).changes).toEqual([change]);
  });

  it('bills the new rent from its month on, the old one before', async () => {
    const w = await aBuilding();
    await schedule(w).execute({ leaseId: lease.id, rent: 13_200, effectiveMonth: '2027-01', by: ADMIN });
    w.clock.advance(90 * 24 * 3600_000); // early February 2027
    const { settlement } = await w.books.of(lease);
    const rent = (month: string) => settlement.charges.find((c) => c.charge.id === `rent:${lease.id}:${month}`)!.charge;
    expect(rent('2026-12').amount).toBe(taka(12_000));
    expect(rent('2027-01').amount).toBe(taka(13_200));
    expect(rent('2027-02').amount).toBe(taka(13_200));
    expect((await list(w).execute({ leaseId: lease.id })).rentNow).toBe(13_200);
    // A month paid by card is priced at the rent it bills.
    expect(await w.books.rentIn(lease, '2026-12')).toBe(12_000);
    expect(await w.books.rentIn(lease, '2027-02')).toBe(13_200);
    const dues = await new GetMyDues(
      w.agreements,
      w.payments,
      w.calendar,
      async () => DEFAULT_REMINDER_SCHEDULE,
      w.books,
    ).execute(rahimActor);
    expect(dues.owed.map((o) => [o.month, o.amountMinor])).toEqual([
      ['2026-09', taka(12_000)],
      ['2026-10', taka(12_000)],
      ['2026-11', taka(12_000)],
      ['2026-12', taka(12_000)],
      ['2027-01', taka(13_200)],
      ['2027-02', taka(13_200)],
    ]);
    expect(dues.totalMinor).toBe(taka(4 * 12_000 + 2 * 13_200));
    expect(dues.rent).toBe(13_200);
    // The arrears the admins read count each month at its rent too.
    const { rows } = await new GetArrears(w.agreements, w.books, w.calendar).execute();
    expect(rows[0]!.owedMinor).toBe(taka(4 * 12_000 + 2 * 13_200));
  });

  it('refuses too little notice, a rent not whole taka, a second change for the month, a lease not running: nothing written', async () => {
    const w = await aBuilding();
    const before = w.rows();
    await expectRefusal(
      schedule(w).execute({ leaseId: lease.id, rent: 13_000.5, effectiveMonth: '2026-12', by: ADMIN }),
      'VALIDATION.INVALID_INPUT',
    );
    await expectRefusal(
      schedule(w).execute({ leaseId: 'nope', rent: 13_000, effectiveMonth: '2027-01', by: ADMIN }),
      'AGREEMENT.NOT_FOUND',
    );
    expect(w.rows()).toEqual(before);
    await schedule(w).execute({ leaseId: lease.id, rent: 13_000, effectiveMonth: '2027-01', by: ADMIN });
    const once = w.rows();
    await expectRefusal(
      schedule(w).execute({ leaseId: lease.id, rent: 14_000, effectiveMonth: '2027-01', by: ADMIN }),
      'RENTCHANGE.DUPLICATE_MONTH',
    );
    expect(w.rows()).toEqual(once);
    await w.uow.run(() => w.agreements.update({ ...lease, status: 'ended', endMonth: '2026-11' }, 'accepted'));
    await expectRefusal(
      schedule(w).execute({ leaseId: lease.id, rent: 14_000, effectiveMonth: '2027-02', by: ADMIN }),
      'AGREEMENT.NOT_ACCEPTED',
    );
    await expectRefusal(mine(w).execute(rahimActor), 'AGREEMENT.NOT_FOUND');
    await expectRefusal(list(w).execute({ leaseId: 'nope' }), 'AGREEMENT.NOT_FOUND');
  });

  it('may be cancelled before its month, once, and not after it began', async () => {
    const w = await aBuilding();
    const change = await schedule(w).execute({ leaseId: lease.id, rent: 13_000, effectiveMonth: '2027-01', by: ADMIN });
    await cancel(w).execute({ id: change.id, by: ADMIN });
    expect(await w.rentChanges.listFor(lease.id)).toEqual([]);
    await expectRefusal(cancel(w).execute({ id: change.id, by: ADMIN }), 'RENTCHANGE.NOT_FOUND');
    const [entry] = (await w.audit.list({ action: 'lease.rent-change-cancel' }, { page: 1, limit: 5 })).items;
    expect(entry).toMatchObject({ before: { effectiveMonth: '2027-01', rent: 13_000 } });
    const again = await schedule(w).execute({ leaseId: lease.id, rent: 13_000, effectiveMonth: '2027-01', by: ADMIN });
    w.clock.advance(60 * 24 * 3600_000); // January 2027
    await expectRefusal(cancel(w).execute({ id: again.id, by: ADMIN }), 'RENTCHANGE.IN_EFFECT');
  });
});

describe('a renewal offer', () => {
  it('accepted, moves the planned end and schedules the rent from the month after the old end', async () => {
    const w = await aBuilding();
    const made = await offer(w).execute({ leaseId: lease.id, endMonth: '2028-08', rent: 13_500, by: ADMIN });
    expect((await inboxOf(w, rahim.email)).map((n) => n.event?.type)).toEqual(['renewal-offered']);
    expect((await mine(w).execute(rahimActor)).offer).toEqual(made);
    await expectRefusal(
      offer(w).execute({ leaseId: lease.id, endMonth: '2029-08', rent: 1, by: ADMIN }),
      'RENEWAL.PENDING_EXISTS',
    );
    const answered = await answer(w).execute({ actor: rahimActor, id: made.id, accept: true });
    expect(answered.status).toBe('accepted');
    expect((await w.agreements.byId(lease.id))!.termEndMonth).toBe('2028-08');
    expect(await w.rentChanges.listFor(lease.id)).toMatchObject([{ effectiveMonth: '2027-09', rent: 13_500 }]);
    await expectRefusal(answer(w).execute({ actor: rahimActor, id: made.id, accept: false }), 'RENEWAL.ANSWERED');
  });

  it('declined, keeps the end; only its member may answer it', async () => {
    const w = await aBuilding();
    const made = await offer(w).execute({ leaseId: lease.id, endMonth: '2028-08', rent: 13_500, by: ADMIN });
    const stranger = { ...rahimActor, email: 'karim@example.com' };
    await expectRefusal(answer(w).execute({ actor: stranger, id: made.id, accept: true }), 'RENEWAL.NOT_FOUND');
    await expectRefusal(answer(w).execute({ actor: rahimActor, id: 'nope', accept: true }), 'RENEWAL.NOT_FOUND');
    expect((await answer(w).execute({ actor: rahimActor, id: made.id, accept: false })).status).toBe('declined');
    expect((await w.agreements.byId(lease.id))!.termEndMonth).toBe('2027-08');
    expect(await w.rentChanges.listFor(lease.id)).toEqual([]);
    await expectRefusal(
      offer(w).execute({ leaseId: 'nope', endMonth: '2028-08', rent: 1, by: ADMIN }),
      'AGREEMENT.NOT_FOUND',
    );
  });
});

describe('a lease past its planned end', () => {
  it('ends at its end month with a final statement started, its member becomes a user, the admins are told, and its rent stops', async () => {
    const w = await aBuilding();
    expect(await job(w).execute()).toEqual({ ended: 0 });
    w.clock.advance(300 * 24 * 3600_000); // September 2027
    expect(await job(w).execute()).toEqual({ ended: 1 });
    expect(await job(w).execute()).toEqual({ ended: 0 });
    const ended = (await w.agreements.byId(lease.id))!;
    expect(ended).toMatchObject({ status: 'ended', endMonth: '2027-08' });
    expect(await w.finalStatements.byLease(lease.id)).toMatchObject({ leaseId: lease.id, state: 'draft' });
    expect((await w.users.byEmail(rahim.email))!.role).toBe('user');
    expect((await inboxOf(w, rahim.email)).map((n) => n.event?.type)).toEqual(['membership-ended']);
    expect((await inboxOf(w, admin.email)).map((n) => n.event)).toEqual([
      expect.objectContaining({ type: 'lease-ended-at-term', name: rahim.name, endMonth: '2027-08' }),
    ]);
    const months = (await w.books.of(ended)).settlement.charges.filter((c) => c.charge.kind === 'rent');
    expect(months.at(-1)!.charge.month).toBe('2027-08');
  });
});
