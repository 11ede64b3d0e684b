import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { newUser } from '../../../domain/user.ts';
import { AddCoupon } from '../../../application/use-cases/add-coupon.ts';
import { ApplyForAgreement } from '../../../application/use-cases/apply-for-agreement.ts';
import { DecideAgreement } from '../../../application/use-cases/decide-agreement.ts';
import { anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { FixedClock, SequentialIds } from '../../support/fakes.ts';
import { outcomes } from './stores.ts';

/*
 * Twenty simultaneous attempts at each uniqueness rule end with exactly one row. On the SQL stores the
 * attempts really overlap (PostgreSQL runs them on up to ten connections at once), so only the database's
 * indexes can decide them.
 */
const N = 20;
const times = <T>(make: (i: number) => T): T[] => Array.from({ length: N }, (_, i) => make(i));

export function concurrencyContract(store: () => Persistence) {
  describe(`Concurrency: ${N} simultaneous attempts at each rule`, () => {
    const ids = () => new SequentialIds('c-');
    const clock = new FixedClock();

    it('ApplyForAgreement: one open agreement per user', async () => {
      const s = store();
      const apartments = times((i) => anApartment().withId(`apt-${i}`).at('A', i, `A${i}01`).build());
      await s.apartments.addMissing(apartments);
      const apply = new ApplyForAgreement(s.apartments, s.agreements, s.uow, ids(), clock);
      const actor = anActor().build();
      const results = await outcomes(apartments.map((a) => apply.execute({ actor, apartment: { apartmentId: a.id } })));
      expect(results).toEqual({ ok: 1, 'AGREEMENT.OPEN_EXISTS': N - 1 });
      expect(await s.agreements.openFor(actor.email)).toBeDefined();
      expect(await s.agreements.listPending()).toHaveLength(1);
    });

    it('ApplyForAgreement: many users may all ask for the same apartment', async () => {
      const s = store();
      const apartment = anApartment().build();
      await s.apartments.addMissing([apartment]);
      const apply = new ApplyForAgreement(s.apartments, s.agreements, s.uow, ids(), clock);
      const actors = times((i) => anActor().withEmail(`resident${i}@example.com`).build());
      const results = await outcomes(
        actors.map((actor) => apply.execute({ actor, apartment: { apartmentId: apartment.id } })),
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
      const decide = new DecideAgreement(s.agreements, s.users, s.uow, ids(), clock, s.audit);
      const results = await outcomes(applicants.map((_, i) => decide.execute({ id: `agr-${i}`, decision: 'accept', by: 'admin@test.lakeview' })));
      expect(results).toEqual({ ok: 1, 'APARTMENT.ALREADY_RENTED': N - 1 });
      expect(await s.apartments.countRented()).toBe(1);
      expect(await s.agreements.listPending()).toHaveLength(N - 1);
      const members = await s.users.listByRole('member');
      expect(members).toHaveLength(1);
      expect((await s.agreements.openFor(members[0]!.email))?.status).toBe('accepted');
    });

    it('AddCoupon: one coupon per code, whatever its case', async () => {
      const s = store();
      const add = new AddCoupon(s.coupons, s.uow, ids(), clock, s.audit);
      const spellings = times((i) => (i % 3 === 0 ? 'save10' : i % 3 === 1 ? 'SAVE10' : 'Save10'));
      const results = await outcomes(
        spellings.map((code) => add.execute({ code, discountPercentage: 10, description: 'x', by: 'admin@test.lakeview' })),
      );
      expect(results).toEqual({ ok: 1, 'COUPON.DUPLICATE_CODE': N - 1 });
      expect(await s.coupons.list()).toHaveLength(1);
    });

    it('Payments: one payment per user and month', async () => {
      const s = store();
      const attempts = times((i) =>
        aPayment().withId(`pay-${i}`).withTransactionId(`pi_${i}`).forMonth('2026-11').build(),
      );
      const results = await outcomes(attempts.map((p) => s.uow.run(() => s.payments.add(p))));
      expect(results).toEqual({ ok: 1, 'PAYMENT.MONTH_ALREADY_PAID': N - 1 });
      expect(await s.payments.listFor(attempts[0]!.userEmail)).toHaveLength(1);
    });

    it('Payments: one charge reported many times is recorded once, and is never called a month already paid', async () => {
      const s = store();
      const reports = times((i) =>
        aPayment().withId(`pay-${i}`).withTransactionId('pi_same').forMonth('2026-11').build(),
      );
      const results = await outcomes(reports.map((p) => s.uow.run(() => s.payments.add(p))));
      expect(results).toEqual({ ok: 1, 'PAYMENT.DUPLICATE_TRANSACTION': N - 1 });
      expect(await s.payments.byTransactionId('pi_same')).toBeDefined();
    });

    it('Users: one user per email', async () => {
      const s = store();
      const attempts = times((i) => newUser(`u-${i}`, 'Same@Example.com', `Person ${i}`, ''));
      const results = await outcomes(attempts.map((u) => s.uow.run(() => s.users.save(u))));
      expect(results).toEqual({ ok: 1, 'USER.EMAIL_TAKEN': N - 1 });
      expect(await s.users.count()).toBe(1);
    });

    it('Apartments: one apartment per block, floor and number', async () => {
      const s = store();
      const building = (attempt: number) =>
        ['101', '102', '103'].map((n) => anApartment().withId(`apt-${attempt}-${n}`).at('A', 1, `A${n}`).build());
      const added = await Promise.all(times((i) => s.uow.run(() => s.apartments.addMissing(building(i)))));
      expect(added.reduce((sum, n) => sum + n, 0)).toBe(3);
      expect(await s.apartments.count()).toBe(3);
    });
  });
}
