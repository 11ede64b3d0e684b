import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const CommonSpaceRow = defineEntity({
  name: 'CommonSpaceRow',
  tableName: 'common_spaces',
  properties: {
    id: p.text().primary(),
    name: p.text(),
    /** "HH:MM", the building's time. */
    opensAt: p.text(),
    closesAt: p.text(),
    slotMinutes: p.integer(),
    aheadDays: p.integer(),
    monthlyLimit: p.integer(),
    needsApproval: p.boolean(),
    /** Poisha; 0 when free. */
    feeMinor: p.integer(),
    retired: p.boolean(),
    version: p.integer(),
  },
});

export type CommonSpaceRow = InferEntity<typeof CommonSpaceRow>;

/** One slot of a space booked; an active one (pending or approved) per slot (`space_bookings_slot_unique`). */
export const SpaceBookingRow = defineEntity({
  name: 'SpaceBookingRow',
  tableName: 'space_bookings',
  properties: {
    id: p.text().primary(),
    spaceId: p.text(),
    spaceName: p.text(),
    /** The building's day and times. */
    day: p.text(),
    startTime: p.text(),
    endTime: p.text(),
    startsAt: p.datetime(),
    apartmentId: p.text(),
    flat: p.text(),
    leaseId: p.text(),
    memberEmail: p.text(),
    memberName: p.text(),
    /** pending, approved, declined or cancelled. */
    status: p.text(),
    feeMinor: p.integer(),
    bookedAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    decidedBy: p.text().nullable(),
    reason: p.text().nullable(),
    cancelledAt: p.datetime().nullable(),
  },
});

export type SpaceBookingRow = InferEntity<typeof SpaceBookingRow>;
