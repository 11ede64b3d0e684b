import type { SpaceBooking, BookingStatus } from '../../domain/common-spaces/booking.ts';
import type { CommonSpace } from '../../domain/common-spaces/space.ts';

export interface CommonSpaces {
  /** Every space, retired ones too, open ones first then by name (byName). */
  list(): Promise<CommonSpace[]>;
  byId(id: string): Promise<CommonSpace | undefined>;
  /**
   * The space, held until the unit of work ends (PostgreSQL locks its row; SQLite has one writer at a time), so a
   * booking and a retirement of one space never interleave.
   */
  hold(id: string): Promise<CommonSpace | undefined>;
  add(space: CommonSpace): Promise<void>;
  /** Writes the space only while it is still at `fromVersion`; false when it changed meanwhile or is gone. */
  update(space: CommonSpace, fromVersion: number): Promise<boolean>;
}

export interface SpaceBookings {
  /** Throws BOOKING.SLOT_TAKEN when an active (pending or approved) booking holds the space's slot already. */
  add(booking: SpaceBooking): Promise<void>;
  byId(id: string): Promise<SpaceBooking | undefined>;
  /** The bookings of a flat, every space's, any status. */
  ofFlat(apartmentId: string): Promise<SpaceBooking[]>;
  /** A member's bookings, any status, in slot order. */
  ofMember(email: string): Promise<SpaceBooking[]>;
  /** Every space's bookings on the building's day, any status, in slot order. */
  onDay(day: string): Promise<SpaceBooking[]>;
  /** The bookings waiting for the admin, in slot order. */
  pending(): Promise<SpaceBooking[]>;
  /** Whether the space has an active booking whose slot starts after `now`. */
  hasActiveAfter(spaceId: string, now: Date): Promise<boolean>;
  /** Writes the booking only while it is still `fromStatus`; false when it changed meanwhile or is gone. */
  update(booking: SpaceBooking, fromStatus: BookingStatus): Promise<boolean>;
}
