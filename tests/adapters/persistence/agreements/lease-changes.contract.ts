import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { CancelRentChange, ScheduleRentChange } from '../../../../application/agreements/rent-changes.ts';
import { AnswerRenewal } from '../../../../application/agreements/renewals.ts';
import { AuditTrail } from '../../../../application/audit/audit-trail.ts';
import { notifierOver } from '../../../../application/notifications/notifier.ts';
import { buildingCalendar } from '../../../../application/shared/building-calendar.ts';
import { catalogueWording } from '../../../../adapters/wording/notification-wording.ts';
import type { RentChange } from '../../../../domain/agreements/rent-change.ts';
import type { RenewalOffer } from '../../../../domain/agreements/renewal.ts';
import { anActor, anAgreement, anApartment, AT, aUser } from '../../../support/builders.ts';
import { FixedClock, SequentialIds } from '../../../support/fakes.ts';
import { outcomes, type Store, type StoreKind } from '../stores.ts';

const N = 12;
const ADMIN = 'admin@test.lakeview';
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const rahim = aUser().withId('u-rahim').withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const lease = { ...anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build(), termEndMonth: '2027-08' };
const change = (id: string, effectiveMonth: string, rent = 13_000): RentChange => ({
  id,
  leaseId: lease.id,
  effectiveMonth,
  rent,
  scheduledAt: AT,
  scheduledBy: ADMIN,
});
const offer: RenewalOffer = {
  id: 'ro-1',
  leaseId: lease.id,
  fromEndMonth: '2027-08',
  endMonth: '2028-08',
  rent: 13_500,
  status: 'pending',
  offeredAt: AT,
  offeredBy: ADMIN,
};

/** The rent changes and renewal offers kept on leases, and the races on them: one change a month, one answer an offer. */
export function leaseChangesContract(store: Store, kind: StoreKind['name']) {
  let second: Persistence | undefined;
  beforeAll(async () => {
    if (kind !== 'memory') second = await store.another();
  });
  afterAll(async () => {
    await second?.close();
  });
  const via = (i: number): Persistence => (second && i % 2 === 1 ? second : store());
  const clock = new FixedClock();
  const calendar = buildingCalendar(clock, 'Asia/Dhaka');
  const given = async () => {
    await store().users.save(rahim);
    await store().agreements.add(lease);
  };

  describe('RentChanges', () => {
    it('lists a lease’s changes by month, and every lease’s', async () => {
      await store().rentChanges.add(change('rc-2', '2027-06', 14_000));
      await store().rentChanges.add(change('rc-1', '2027-01'));
      await store().rentChanges.add({ ...change('rc-3', '2027-01'), leaseId: 'L-other' });
      expect(await store().rentChanges.listFor(lease.id)).toEqual([
        change('rc-1', '2027-01'),
        change('rc-2', '2027-06', 14_000),
      ]);
      expect((await store().rentChanges.listAll()).map((c) => c.id)).toEqual(['rc-1', 'rc-3', 'rc-2']);
      expect(await store().rentChanges.byId('rc-2')).toEqual(change('rc-2', '2027-06', 14_000));
      expect(await store().rentChanges.byId('nope')).toBeUndefined();
    });

    it('cancels a change only while its month is still to come', async () => {
      await store().rentChanges.add(change('rc-1', '2027-01'));
      expect(await store().rentChanges.cancel('rc-1', '2027-01')).toBe(false);
      expect(await store().rentChanges.cancel('rc-1', '2026-12')).toBe(true);
      expect(await store().rentChanges.cancel('rc-1', '2026-12')).toBe(false);
      expect(await store().rentChanges.listFor(lease.id)).toEqual([]);
    });
  });

  describe('RenewalOffers', () => {
    it('keeps one pending offer a lease and answers it once', async () => {
      await store().renewalOffers.add(offer);
      expect(await store().renewalOffers.pendingFor(lease.id)).toEqual(offer);
      expect(await store().renewalOffers.byId('nope')).toBeUndefined();
      const declined = { ...offer, status: 'declined' as const, answeredAt: AT };
      expect(await store().renewalOffers.answer(declined)).toBe(true);
      expect(await store().renewalOffers.answer({ ...declined, status: 'accepted' })).toBe(false);
      expect(await store().renewalOffers.byId(offer.id)).toEqual(declined);
      expect(await store().renewalOffers.pendingFor(lease.id)).toBeUndefined();
    });
  });

  const how = kind !== 'memory' ? 'at once, through two stores' : 'queued one after another (memory store)';
  describe(`Lease changes: ${N} attempts ${how}`, () => {
    it('ScheduleRentChange: one change a month a lease', async () => {
      await given();
      const ids = new SequentialIds('c-');
      const schedule = (s: Persistence) =>
        new ScheduleRentChange(
          s.agreements,
          s.rentChanges,
          s.uow,
          ids,
          clock,
          calendar,
          new AuditTrail(s.audit, ids, clock),
          notifierOver(s, ids, clock, catalogueWording),
        );
      const results = await outcomes(
        Array.from({ length: N }, (_, i) =>
          schedule(via(i)).execute({ leaseId: lease.id, rent: 13_000 + i, effectiveMonth: '2027-01', by: ADMIN }),
        ),
      );
      expect(results).toEqual({ ok: 1, 'RENTCHANGE.DUPLICATE_MONTH': N - 1 });
      expect(await store().rentChanges.listFor(lease.id)).toHaveLength(1);
      expect((await store().audit.list({ action: 'lease.rent-change' }, { page: 1, limit: 50 })).total).toBe(1);
      expect(await store().inbox.listFor(rahim.email, { limit: 50 })).toHaveLength(1);
    });

    it('CancelRentChange: one cancellation, the others told it is gone', async () => {
      await given();
      await store().rentChanges.add(change('rc-1', '2027-01'));
      const ids = new SequentialIds('c-');
      const results = await outcomes(
        Array.from({ length: N }, (_, i) =>
          new CancelRentChange(
            via(i).agreements,
            via(i).rentChanges,
            via(i).uow,
            calendar,
            new AuditTrail(via(i).audit, ids, clock),
          ).execute({ id: 'rc-1', by: ADMIN }),
        ),
      );
      expect(results).toEqual({ ok: 1, 'RENTCHANGE.NOT_FOUND': N - 1 });
      expect((await store().audit.list({ action: 'lease.rent-change-cancel' }, { page: 1, limit: 50 })).total).toBe(1);
    });

    it('AnswerRenewal: accepted and declined at once: one answer, one new end, one rent change', async () => {
      await given();
      await store().renewalOffers.add(offer);
      const ids = new SequentialIds('c-');
      const actor = anActor().withEmail(rahim.email).withName(rahim.name).member().build();
      const results = await outcomes(
        Array.from({ length: N }, (_, i) =>
          new AnswerRenewal(
            via(i).agreements,
            via(i).renewalOffers,
            via(i).rentChanges,
            via(i).uow,
            ids,
            clock,
          ).execute({ actor, id: offer.id, accept: i % 2 === 0 }),
        ),
      );
      expect(results).toEqual({ ok: 1, 'RENEWAL.ANSWERED': N - 1 });
      const answered = (await store().renewalOffers.byId(offer.id))!;
      const changes = await store().rentChanges.listFor(lease.id);
      const end = (await store().agreements.byId(lease.id))!.termEndMonth;
      if (answered.status === 'accepted') {
        expect(end).toBe('2028-08');
        expect(changes).toMatchObject([{ effectiveMonth: '2027-09', rent: 13_500 }]);
      } else {
        expect(end).toBe('2027-08');
        expect(changes).toEqual([]);
      }
    });
  });
}
