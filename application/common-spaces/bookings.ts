import { describeLocation } from '../../domain/apartments/apartment.ts';
import {
  bySlot,
  cancelled,
  isDay,
  mayCancel,
  newBooking,
  slotsOf,
  withinReach,
  BOOKING_RULES,
  type Slot,
  type SpaceBooking,
} from '../../domain/common-spaces/booking.ts';
import type { CommonSpace } from '../../domain/common-spaces/space.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Actor, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import { chargeFee, voidFee, type FeeBooks } from './fees.ts';
import type { CommonSpaces, SpaceBookings } from './ports.ts';

const noSpace = () => new DomainError('SPACE.NOT_FOUND', 'There is no such space');
const noLease = () => new DomainError('AGREEMENT.NOT_ACCEPTED', 'Only a member with a running lease can book a space');

export interface DaySlots {
  readonly space: CommonSpace;
  readonly day: string;
  readonly slots: Slot[];
}

/**
 * A space's slots on a building's day, each free, taken or past, as the building's clock reads now; none on a day
 * further ahead than a flat may book it.
 */
export class GetSpaceSlots {
  constructor(
    private readonly spaces: CommonSpaces,
    private readonly bookings: SpaceBookings,
    private readonly clock: Clock,
    private readonly calendar: { readonly timeZone: string; today(): string },
  ) {}

  async execute(input: { readonly spaceId: string; readonly day: string }): Promise<DaySlots> {
    const space = await this.spaces.byId(input.spaceId);
    if (!space || space.retired) throw noSpace();
    if (!isDay(input.day)) throw new DomainError('VALIDATION.INVALID_INPUT', BOOKING_RULES.day);
    const taken = (await this.bookings.onDay(input.day)).filter((b) => b.spaceId === space.id);
    return {
      space,
      day: input.day,
      slots: withinReach(space, input.day, this.calendar.today())
        ? slotsOf(space, input.day, taken, this.clock.now(), this.calendar.timeZone)
        : [],
    };
  }
}

export interface BookingWriting extends FeeBooks {
  readonly spaces: CommonSpaces;
  readonly bookings: SpaceBookings;
  readonly agreements: Agreements;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Books a slot for the caller's flat. The space is held for the unit of work, so the flat's limit is counted with no
 * other booking of the space slipping in; the slot itself is the store's unique rule (BOOKING.SLOT_TAKEN). A space
 * needing no approval confirms the booking at once, charging its fee to the lease's books in the same unit of work.
 */
export class BookSpace {
  constructor(private readonly w: BookingWriting) {}

  execute(input: { readonly actor: Actor; readonly spaceId: string; readonly day: string; readonly start: string }) {
    const { w } = this;
    return w.uow.run(async () => {
      const lease = await w.agreements.holdAccepted(input.actor.email);
      if (!lease) throw noLease();
      const space = await w.spaces.hold(input.spaceId);
      if (!space) throw noSpace();
      const now = w.clock.now();
      const booking = newBooking(
        space,
        {
          id: w.ids.next(),
          day: input.day,
          start: input.start,
          apartmentId: lease.apartmentId,
          flat: describeLocation(lease),
          leaseId: lease.id,
          memberEmail: lease.userEmail,
          memberName: lease.userName,
        },
        {
          now,
          today: w.calendar.today(),
          timeZone: w.calendar.timeZone,
          flatBookings: await w.bookings.ofFlat(lease.apartmentId),
        },
      );
      await w.bookings.add(booking);
      if (booking.status === 'approved') await chargeFee(w, booking, lease, now, lease.userEmail);
      return booking;
    });
  }
}

/** The caller's own bookings, every status, in slot order, each saying whether it may still be cancelled. */
export class MyBookings {
  constructor(
    private readonly bookings: SpaceBookings,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly email: string }): Promise<{ booking: SpaceBooking; cancellable: boolean }[]> {
    const now = this.clock.now();
    return (await this.bookings.ofMember(input.email))
      .sort(bySlot)
      .map((booking) => ({ booking, cancellable: mayCancel(booking, now) }));
  }
}

/**
 * The member cancels their own booking up to the cut-off before it starts, conditional on the status it had; a fee
 * already charged is voided in the books in the same unit of work.
 */
export class CancelBooking {
  constructor(private readonly w: BookingWriting) {}

  execute(input: { readonly actor: Actor; readonly id: string }) {
    const { w } = this;
    return w.uow.run(async () => {
      const before = await w.bookings.byId(input.id);
      if (!before) throw new DomainError('BOOKING.NOT_FOUND', 'There is no such booking');
      const now = w.clock.now();
      const after = cancelled(before, input.actor.email, now);
      if (!(await w.bookings.update(after, before.status)))
        throw new DomainError('BOOKING.CHANGED', 'This booking was answered or cancelled meanwhile');
      if (before.status === 'approved') {
        const lease = await w.agreements.byId(before.leaseId);
        if (lease) await voidFee(w, before, lease, now, input.actor.email);
      }
      return after;
    });
  }
}
