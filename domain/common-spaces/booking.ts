import { DomainError } from '../shared/errors.ts';
import type { Money } from '../shared/money.ts';
import { minutesOf, timeOf, type CommonSpace } from './space.ts';

/**
 * A flat's booking of one slot of a common space, in the building's calendar: `day` and `start` are the building's
 * day and time. Pending waits for the admin; approved is confirmed (at once when the space needs no approval);
 * declined and cancelled hold the slot no more.
 */
export type BookingStatus = 'pending' | 'approved' | 'declined' | 'cancelled';
export const ACTIVE_STATUSES = ['pending', 'approved'] as const satisfies readonly BookingStatus[];

export interface SpaceBooking {
  readonly id: string;
  readonly spaceId: string;
  /** The space's name when it was booked, so the booking reads after the space changes. */
  readonly spaceName: string;
  /** "YYYY-MM-DD", the building's day. */
  readonly day: string;
  /** "HH:MM", the building's time. */
  readonly start: string;
  /** "HH:MM"; "24:00" for a slot that ends at midnight. */
  readonly end: string;
  /** The slot's first moment. */
  readonly startsAt: Date;
  readonly apartmentId: string;
  /** What people call the flat ("Block A, floor 1, A101"). */
  readonly flat: string;
  readonly leaseId: string;
  readonly memberEmail: string;
  readonly memberName: string;
  readonly status: BookingStatus;
  /** The fee it costs; charged to the lease's books once approved. */
  readonly fee: Money;
  readonly bookedAt: Date;
  readonly decidedAt?: Date;
  readonly decidedBy?: string;
  /** Why the admin declined it. */
  readonly reason?: string;
  readonly cancelledAt?: Date;
}

export const isActive = (b: Pick<SpaceBooking, 'status'>): boolean =>
  (ACTIVE_STATUSES as readonly string[]).includes(b.status);

/** A member may cancel up to this long before the slot starts. */
export const CANCEL_CUTOFF_HOURS = 24;
export const DECLINE_REASON_MAX = 300;

export type BookingField = 'spaceId' | 'day' | 'start' | 'reason';

export const BOOKING_RULES: Readonly<Record<BookingField, string>> = {
  spaceId: 'Pick one of the building’s spaces',
  day: 'Pick a day from today to as far ahead as the space allows',
  start: 'Pick one of the day’s free slots, within the opening hours and not already past',
  reason: `Write why, up to ${DECLINE_REASON_MAX} characters`,
};

const invalid = (field: BookingField): DomainError =>
  new DomainError('VALIDATION.INVALID_INPUT', BOOKING_RULES[field], { [field]: BOOKING_RULES[field] });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day "YYYY-MM-DD" as [year, month, day], or undefined when it is no calendar day. */
function dayParts(day: string): [number, number, number] | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? [year, month, date] : undefined;
}

export const isDay = (day: string): boolean => dayParts(day) !== undefined;

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = dayParts(day)!;
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** How far the zone's clocks are ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (at - (at % 1000));
}

/** The moment the building's clocks read `minutes` past midnight of `day` in `timeZone`. */
export function instantOf(day: string, minutes: number, timeZone: string): Date {
  const [year, month, date] = dayParts(day)!;
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

export type SlotState = 'free' | 'taken' | 'past';

export interface Slot {
  readonly start: string;
  readonly end: string;
  readonly startsAt: Date;
  readonly state: SlotState;
}

const closingMinutes = (space: CommonSpace): number =>
  space.closesAt === '24:00' ? 24 * 60 : minutesOf(space.closesAt)!;

/** The starts of the day's slots: from opening, one slot length apart, none that would run past closing. */
export function slotStarts(space: CommonSpace): number[] {
  const starts: number[] = [];
  for (let at = minutesOf(space.opensAt)!; at + space.slotMinutes <= closingMinutes(space); at += space.slotMinutes)
    starts.push(at);
  return starts;
}

/** Whether `day` is no further from the building's `today` than a flat may book the space ahead. */
export const withinReach = (space: CommonSpace, day: string, today: string): boolean =>
  day <= addDays(today, space.aheadDays);

/**
 * The space's slots of `day`, each free, taken by an active booking, or past (it has begun by `now`, in the
 * building's `timeZone`).
 */
export function slotsOf(
  space: CommonSpace,
  day: string,
  bookings: readonly SpaceBooking[],
  now: Date,
  timeZone: string,
): Slot[] {
  const taken = new Set(
    bookings.filter((b) => b.spaceId === space.id && b.day === day && isActive(b)).map((b) => b.start),
  );
  return slotStarts(space).map((minutes) => {
    const start = timeOf(minutes);
    const startsAt = instantOf(day, minutes, timeZone);
    const state: SlotState = startsAt <= now ? 'past' : taken.has(start) ? 'taken' : 'free';
    return { start, end: timeOf(minutes + space.slotMinutes), startsAt, state };
  });
}

export interface BookingRequest {
  readonly id: string;
  readonly day: string;
  readonly start: string;
  readonly apartmentId: string;
  readonly flat: string;
  readonly leaseId: string;
  readonly memberEmail: string;
  readonly memberName: string;
}

export interface BookingContext {
  readonly now: Date;
  /** The building's today, "YYYY-MM-DD". */
  readonly today: string;
  readonly timeZone: string;
  /** The flat's bookings, every space's, any status. */
  readonly flatBookings: readonly SpaceBooking[];
}

/**
 * A new booking of a slot of the space, pending when the space needs the admin's approval, else approved at once.
 * Refused: a retired space, a day before today or beyond how far ahead the space books, a time that is no slot of
 * the space (outside the opening hours, or not on a slot's start), a slot already begun, and a flat that holds the
 * space's monthly limit of active bookings in the slot's month. Whether the slot is free is the store's unique rule.
 */
export function newBooking(space: CommonSpace, request: BookingRequest, context: BookingContext): SpaceBooking {
  if (space.retired) throw new DomainError('SPACE.RETIRED', 'This space is retired and takes no bookings');
  const { day, start } = request;
  if (!isDay(day) || day < context.today || !withinReach(space, day, context.today)) throw invalid('day');
  const minutes = minutesOf(start);
  if (minutes === undefined || !slotStarts(space).includes(minutes)) throw invalid('start');
  const startsAt = instantOf(day, minutes, context.timeZone);
  if (startsAt <= context.now) throw invalid('start');
  const month = day.slice(0, 7);
  const held = context.flatBookings.filter((b) => b.spaceId === space.id && isActive(b) && b.day.startsWith(month));
  if (held.length >= space.monthlyLimit) {
    const rule = `Your flat already holds ${space.monthlyLimit} booking(s) of ${space.name} in this month, the most it may`;
    throw new DomainError('BOOKING.LIMIT_REACHED', rule, { day: rule });
  }
  return {
    ...request,
    spaceId: space.id,
    spaceName: space.name,
    end: timeOf(minutes + space.slotMinutes),
    startsAt,
    status: space.needsApproval ? 'pending' : 'approved',
    fee: space.fee,
    bookedAt: context.now,
  };
}

/** The admin's answer to a pending booking; anything else was answered already. */
export function decided(
  booking: SpaceBooking,
  answer: { readonly approve: boolean; readonly reason?: string; readonly by: string; readonly at: Date },
): SpaceBooking {
  if (booking.status !== 'pending')
    throw new DomainError('BOOKING.CHANGED', 'This booking was answered or cancelled meanwhile');
  if (answer.approve) return { ...booking, status: 'approved', decidedAt: answer.at, decidedBy: answer.by };
  const reason = answer.reason?.trim() ?? '';
  if (reason.length === 0 || reason.length > DECLINE_REASON_MAX) throw invalid('reason');
  return { ...booking, status: 'declined', decidedAt: answer.at, decidedBy: answer.by, reason };
}

/** Whether the booking may still be cancelled at `now`: active, and at least the cut-off before its slot starts. */
export const mayCancel = (booking: SpaceBooking, now: Date): boolean =>
  isActive(booking) && booking.startsAt.getTime() - now.getTime() >= CANCEL_CUTOFF_HOURS * 3_600_000;

/**
 * The booking cancelled by its member: only their own (anyone else's is not found), only while active, and only up
 * to CANCEL_CUTOFF_HOURS before its slot starts.
 */
export function cancelled(booking: SpaceBooking, by: string, now: Date): SpaceBooking {
  if (booking.memberEmail !== by) throw new DomainError('BOOKING.NOT_FOUND', 'There is no such booking');
  if (!isActive(booking)) throw new DomainError('BOOKING.CHANGED', 'This booking was answered or cancelled meanwhile');
  if (!mayCancel(booking, now))
    throw new DomainError(
      'BOOKING.TOO_LATE',
      `A booking can be cancelled up to ${CANCEL_CUTOFF_HOURS} hours before it starts`,
    );
  return { ...booking, status: 'cancelled', cancelledAt: now };
}

/**
 * The booking cancelled by an admin, saying why (the member is told): any active booking, whoever made it; one
 * already declined or cancelled was answered meanwhile.
 */
export function cancelledByAdmin(
  booking: SpaceBooking,
  answer: { readonly reason?: string; readonly by: string; readonly at: Date },
): SpaceBooking {
  if (!isActive(booking)) throw new DomainError('BOOKING.CHANGED', 'This booking was answered or cancelled meanwhile');
  const reason = answer.reason?.trim() ?? '';
  if (reason.length === 0 || reason.length > DECLINE_REASON_MAX) throw invalid('reason');
  return { ...booking, status: 'cancelled', cancelledAt: answer.at, decidedBy: answer.by, reason };
}

/** The id of the charge a booking's fee is written under, so it is never written twice. */
export const feeChargeId = (bookingId: string): string => `booking:${bookingId}`;

/** Bookings in the order of their slots, then by space. */
export const bySlot = (a: SpaceBooking, b: SpaceBooking): number =>
  a.startsAt.getTime() - b.startsAt.getTime() ||
  a.spaceName.localeCompare(b.spaceName, 'en') ||
  a.id.localeCompare(b.id);
