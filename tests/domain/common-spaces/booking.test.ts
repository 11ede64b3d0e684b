import { describe, expect, it } from 'vitest';
import {
  addDays,
  bySlot,
  cancelled,
  cancelledByAdmin,
  decided,
  feeChargeId,
  instantOf,
  isActive,
  isDay,
  newBooking,
  slotsOf,
  slotStarts,
  withinReach,
  BOOKING_RULES,
  type BookingContext,
  type BookingRequest,
  type SpaceBooking,
} from '../../../domain/common-spaces/booking.ts';
import { newSpace, retiredSpace, type CommonSpace } from '../../../domain/common-spaces/space.ts';

const DHAKA = 'Asia/Dhaka';
const rooftop: CommonSpace = newSpace('roof', {
  name: 'Rooftop',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 120,
  aheadDays: 30,
  monthlyLimit: 2,
  needsApproval: false,
  fee: 1500,
});
const request: BookingRequest = {
  id: 'b-1',
  day: '2026-12-05',
  start: '18:00',
  apartmentId: 'apt-a101',
  flat: 'Block A, floor 1, A101',
  leaseId: 'agr-1',
  memberEmail: 'rahim@example.com',
  memberName: 'Rahim Uddin',
};
// 18:00 UTC on 30 November is already 1 December in Dhaka.
const NOW = new Date('2026-11-30T18:00:00Z');
const context: BookingContext = { now: NOW, today: '2026-12-01', timeZone: DHAKA, flatBookings: [] };
const booked = (changes: Partial<SpaceBooking> = {}): SpaceBooking => ({
  ...newBooking(rooftop, request, context),
  ...changes,
});
const refusal = (field: keyof typeof BOOKING_RULES) => ({
  code: 'VALIDATION.INVALID_INPUT',
  fields: { [field]: BOOKING_RULES[field] },
});

describe('days and moments in the building', () => {
  it('knows calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('turns the building’s wall time into the moment, whatever the zone', () => {
    expect(instantOf('2026-12-01', 0, DHAKA).toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(instantOf('2026-12-01', 18 * 60, DHAKA).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(instantOf('2026-12-01', 24 * 60, DHAKA).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    // Across a daylight-saving change too: 10:00 in New York on a summer day is 14:00 UTC.
    expect(instantOf('2026-07-01', 600, 'America/New_York').toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });
});

describe('the slots of a day', () => {
  it('run from opening, one slot apart, and none runs past closing', () => {
    const odd = { ...rooftop, closesAt: '21:00' };
    expect(slotStarts(odd)).toEqual([480, 600, 720, 840, 960, 1080]);
    expect(slotStarts({ ...rooftop, closesAt: '24:00', opensAt: '20:00' })).toEqual([1200, 1320]);
  });

  it('are free, taken by an active booking of this space, or past in the building’s clock', () => {
    const now = new Date('2026-12-01T04:30:00Z'); // 10:30 in Dhaka
    const taken = booked({ day: '2026-12-01', start: '14:00' });
    const gone = booked({ id: 'b-2', day: '2026-12-01', start: '16:00', status: 'cancelled' });
    const elsewhere = booked({ id: 'b-3', day: '2026-12-01', start: '18:00', spaceId: 'hall' });
    const slots = slotsOf(rooftop, '2026-12-01', [taken, gone, elsewhere], now, DHAKA);
    expect(slots.map((s) => `${s.start}-${s.end} ${s.state}`)).toEqual([
      '08:00-10:00 past',
      '10:00-12:00 past',
      '12:00-14:00 free',
      '14:00-16:00 taken',
      '16:00-18:00 free',
      '18:00-20:00 free',
      '20:00-22:00 free',
    ]);
    expect(slots[2]!.startsAt.toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('at 18:00 UTC count the next Dhaka day as today: its 08:00 slot is still to come', () => {
    expect(slotsOf(rooftop, '2026-12-01', [], NOW, DHAKA)[0]!.state).toBe('free');
    expect(slotsOf(rooftop, '2026-11-30', [], NOW, DHAKA).every((s) => s.state === 'past')).toBe(true);
  });
});

describe('booking a slot', () => {
  it('is confirmed at once where no approval is needed, at the space’s fee', () => {
    expect(newBooking(rooftop, request, context)).toEqual({
      ...request,
      spaceId: 'roof',
      spaceName: 'Rooftop',
      end: '20:00',
      startsAt: new Date('2026-12-05T12:00:00Z'),
      status: 'approved',
      fee: 150_000,
      bookedAt: NOW,
    });
  });

  it('waits for the admin where the space needs approval', () => {
    expect(newBooking({ ...rooftop, needsApproval: true }, request, context).status).toBe('pending');
  });

  it('takes today’s first slot in Dhaka at 18:00 UTC the evening before', () => {
    expect(newBooking(rooftop, { ...request, day: '2026-12-01', start: '08:00' }, context).startsAt.toISOString()).toBe(
      '2026-12-01T02:00:00.000Z',
    );
  });

  it('refuses a retired space', () => {
    expect(() => newBooking(retiredSpace(rooftop), request, context)).toThrow(
      expect.objectContaining({ code: 'SPACE.RETIRED' }),
    );
  });

  it.each([
    ['day', { day: '2026-13-01' }],
    ['day', { day: '2026-11-30' }],
    ['day', { day: '2027-01-01' }],
    ['start', { start: '7pm' }],
    ['start', { start: '07:00' }],
    ['start', { start: '09:00' }],
    ['start', { start: '22:00' }],
  ] as const)('refuses a bad %s: %o', (field, change) => {
    expect(() => newBooking(rooftop, { ...request, ...change }, context)).toThrow(
      expect.objectContaining(refusal(field)),
    );
  });

  it('takes the last day it may book ahead', () => {
    expect(newBooking(rooftop, { ...request, day: '2026-12-31' }, context).day).toBe('2026-12-31');
  });

  it('refuses a slot already begun today', () => {
    const now = new Date('2026-12-01T12:30:00Z'); // 18:30 in Dhaka
    expect(() => newBooking(rooftop, { ...request, day: '2026-12-01', start: '18:00' }, { ...context, now })).toThrow(
      expect.objectContaining(refusal('start')),
    );
  });

  it('counts the flat’s active bookings of the space in the slot’s month against its limit', () => {
    const held = [
      booked({ id: 'x-1', day: '2026-12-02' }),
      booked({ id: 'x-2', day: '2026-12-20', status: 'pending' }),
    ];
    const over = { ...context, flatBookings: held };
    expect(() => newBooking(rooftop, request, over)).toThrow(
      expect.objectContaining({ code: 'BOOKING.LIMIT_REACHED', fields: { day: expect.any(String) } }),
    );
    const others = [
      booked({ id: 'x-1', day: '2026-12-02', status: 'cancelled' }),
      booked({ id: 'x-2', day: '2026-12-20', spaceId: 'hall' }),
      booked({ id: 'x-3', day: '2027-01-02' }),
      booked({ id: 'x-4', day: '2026-12-03' }),
    ];
    expect(newBooking(rooftop, request, { ...context, flatBookings: others }).status).toBe('approved');
  });
});

describe('answering and cancelling', () => {
  const pending = booked({ status: 'pending' });
  const at = new Date('2026-12-02T00:00:00Z');

  it('approves or declines (with a reason) a pending booking once', () => {
    expect(decided(pending, { approve: true, by: 'admin@example.com', at })).toMatchObject({
      status: 'approved',
      decidedAt: at,
      decidedBy: 'admin@example.com',
    });
    expect(decided(pending, { approve: false, reason: ' Tank repairs ', by: 'a', at })).toMatchObject({
      status: 'declined',
      reason: 'Tank repairs',
    });
    expect(() => decided(pending, { approve: false, by: 'a', at })).toThrow(expect.objectContaining(refusal('reason')));
    expect(() => decided(pending, { approve: false, reason: 'x'.repeat(301), by: 'a', at })).toThrow(
      expect.objectContaining(refusal('reason')),
    );
    expect(() => decided(booked(), { approve: true, by: 'a', at })).toThrow(
      expect.objectContaining({ code: 'BOOKING.CHANGED' }),
    );
  });

  it('lets the member cancel their own active booking up to 24 hours before it starts', () => {
    const dayBefore = new Date('2026-12-04T12:00:00Z');
    expect(cancelled(booked(), 'rahim@example.com', dayBefore)).toMatchObject({
      status: 'cancelled',
      cancelledAt: dayBefore,
    });
    expect(() => cancelled(booked(), 'rahim@example.com', new Date('2026-12-04T12:00:01Z'))).toThrow(
      expect.objectContaining({ code: 'BOOKING.TOO_LATE' }),
    );
    expect(() => cancelled(booked(), 'karim@example.com', dayBefore)).toThrow(
      expect.objectContaining({ code: 'BOOKING.NOT_FOUND' }),
    );
    expect(() => cancelled(booked({ status: 'declined' }), 'rahim@example.com', dayBefore)).toThrow(
      expect.objectContaining({ code: 'BOOKING.CHANGED' }),
    );
  });

  it('tells active from closed bookings, orders them by slot, and names the fee’s charge', () => {
    expect([isActive(pending), isActive(booked({ status: 'cancelled' }))]).toEqual([true, false]);
    const early = booked({ id: 'e', startsAt: new Date('2026-12-05T10:00:00Z') });
    const hall = booked({ id: 'h', spaceName: 'Hall' });
    const roofB = booked({ id: 'r2' });
    const roofA = booked({ id: 'r1' });
    expect([roofB, hall, roofA, early].sort(bySlot).map((b) => b.id)).toEqual(['e', 'h', 'r1', 'r2']);
    expect(feeChargeId('b-1')).toBe('booking:b-1');
  });
});

describe('how far ahead a flat may book', () => {
  it('reaches from today to the space’s days ahead, no further', () => {
    expect(withinReach(rooftop, '2026-12-31', '2026-12-01')).toBe(true);
    expect(withinReach(rooftop, '2027-01-01', '2026-12-01')).toBe(false);
    expect(withinReach(rooftop, '2026-11-30', '2026-12-01')).toBe(true);
  });
});

describe('an admin cancelling a member’s booking', () => {
  const at = new Date('2026-12-05T11:00:00Z');
  it('cancels any active booking, even inside the member’s cut-off, keeping the trimmed reason and who', () => {
    for (const status of ['pending', 'approved'] as const) {
      expect(
        cancelledByAdmin(booked({ status }), { reason: '  Roof repairs ', by: 'office@example.com', at }),
      ).toMatchObject({
        status: 'cancelled',
        cancelledAt: at,
        decidedBy: 'office@example.com',
        reason: 'Roof repairs',
      });
    }
  });

  it('refuses one answered or cancelled meanwhile, and a missing or overlong reason', () => {
    for (const status of ['declined', 'cancelled'] as const) {
      expect(() => cancelledByAdmin(booked({ status }), { reason: 'x', by: 'a', at })).toThrow(
        expect.objectContaining({ code: 'BOOKING.CHANGED' }),
      );
    }
    for (const reason of [undefined, '   ', 'x'.repeat(301)]) {
      expect(() => cancelledByAdmin(booked(), { ...(reason !== undefined ? { reason } : {}), by: 'a', at })).toThrow(
        expect.objectContaining(refusal('reason')),
      );
    }
  });
});
