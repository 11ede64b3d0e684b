import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { aBooking, hall, rooftop } from './fixtures.ts';

export function commonSpacesContract(store: () => Persistence) {
  describe('CommonSpaces', () => {
    it('lists the spaces added, open ones first then by name, and reads one back as written', async () => {
      await store().commonSpaces.add(rooftop);
      await store().commonSpaces.add(hall);
      const retired = { ...hall, id: 'space-old', name: 'Almirah room', retired: true };
      await store().commonSpaces.add(retired);
      expect(await store().commonSpaces.list()).toEqual([hall, rooftop, retired]);
      expect(await store().commonSpaces.byId(rooftop.id)).toEqual(rooftop);
      expect(await store().commonSpaces.byId('nope')).toBeUndefined();
    });

    it('writes a change only from the version it was read at', async () => {
      await store().commonSpaces.add(rooftop);
      const renamed = { ...rooftop, name: 'Roof garden', version: 2 };
      expect(await store().commonSpaces.update(renamed, 1)).toBe(true);
      expect(await store().commonSpaces.update({ ...rooftop, name: 'Late', version: 2 }, 1)).toBe(false);
      expect(await store().commonSpaces.update({ ...renamed, id: 'nope' }, 2)).toBe(false);
      expect(await store().uow.run(() => store().commonSpaces.hold(rooftop.id))).toEqual(renamed);
    });
  });

  describe('SpaceBookings', () => {
    it('keeps one active booking a slot, while declined and cancelled ones hold nothing', async () => {
      await store().commonSpaces.add(rooftop);
      await store().spaceBookings.add(
        aBooking('b-1', { status: 'cancelled', cancelledAt: new Date('2026-11-29T00:00:00Z') }),
      );
      await store().spaceBookings.add(aBooking('b-2'));
      await expect(store().spaceBookings.add(aBooking('b-3', { status: 'pending' }))).rejects.toMatchObject({
        code: 'BOOKING.SLOT_TAKEN',
      });
      await store().spaceBookings.add(aBooking('b-4', { start: '20:00', end: '22:00' }));
      expect((await store().spaceBookings.onDay('2026-12-05')).map((b) => b.id).sort()).toEqual(['b-1', 'b-2', 'b-4']);
    });

    it('reads bookings back by flat, member, day and status, as written', async () => {
      await store().commonSpaces.add(rooftop);
      const pending = aBooking('b-1', { status: 'pending' });
      const other = aBooking('b-2', {
        day: '2026-12-06',
        apartmentId: 'apt-b202',
        memberEmail: 'karim@example.com',
        startsAt: new Date('2026-12-06T12:00:00.000Z'),
      });
      await store().spaceBookings.add(pending);
      await store().spaceBookings.add(other);
      expect(await store().spaceBookings.byId('b-1')).toEqual(pending);
      expect(await store().spaceBookings.ofFlat('apt-a101')).toEqual([pending]);
      expect(await store().spaceBookings.ofMember('karim@example.com')).toEqual([other]);
      expect(await store().spaceBookings.onDay('2026-12-06')).toEqual([other]);
      expect(await store().spaceBookings.pending()).toEqual([pending]);
    });

    it('says whether a space has an active booking still to come', async () => {
      await store().commonSpaces.add(rooftop);
      await store().spaceBookings.add(aBooking('b-1'));
      expect(await store().spaceBookings.hasActiveAfter(rooftop.id, new Date('2026-12-05T11:59:00Z'))).toBe(true);
      expect(await store().spaceBookings.hasActiveAfter(rooftop.id, new Date('2026-12-05T12:00:00Z'))).toBe(false);
    });

    it('changes a booking only from the status it was read in', async () => {
      await store().commonSpaces.add(rooftop);
      await store().spaceBookings.add(aBooking('b-1', { status: 'pending' }));
      const declined = aBooking('b-1', {
        status: 'declined',
        decidedAt: new Date('2026-11-29T00:00:00Z'),
        decidedBy: 'admin@example.com',
        reason: 'Water tank repairs',
      });
      expect(await store().spaceBookings.update(declined, 'pending')).toBe(true);
      expect(await store().spaceBookings.update(aBooking('b-1'), 'pending')).toBe(false);
      expect(await store().spaceBookings.byId('b-1')).toEqual(declined);
      // The slot is free again.
      await store().spaceBookings.add(aBooking('b-2'));
    });
  });
}
