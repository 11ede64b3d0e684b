/**
 * Races run by two processes on one database, as two server instances would run them: what each race starts from
 * (written once, by the test), what attempt `i` does (in whichever process runs it), and the one outcome its rule
 * allows.
 */
import { AuditTrail } from '../../../../application/audit/audit-trail.ts';
import { notifierOver } from '../../../../application/notifications/notifier.ts';
import { ApplyForAgreement } from '../../../../application/agreements/apply-for-agreement.ts';
import { DecideAgreement } from '../../../../application/agreements/decide-agreement.ts';
import { ToggleCoupon } from '../../../../application/coupons/toggle-coupon.ts';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import type { Clock } from '../../../../application/shared/ports.ts';
import { newUser } from '../../../../domain/members/user.ts';
import { anActor, anAgreement, anApartment, aCoupon, aPayment, aUser } from '../../../support/builders.ts';
import { FixedClock, SequentialIds } from '../../../support/fakes.ts';
import { catalogueWording } from '../../../../adapters/wording/notification-wording.ts';
import { buildingCalendar } from '../../../../application/shared/building-calendar.ts';

/** Attempts in each race, half in each process. */
export const N = 20;
const ADMIN = 'admin@test.lakeview';
const DHAKA = 'Asia/Dhaka';
const clock = new FixedClock();
const flat = anApartment().build();

export interface Race {
  /** What the database holds before the race. */
  readonly given: (s: Persistence) => Promise<void>;
  /** Attempt `i`, through the store of the process that runs it (ids unique to that process). */
  readonly attempt: (s: Persistence, i: number, ids: SequentialIds) => Promise<unknown>;
  /**
   * What each attempt must come to, counted by error code ('ok' for a success); read from the database where the
   * losers' answer depends on which attempt won.
   */
  readonly outcome: Record<string, number> | ((s: Persistence) => Promise<Record<string, number>>);
  /** What the database must hold afterwards. */
  readonly after: (s: Persistence) => Promise<unknown>;
  readonly holds: unknown;
  /** A race whose one outcome is SQLite's only (on PostgreSQL it depends on how the attempts interleave). */
  readonly sqliteOnly?: true;
}

/** An admin deciding requests through store `s`, on the building's calendar. */
export const decider = (s: Persistence, ids: SequentialIds, clock: Clock = new FixedClock()) =>
  new DecideAgreement(
    s.agreements,
    s.users,
    s.uow,
    ids,
    clock,
    new AuditTrail(s.audit, ids, clock),
    buildingCalendar(clock, DHAKA),
    notifierOver(s, ids, clock, catalogueWording),
    s.ledger,
  );

const applicants = Array.from({ length: N }, (_, i) =>
  aUser().withId(`u-${i}`).withEmail(`applicant${i}@example.com`).build(),
);

export const RACES = {
  'one open agreement per person': {
    given: (s) =>
      s.apartments
        .addMissing(Array.from({ length: N }, (_, i) => anApartment().withId(`apt-${i}`).at('A', i, `A${i}01`).build()))
        .then(() => undefined),
    attempt: (s, i, ids) =>
      new ApplyForAgreement(
        s.apartments,
        s.agreements,
        s.users,
        notifierOver(s, ids, clock, catalogueWording),
        s.tenantDetails,
        s.uow,
        ids,
        clock,
      ).execute({
        actor: anActor().build(),
        apartment: { apartmentId: `apt-${i}` },
      }),
    outcome: { ok: 1, 'AGREEMENT.OPEN_EXISTS': N - 1 },
    after: async (s) => (await s.agreements.listPending()).length,
    holds: 1,
  },
  'one accepted agreement per flat': {
    given: async (s) => {
      await s.apartments.addMissing([flat]);
      for (const [i, user] of applicants.entries()) {
        await s.users.save(user);
        await s.agreements.add(anAgreement().withId(`agr-${i}`).by(user).on(flat).build());
      }
    },
    attempt: (s, i, ids) => decider(s, ids).execute({ id: `agr-${i}`, decision: 'accept', by: ADMIN }),
    outcome: { ok: 1, 'APARTMENT.ALREADY_RENTED': N - 1 },
    after: async (s) => ({
      members: (await s.users.listByRole('member')).length,
      accepted: (await s.agreements.listAccepted()).length,
      rented: await s.apartments.countRented(),
    }),
    holds: { members: 1, accepted: 1, rented: 1 },
  },
  'one decision per request': {
    given: async (s) => {
      await s.apartments.addMissing([flat]);
      await s.users.save(applicants[0]!);
      await s.agreements.add(anAgreement().withId('agr-0').by(applicants[0]!).on(flat).build());
    },
    attempt: (s, i, ids) =>
      decider(s, ids).execute({ id: 'agr-0', decision: i % 3 === 1 ? 'reject' : 'accept', by: ADMIN }),
    // The losers are told what the winner decided.
    outcome: async (s) => {
      const decided = (await s.agreements.byId('agr-0'))?.status === 'accepted' ? 'ACCEPTED' : 'REJECTED';
      return { ok: 1, [`AGREEMENT.ALREADY_${decided}`]: N - 1 };
    },
    after: async (s) => (await s.audit.list({}, { page: 1, limit: 50 })).total,
    holds: 1,
  },
  'one payment per person and month': {
    given: async () => undefined,
    attempt: (s, i) =>
      s.uow.run(() =>
        s.payments.add(aPayment().withId(`pay-${i}`).withTransactionId(`pi_${i}`).forMonth('2026-11').build()),
      ),
    outcome: { ok: 1, 'PAYMENT.MONTH_ALREADY_PAID': N - 1 },
    after: async (s) => (await s.payments.listFor(aPayment().build().userEmail)).length,
    holds: 1,
  },
  'one person per email': {
    given: async () => undefined,
    attempt: (s, i) => s.uow.run(() => s.users.save(newUser(`u-${i}`, 'Same@Example.com', `Person ${i}`, ''))),
    outcome: { ok: 1, 'USER.EMAIL_TAKEN': N - 1 },
    after: (s) => s.users.count(),
    holds: 1,
  },
  // SQLite lets one unit of work write at a time, each taking the lock as it begins: every switch reads the state
  // the one before left, and flips it. (On PostgreSQL they overlap; the contract suite makes all of them read first.)
  'switching one coupon': {
    sqliteOnly: true,
    given: (s) => s.coupons.add(aCoupon().build()),
    attempt: (s, _i, ids) =>
      new ToggleCoupon(s.coupons, s.uow, new AuditTrail(s.audit, ids, clock)).execute({ code: 'save10', by: ADMIN }),
    outcome: { ok: N },
    after: async (s) => ({
      isActive: (await s.coupons.byCode('SAVE10'))?.isActive,
      switches: (await s.audit.list({ action: 'coupon.toggle' }, { page: 1, limit: 50 })).total,
    }),
    holds: { isActive: N % 2 === 0, switches: N },
  },
} satisfies Record<string, Race>;

export type RaceName = keyof typeof RACES;
