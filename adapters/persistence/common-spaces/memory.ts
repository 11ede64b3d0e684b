import { isActive, type BookingStatus, type SpaceBooking } from '../../../domain/common-spaces/booking.ts';
import { byName, type CommonSpace } from '../../../domain/common-spaces/space.ts';
import type { CommonSpaces, SpaceBookings } from '../../../application/common-spaces/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryCommonSpaces implements CommonSpaces {
  constructor(private readonly t: MemoryTables) {}

  async list() {
    return [...this.t.commonSpaces.values()].sort(byName);
  }

  async byId(id: string) {
    return this.t.commonSpaces.get(id);
  }

  // One caller at a time runs between awaits, so holding needs nothing more here.
  async hold(id: string) {
    return this.t.commonSpaces.get(id);
  }

  async add(space: CommonSpace) {
    this.t.commonSpaces.set(space.id, space);
  }

  async update(space: CommonSpace, fromVersion: number) {
    if (this.t.commonSpaces.get(space.id)?.version !== fromVersion) return false;
    this.t.commonSpaces.set(space.id, space);
    return true;
  }
}

export class MemorySpaceBookings implements SpaceBookings {
  constructor(private readonly t: MemoryTables) {}

  private all() {
    return [...this.t.spaceBookings.values()];
  }

  async add(booking: SpaceBooking) {
    const sameSlot = (b: SpaceBooking) =>
      b.spaceId === booking.spaceId && b.day === booking.day && b.start === booking.start && isActive(b);
    if (isActive(booking) && this.all().some(sameSlot)) throw uniqueViolation('space_bookings_slot_unique');
    this.t.spaceBookings.set(booking.id, booking);
  }

  async byId(id: string) {
    return this.t.spaceBookings.get(id);
  }

  async ofFlat(apartmentId: string) {
    return this.all().filter((b) => b.apartmentId === apartmentId);
  }

  async ofMember(email: string) {
    return this.all().filter((b) => b.memberEmail === email);
  }

  async onDay(day: string) {
    return this.all().filter((b) => b.day === day);
  }

  async pending() {
    return this.all().filter((b) => b.status === 'pending');
  }

  async hasActiveAfter(spaceId: string, now: Date) {
    return this.all().some((b) => b.spaceId === spaceId && isActive(b) && b.startsAt > now);
  }

  async update(booking: SpaceBooking, fromStatus: BookingStatus) {
    if (this.t.spaceBookings.get(booking.id)?.status !== fromStatus) return false;
    this.t.spaceBookings.set(booking.id, booking);
    return true;
  }
}
