import { type Slot, type SpaceBooking } from '../../../domain/common-spaces/booking.ts';
import type { CommonSpace } from '../../../domain/common-spaces/space.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import type { BookingDto, SlotDto, SpaceDto } from './contract.ts';

export const spaceDto = (s: CommonSpace): SpaceDto => ({
  id: s.id,
  name: s.name,
  opensAt: s.opensAt,
  closesAt: s.closesAt,
  slotMinutes: s.slotMinutes,
  aheadDays: s.aheadDays,
  monthlyLimit: s.monthlyLimit,
  needsApproval: s.needsApproval,
  fee: toTaka(s.fee),
  retired: s.retired,
  version: s.version,
});

export const slotDto = (s: Slot): SlotDto => ({
  start: s.start,
  end: s.end,
  startsAt: s.startsAt.toISOString(),
  state: s.state,
});

/**
 * A booking on the wire; `cancellable` is whether its member may still cancel it (the member's own list only), and
 * `withEmail` false leaves out the member's email (the staff's day sheet).
 */
export const bookingDto = (b: SpaceBooking, cancellable = false, withEmail = true): BookingDto => ({
  id: b.id,
  spaceId: b.spaceId,
  spaceName: b.spaceName,
  day: b.day,
  start: b.start,
  end: b.end,
  startsAt: b.startsAt.toISOString(),
  flat: b.flat,
  memberName: b.memberName,
  memberEmail: withEmail ? b.memberEmail : null,
  status: b.status,
  fee: toTaka(b.fee),
  reason: b.reason ?? null,
  cancellable,
});
