import type { SpaceBooking } from '../../../../domain/common-spaces/booking.ts';
import type { CommonSpace } from '../../../../domain/common-spaces/space.ts';
import { poisha, ZERO } from '../../../../domain/shared/money.ts';

export const rooftop: CommonSpace = {
  id: 'space-roof',
  name: 'Rooftop',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 120,
  aheadDays: 30,
  monthlyLimit: 2,
  needsApproval: false,
  fee: poisha(150_000),
  retired: false,
  version: 1,
};

export const hall: CommonSpace = {
  ...rooftop,
  id: 'space-hall',
  name: 'Community hall',
  fee: ZERO,
  needsApproval: true,
};

/** A booking of the rooftop's 18:00 slot on 2026-12-05 (12:00 UTC in Dhaka), for A101. */
export const aBooking = (id: string, changes: Partial<SpaceBooking> = {}): SpaceBooking => ({
  id,
  spaceId: rooftop.id,
  spaceName: rooftop.name,
  day: '2026-12-05',
  start: '18:00',
  end: '20:00',
  startsAt: new Date('2026-12-05T12:00:00.000Z'),
  apartmentId: 'apt-a101',
  flat: 'Block A, floor 1, A101',
  leaseId: 'agr-1',
  memberEmail: 'rahim@example.com',
  memberName: 'Rahim Uddin',
  status: 'approved',
  fee: poisha(150_000),
  bookedAt: new Date('2026-11-28T10:00:00.000Z'),
  ...changes,
});
