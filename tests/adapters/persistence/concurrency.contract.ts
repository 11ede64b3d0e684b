import { notifierOver } from '../../../application/notifications/notifier.ts';
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { AuditTrail } from '../../../application/audit/audit-trail.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import type { Coupons } from '../../../application/coupons/ports.ts';
import { newUser } from '../../../domain/members/user.ts';
import { AddCoupon } from '../../../application/coupons/add-coupon.ts';
import { ApplyForAgreement } from '../../../application/agreements/apply-for-agreement.ts';
import { CreatePaymentIntent } from '../../../application/payments/create-payment-intent.ts';
import { RecordPayment } from '../../../application/payments/record-payment.ts';
import { StartFinalStatement } from '../../../application/move-out/start-final-statement.ts';
import { RemoveMember } from '../../../application/members/remove-member.ts';
import { ToggleCoupon } from '../../../application/coupons/toggle-coupon.ts';
import { anActor, anAgreement, anApartment, aCoupon, anIntent, aPayment, aUser } from '../../support/builders.ts';
import { FakePaymentGateway, FixedClock, RecordingLogger, SequentialIds } from '../../support/fakes.ts';
import { outcomes, type Store, type StoreKind } from './stores.ts';
import { decider as deciderOver } from './two-processes/scenarios.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

/*
 * Simultaneous attempts at each uniqueness rule and at each state change. On the SQL stores the attempts are
 * spread over two stores on one database, as two server instances would be: on PostgreSQL they run on separate
 * connections at once; on SQLite each store has its own connection and the file's write lock decides who goes
 * first, so only the database's indexes and conditional updates can decide them. The memory store lives in one
 * process and queues its units of work, so there the attempts run one after another: it proves the rules, not
 * the races. two-processes.test.ts runs the same races from two processes at once, as two server instances would.
 */
const N = 20;
const ADMIN = 'admin@test.lakeview';
/** The building's calendar: the fixed clock's 5 Nov 2026 is November in Dhaka. */
const DHAKA = 'Asia/Dhaka';
const times = <T>(make: (i: number) => T): T[] => Array.from({ length: N }, (_, i) => make(i));

/** Resolves for everyone once `count` have arrived (at once for a count of 0). */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  if (count === 0) open();
  return () => {
    if (++arrived === count) open();
    return opened;
  };
}

/** The coupons, whose reads answer only once `wait` lets them: every reader has read before anyone writes. */
const readingFirst = (coupons: Coupons, wait: () => Promise<void>): Coupons => ({
  add: (coupon) => coupons.add(coupon),
  list: (filter) => coupons.list(filter),
  setActive: (code, isActive) => coupons.setActive(code, isActive),
  byCode: async (code) => {
    const coupon = await coupons.byCode(code);
    await wait();
    return coupon;
  },
});

export function concurrencyContract(store: Store, kind: StoreKind['name']) {
  const overlaps = kind !== 'memory';
  let second: Persistence | undefined;
  beforeAll(async () => {
    if (overlaps) second = await store.another();
  });
  afterAll(async () => {
    await second?.close();
  });
  /** The store attempt `i` goes through: the two alternate on the SQL stores. */
  const via = (i: number): Persistence => (second && i % 2 === 1 ? second : store());
  const clock = new FixedClock();

  /** Roles, agreements and apartments agree: every member holds an accepted agreement and every holder is a member. */
  async function expectConsistent(s: Persistence) {
    const accepted = await s.agreements.listAccepted();
    const members = await s.users.listByRole('member');
    expect(members.map((m) => m.email).sort()).toEqual(accepted.map((a) => a.userEmail).sort());
    expect(await s.apartments.countRented()).toBe(new Set(accepted.map((a) => a.apartmentId)).size);
    expect(new Set(accepted.map((a) => a.apartmentId)).size).toBe(accepted.length);
  }

  const how = overlaps ? 'at once, through two stores' : 'queued one after another (memory store)';

  describe(`Concurrency: ${N} attempts at each uniqueness rule, ${how}`, () => {
    it('ApplyForAgreement: one open agreement per user', async () => {
      const s = store();
      const ids = new SequentialIds('c-');
      const apartments = times((i) => anApartment().withId(`apt-${i}`).at('A', i, `A${i}01`).build());
      await s.apartments.addMissing(apartments);
      const actor = anActor().build();
      const results = await outcomes(
        apartments.map((a, i) =>
          new ApplyForAgreement(
            via(i).apartments,
            via(i).agreements,
            via(i).users,
            notifierOver(via(i), ids, clock, catalogueWording),
            via(i).tenantDetails,
            via(i).uow,
            ids,
            clock,
          ).execute({
            actor,
            apartment: { apartmentId: a.id },
          }),
        ),
      );
      expect(results).toEqual({ ok: 1, 'AGREEMENT.OPEN_EXISTS': N - 1 });
      expect(await s.agreements.listPending()).toHaveLength(1);
    });

    it('ApplyForAgreement: one user asking for one flat many times at once gets one request, the same for all', async () => {
      const s = store();
      const ids = new SequentialIds('c-');
      const apartment = anApartment().build();
      await s.apartments.addMissing([apartment]);
      const actor = anActor().build();
      const answers = await Promise.all(
        times((i) =>
          new ApplyForAgreement(
            via(i).apartments,
            via(i).agreements,
            via(i).users,
            notifierOver(via(i), ids, clock, catalogueWording),
            via(i).tenantDetails,
            via(i).uow,
            ids,
            clock,
          ).execute({
            actor,
            apartment: { apartmentId: apartment.id },
          }),
        ),
      );
      const [kept] = await s.agreements.listPending();
      expect(await s.agreements.listPending()).toHaveLength(1);
      expect(answers.filter((a) => !a.alreadySent)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.agreement.id))).toEqual(new Set([kept!.id]));
    });

    it('ApplyForAgreement: many users may all ask for the same apartment', async () => {
      const s = store();
      const ids = new SequentialIds('c-');
      const apartment = anApartment().build();
      await s.apartments.addMissing([apartment]);
      const actors = times((i) => anActor().withEmail(`resident${i}@example.com`).build());
      const results = await outcomes(
        actors.map((actor, i) =>
          new ApplyForAgreement(
            via(i).apartments,
            via(i).agreements,
            via(i).users,
            notifierOver(via(i), ids, clock, catalogueWording),
            via(i).tenantDetails,
            via(i).uow,
            ids,
            clock,
          ).execute({
            actor,
            apartment: { apartmentId: apartment.id },
          }),
        ),
      );
      expect(results).toEqual({ ok: N });
    });

    it('DecideAgreement: one accepted agreement per apartment, and only its applicant becomes a member', async () => {
      const s = store();
      const apartment = anApartment().build();
      await s.apartments.addMissing([apartment]);
      const applicants = times((i) => aUser().withId(`u-${i}`).withEmail(`applicant${i}@example.com`).build());
      for (const [i, user] of applicants.entries()) {
        await s.users.save(user);
        await s.agreements.add(anAgreement().withId(`agr-${i}`).by(user).on(apartment).build());
      }
      const ids = new SequentialIds('c-');
      const results = await outcomes(
        applicants.map((_, i) => decider(via(i), ids).execute({ id: `agr-${i}`, decision: 'accept', by: ADMIN })),
      );
      expect(results).toEqual({ ok: 1, 'APARTMENT.ALREADY_RENTED': N - 1 });
      expect(await s.agreements.listPending()).toHaveLength(N - 1);
      expect(await s.users.listByRole('member')).toHaveLength(1);
      await expectConsistent(s);
    });

    it('AddCoupon: one coupon per code, whatever its case', async () => {
      const s = store();
      const ids = new SequentialIds('c-');
      const spellings = times((i) => (i % 3 === 0 ? 'save10' : i % 3 === 1 ? 'SAVE10' : 'Save10'));
      const results = await outcomes(
        spellings.map((code, i) =>
          new AddCoupon(
            via(i).coupons,
            via(i).uow,
            ids,
            new AuditTrail(via(i).audit, ids, clock),
            buildingCalendar(clock, DHAKA),
          ).execute({
            code,
            discountPercentage: 10,
            description: 'x',
            by: ADMIN,
          }),
        ),
      );
      expect(results).toEqual({ ok: 1, 'COUPON.DUPLICATE_CODE': N - 1 });
      expect(await s.coupons.list()).toHaveLength(1);
    });

    it('Payments: one payment per user and month', async () => {
      const attempts = times((i) =>
        aPayment().withId(`pay-${i}`).withTransactionId(`pi_${i}`).forMonth('2026-11').build(),
      );
      const results = await outcomes(attempts.map((p, i) => via(i).uow.run(() => via(i).payments.add(p))));
      expect(results).toEqual({ ok: 1, 'PAYMENT.MONTH_ALREADY_PAID': N - 1 });
      expect(await store().payments.listFor(attempts[0]!.userEmail)).toHaveLength(1);
    });

    it('Payments: one charge reported many times is recorded once, and is never called a month already paid', async () => {
      const reports = times((i) =>
        aPayment().withId(`pay-${i}`).withTransactionId('pi_same').forMonth('2026-11').build(),
      );
      const results = await outcomes(reports.map((p, i) => via(i).uow.run(() => via(i).payments.add(p))));
      expect(results).toEqual({ ok: 1, 'PAYMENT.DUPLICATE_TRANSACTION': N - 1 });
      expect(await store().payments.byTransactionId('pi_same')).toBeDefined();
    });

    it('Users: one user per email', async () => {
      const attempts = times((i) => newUser(`u-${i}`, 'Same@Example.com', `Person ${i}`, ''));
      const results = await outcomes(attempts.map((u, i) => via(i).uow.run(() => via(i).users.save(u))));
      expect(results).toEqual({ ok: 1, 'USER.EMAIL_TAKEN': N - 1 });
      expect(await store().users.count()).toBe(1);
    });

    it('Apartments: one apartment per block, floor and number', async () => {
      const building = (attempt: number) =>
        ['101', '102', '103'].map((n) => anApartment().withId(`apt-${attempt}-${n}`).at('A', 1, `A${n}`).build());
      const added = await Promise.all(times((i) => via(i).uow.run(() => via(i).apartments.addMissing(building(i)))));
      expect(added.reduce((sum, n) => sum + n, 0)).toBe(3);
      expect(await store().apartments.count()).toBe(3);
    });
  });

  describe(`Concurrency: state changes from the state they start from, ${how}`, () => {
    const a101 = anApartment().build();
    const rahim = aUser().build();
    const request = anAgreement().withId('agr-rahim').by(rahim).on(a101).build();

    async function aPendingRequest(s: Persistence) {
      await s.apartments.addMissing([a101]);
      await s.users.save(rahim);
      await s.agreements.add(request);
    }

    it('DecideAgreement: accept, reject and accept of one request at once: one decision, the others 409', async () => {
      const s = store();
      await aPendingRequest(s);
      const ids = new SequentialIds('c-');
      const decisions = times((i) => (i % 3 === 1 ? 'reject' : 'accept') as 'accept' | 'reject');
      const settled = await Promise.allSettled(
        decisions.map((decision, i) => decider(via(i), ids).execute({ id: request.id, decision, by: ADMIN })),
      );
      const winners = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(winners).toHaveLength(1);
      const losers = settled.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []));
      const stored = await s.agreements.byId(request.id);
      // Each loser is told the decision that stood.
      const told = stored?.status === 'accepted' ? 'AGREEMENT.ALREADY_ACCEPTED' : 'AGREEMENT.ALREADY_REJECTED';
      expect(losers).toEqual(Array(N - 1).fill(told));
      expect(stored).toEqual(winners[0]);
      expect((await s.users.byEmail(rahim.email))?.role).toBe(stored?.status === 'accepted' ? 'member' : 'user');
      expect(await s.agreements.isRented(a101.id)).toBe(stored?.status === 'accepted');
      expect((await s.audit.list({}, { page: 1, limit: 50 })).total).toBe(1);
      await expectConsistent(s);
    });

    it('RemoveMember: two admins removing one member at once: one removal, the other 409', async () => {
      const s = store();
      await aPendingRequest(s);
      const ids = new SequentialIds('c-');
      await decider(s, ids).execute({ id: request.id, decision: 'accept', by: ADMIN });
      const results = await outcomes(times((i) => remover(via(i), ids).execute({ email: rahim.email, by: ADMIN })));
      expect(results).toEqual({ ok: 1, 'USER.NOT_MEMBER': N - 1 });
      expect((await s.agreements.byId(request.id))?.status).toBe('ended');
      expect((await s.audit.list({ action: 'member.remove' }, { page: 1, limit: 50 })).total).toBe(1);
      await expectConsistent(s);
    });

    it('RemoveMember against DecideAgreement on the same flat: it is let to one person at a time', async () => {
      const s = store();
      await aPendingRequest(s);
      const ids = new SequentialIds('c-');
      await decider(s, ids).execute({ id: request.id, decision: 'accept', by: ADMIN });
      const karim = aUser().withId('user-karim').withEmail('karim@example.com').build();
      await s.users.save(karim);
      await s.agreements.add(anAgreement().withId('agr-karim').by(karim).on(a101).build());
      const [removal, acceptance] = await Promise.allSettled([
        remover(via(0), ids).execute({ email: rahim.email, by: ADMIN }),
        decider(via(1), ids).execute({ id: 'agr-karim', decision: 'accept', by: ADMIN }),
      ]);
      expect(removal.status).toBe('fulfilled');
      // Either the acceptance came first and found the flat let, or it came after the removal freed it.
      const karimHolds = acceptance.status === 'fulfilled';
      expect(karimHolds ? 'ok' : (acceptance.reason as { code: string }).code).toMatch(
        /^(ok|APARTMENT\.ALREADY_RENTED)$/,
      );
      expect((await s.users.byEmail(karim.email))?.role).toBe(karimHolds ? 'member' : 'user');
      expect((await s.users.byEmail(rahim.email))?.role).toBe('user');
      await expectConsistent(s);
    });

    it('RemoveMember against RecordPayment: the charge is recorded before the removal, or refunded', async () => {
      for (let round = 0; round < 5; round++) {
        const s = store();
        const ids = new SequentialIds(`c${round}-`);
        const email = `payer${round}@example.com`;
        const flat = anApartment().withId(`apt-${round}`).at('P', round, `P${round}`).build();
        await s.apartments.addMissing([flat]);
        const user = aUser().withId(`u-${round}`).withEmail(email).build();
        await s.users.save(user);
        await s.agreements.add(anAgreement().withId(`agr-${round}`).by(user).on(flat).build());
        await decider(s, ids).execute({ id: `agr-${round}`, decision: 'accept', by: ADMIN });
        const gateway = new FakePaymentGateway().holds(
          anIntent()
            .withId(`pi_${round}`)
            .withMetadata({ userEmail: email, agreementId: `agr-${round}` })
            .build(),
        );
        const [payment, removal] = await Promise.allSettled([
          recorder(via(0), ids, gateway).execute({ transactionId: `pi_${round}` }),
          remover(via(1), ids, gateway).execute({ email, by: ADMIN }),
        ]);
        expect(removal.status).toBe('fulfilled');
        const recorded = await s.payments.listFor(email);
        if (payment.status === 'fulfilled') {
          expect(recorded).toHaveLength(1);
          expect(gateway.refunded).toEqual([]);
        } else {
          expect(payment.reason).toMatchObject({ code: 'AGREEMENT.NOT_ACCEPTED' });
          expect(recorded).toEqual([]);
          expect(gateway.refunded).toEqual([`pi_${round}`]);
        }
        expect((await s.agreements.byId(`agr-${round}`))?.status).toBe('ended');
        await expectConsistent(s);
      }
    });

    it('ToggleCoupon: admins switching one coupon at once: each switch from the state it read, no more', async () => {
      const s = store();
      await s.coupons.add(aCoupon().build());
      const ids = new SequentialIds('c-');
      // On PostgreSQL the units of work run side by side, and here none writes until every one has read the coupon:
      // all start from the same state, so exactly one may switch it and the others are told (ten units of work
      // through each store, within its pool of ten connections). On SQLite a unit of work takes the file's write
      // lock as it begins, so however they are started they run one after the other, each from the state the last
      // one left, and every switch flips it (the memory store queues them likewise).
      const sideBySide = kind === 'postgresql';
      const everyoneRead = barrier(sideBySide ? N : 0);
      const results = await outcomes(
        times((i) =>
          new ToggleCoupon(
            readingFirst(via(i).coupons, everyoneRead),
            via(i).uow,
            new AuditTrail(via(i).audit, ids, clock),
          ).execute({ code: 'save10', by: ADMIN }),
        ),
      );
      const switched = sideBySide ? 1 : N;
      expect(results).toEqual(sideBySide ? { ok: 1, 'COUPON.CHANGED': N - 1 } : { ok: N });
      expect((await s.coupons.byCode('SAVE10'))?.isActive).toBe(switched % 2 === 0);
      expect((await s.audit.list({ action: 'coupon.toggle' }, { page: 1, limit: 50 })).total).toBe(switched);
    });

    it('ToggleCoupon against paying with it: the price is the coupon as it stood when the payment was priced', async () => {
      const s = store();
      await aPendingRequest(s);
      const ids = new SequentialIds('c-');
      await decider(s, ids).execute({ id: request.id, decision: 'accept', by: ADMIN });
      await s.coupons.add(aCoupon().build());
      const gateway = new FakePaymentGateway();
      const payer = anActor().member().build();
      const [intent, toggled] = await Promise.allSettled([
        new CreatePaymentIntent(
          via(0).agreements,
          via(0).coupons,
          via(0).payments,
          gateway,
          via(0).uow,
          ids,
          clock,
          buildingCalendar(clock, DHAKA),
          new LeaseBooks(
            via(0).agreements,
            via(0).payments,
            via(0).ledger,
            via(0).recurringCharges,
            buildingCalendar(clock, DHAKA),
            async () => 5,
          ),
        ).execute({
          actor: payer,
          month: '2026-11',
          couponCode: 'SAVE10',
        }),
        new ToggleCoupon(via(1).coupons, via(1).uow, new AuditTrail(via(1).audit, ids, clock)).execute({
          code: 'SAVE10',
          by: ADMIN,
        }),
      ]);
      expect(toggled.status).toBe('fulfilled');
      expect((await s.coupons.byCode('SAVE10'))?.isActive).toBe(false);
      if (intent.status === 'fulfilled') {
        expect(intent.value).toMatchObject({ kind: 'intent', amountMinor: 1_080_000 });
      } else {
        expect(intent.reason).toMatchObject({ code: 'COUPON.NOT_FOUND' });
      }
    });
  });

  const decider = (s: Persistence, ids: SequentialIds) => deciderOver(s, ids, clock);

  function remover(s: Persistence, ids: SequentialIds, gateway = new FakePaymentGateway()) {
    return new RemoveMember(
      s.users,
      s.agreements,
      s.uow,
      clock,
      new AuditTrail(s.audit, ids, clock),
      gateway,
      new RecordingLogger(),
      buildingCalendar(clock, DHAKA),
      notifierOver(s, ids, clock, catalogueWording),
      new StartFinalStatement(s.finalStatements, clock),
    );
  }

  function recorder(s: Persistence, ids: SequentialIds, gateway: FakePaymentGateway) {
    return new RecordPayment(
      s.agreements,
      s.payments,
      gateway,
      s.uow,
      ids,
      clock,
      new RecordingLogger(),
      buildingCalendar(clock, DHAKA),
      notifierOver(s, ids, clock, catalogueWording),
    );
  }
}
