import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { end } from '../../../../domain/agreements/agreement.ts';
import { AT, anAgreement, anApartment, aUser } from '../../../support/builders.ts';

const DHAKA = { timeZone: 'Asia/Dhaka' };
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

export function agreementsContract(store: () => Persistence) {
  describe('Agreements', () => {
    const rahim = aUser().build();
    const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').build();
    const a101 = anApartment().build();
    const b202 = anApartment().withId('apt-b202').at('B', 2, 'B202').withRent(15_000).build();
    const pending = anAgreement().by(rahim).on(a101).build();

    it('adds and reads back every field, with no decision dates until there are some', async () => {
      await store().agreements.add(pending);
      const read = await store().agreements.byId(pending.id);
      expect(read).toEqual(pending);
      expect(read).not.toHaveProperty('decidedAt');
      expect(read).not.toHaveProperty('endedAt');
      expect(await store().agreements.byId('agr-none')).toBeUndefined();
    });

    it('refuses a second open agreement for a user with AGREEMENT.OPEN_EXISTS', async () => {
      await store().agreements.add(pending);
      const again = anAgreement().withId('agr-2').by(rahim).on(b202).build();
      await expect(store().agreements.add(again)).rejects.toMatchObject({ code: 'AGREEMENT.OPEN_EXISTS' });
      expect(await store().agreements.update({ ...pending, status: 'accepted', decidedAt: AT }, 'pending')).toBe(true);
      await expect(store().agreements.add(again)).rejects.toMatchObject({ code: 'AGREEMENT.OPEN_EXISTS' });
      expect(await store().agreements.byId('agr-2')).toBeUndefined();
    });

    it('lets a user apply again once their agreement was rejected or ended', async () => {
      await store().agreements.add({ ...pending, status: 'rejected', decidedAt: AT });
      await store().agreements.add(anAgreement().withId('agr-ended').by(rahim).on(b202).withStatus('ended').build());
      const fresh = anAgreement().withId('agr-3').by(rahim).on(b202).build();
      await store().agreements.add(fresh);
      expect(await store().agreements.openFor(rahim.email)).toEqual(fresh);
    });

    it('refuses a second accepted agreement for an apartment with APARTMENT.ALREADY_RENTED', async () => {
      await store().agreements.add(anAgreement().by(rahim).on(a101).accepted().build());
      const other = anAgreement().withId('agr-karim').by(karim).on(a101).accepted().build();
      await expect(store().agreements.add(other)).rejects.toMatchObject({ code: 'APARTMENT.ALREADY_RENTED' });
      await store().agreements.add({ ...other, status: 'pending' });
      await expect(store().agreements.update(other, 'pending')).rejects.toMatchObject({
        code: 'APARTMENT.ALREADY_RENTED',
      });
      expect((await store().agreements.byId(other.id))?.status).toBe('pending');
    });

    it('refuses to reopen an agreement while the user has another open one', async () => {
      const rejected = { ...pending, status: 'rejected' as const, decidedAt: AT };
      await store().agreements.add(rejected);
      await store().agreements.add(anAgreement().withId('agr-2').by(rahim).on(b202).build());
      await expect(store().agreements.update({ ...rejected, status: 'pending' }, 'rejected')).rejects.toMatchObject({
        code: 'AGREEMENT.OPEN_EXISTS',
      });
    });

    it("finds a user's open agreement, pending or accepted, never a closed one", async () => {
      expect(await store().agreements.openFor(rahim.email)).toBeUndefined();
      await store().agreements.add({ ...pending, status: 'rejected', decidedAt: AT });
      expect(await store().agreements.openFor(rahim.email)).toBeUndefined();
      const accepted = anAgreement().withId('agr-2').by(rahim).on(b202).accepted().build();
      await store().agreements.add(accepted);
      expect(await store().agreements.openFor(rahim.email)).toEqual(accepted);
      expect(await store().agreements.openFor(karim.email)).toBeUndefined();
    });

    it('lists pending requests oldest first, ties by id', async () => {
      const users = ['a', 'b', 'c', 'd'].map((n) => aUser().withId(`u-${n}`).withEmail(`${n}@example.com`).build());
      const [a, b, c, d] = users as [typeof rahim, typeof rahim, typeof rahim, typeof rahim];
      await store().agreements.add({ ...anAgreement().withId('agr-late').by(a).build(), requestDate: later(10) });
      await store().agreements.add({ ...anAgreement().withId('agr-y').by(b).build(), requestDate: later(1) });
      await store().agreements.add({ ...anAgreement().withId('agr-x').by(c).build(), requestDate: later(1) });
      await store().agreements.add(anAgreement().withId('agr-done').by(d).accepted().build());
      expect((await store().agreements.listPending()).map((g) => g.id)).toEqual(['agr-x', 'agr-y', 'agr-late']);
    });

    it('says an apartment is rented only while an accepted agreement holds it', async () => {
      expect(await store().agreements.isRented(a101.id)).toBe(false);
      await store().agreements.add(pending);
      expect(await store().agreements.isRented(a101.id)).toBe(false);
      const accepted = { ...pending, status: 'accepted' as const, decidedAt: later(1), startMonth: '2026-11' };
      expect(await store().agreements.update(accepted, 'pending')).toBe(true);
      expect(await store().agreements.isRented(a101.id)).toBe(true);
      expect(await store().agreements.isRented(b202.id)).toBe(false);
      const ended = end(accepted, later(2), DHAKA);
      expect(await store().agreements.update(ended, 'accepted')).toBe(true);
      expect(await store().agreements.isRented(a101.id)).toBe(false);
      expect(await store().agreements.byId(pending.id)).toEqual(ended);
    });

    it('writes nothing for an unknown agreement', async () => {
      expect(await store().agreements.update(pending, 'pending')).toBe(false);
      expect(await store().agreements.byId(pending.id)).toBeUndefined();
    });

    it('writes a change only from the status it names: a decision on a decided request changes nothing', async () => {
      await store().agreements.add(pending);
      const rejected = { ...pending, status: 'rejected' as const, decidedAt: later(1), reason: 'Held for a family' };
      expect(await store().agreements.update(rejected, 'pending')).toBe(true);
      const accepted = { ...pending, status: 'accepted' as const, decidedAt: later(2) };
      expect(await store().agreements.update(accepted, 'pending')).toBe(false);
      expect(await store().agreements.byId(pending.id)).toEqual(rejected);
      expect(await store().agreements.isRented(a101.id)).toBe(false);
    });

    it('keeps the lease months, and finds the leases, running or ended, that cover a month', async () => {
      const karims = anAgreement().withId('agr-k').by(karim).on(b202).startingIn('2026-06').endingIn('2026-08').build();
      const rahims = anAgreement().withId('agr-r').by(rahim).on(a101).startingIn('2026-08').accepted().build();
      await store().agreements.add(karims);
      await store().agreements.add(rahims);
      await store().agreements.add(
        anAgreement().withId('agr-p').by(aUser().withId('u-p').withEmail('p@example.com').build()).on(b202).build(),
      );
      expect(await store().agreements.byId('agr-k')).toEqual(karims);
      expect((await store().agreements.listLeases()).map((a) => a.id)).toEqual(['agr-k', 'agr-r']);
      const covering = async (month: string) => (await store().agreements.listCovering(month)).map((a) => a.id);
      expect(await covering('2026-05')).toEqual([]);
      expect(await covering('2026-06')).toEqual(['agr-k']);
      expect(await covering('2026-08')).toEqual(['agr-k', 'agr-r']);
      expect(await covering('2026-09')).toEqual(['agr-r']);
      expect(await covering('2031-01')).toEqual(['agr-r']);
    });

    it("finds one person's leases, running or ended, earliest start first, and never a request", async () => {
      const later = anAgreement().withId('agr-a').by(rahim).on(a101).startingIn('2026-09').accepted().build();
      const earlier = anAgreement()
        .withId('agr-z')
        .by(rahim)
        .on(b202)
        .startingIn('2026-03')
        .endingIn('2026-05')
        .build();
      await store().agreements.add(earlier);
      await store().agreements.add(later);
      await store().agreements.add(
        anAgreement().withId('agr-k').by(karim).on(b202).startingIn('2026-06').endingIn('2026-08').build(),
      );
      expect((await store().agreements.leasesOf(rahim.email)).map((a) => a.id)).toEqual(['agr-z', 'agr-a']);
      expect(await store().agreements.leasesOf('nobody@example.com')).toEqual([]);
    });

    it('holds only an accepted agreement for a payment', async () => {
      await store().agreements.add(pending);
      expect(await store().uow.run(() => store().agreements.holdAccepted(rahim.email))).toBeUndefined();
      const accepted = { ...pending, status: 'accepted' as const, decidedAt: later(1), startMonth: '2026-11' };
      await store().agreements.update(accepted, 'pending');
      expect(await store().uow.run(() => store().agreements.holdAccepted(rahim.email))).toEqual(accepted);
      await store().agreements.update(end(accepted, later(2), DHAKA), 'accepted');
      expect(await store().uow.run(() => store().agreements.holdAccepted(rahim.email))).toBeUndefined();
    });

    it('holds a lease by its id while it runs and once it has ended, never a request not accepted', async () => {
      const hold = (id: string) => store().uow.run(() => store().agreements.holdLease(id));
      await store().agreements.add(pending);
      expect(await hold(pending.id)).toBeUndefined();
      const accepted = { ...pending, status: 'accepted' as const, decidedAt: later(1), startMonth: '2026-11' };
      await store().agreements.update(accepted, 'pending');
      expect(await hold(pending.id)).toEqual(accepted);
      const ended = end(accepted, later(2), DHAKA);
      await store().agreements.update(ended, 'accepted');
      expect(await hold(pending.id)).toEqual(ended);
      expect(await hold('agr-none')).toBeUndefined();
    });
  });
}
