import { LockMode } from '@mikro-orm/core';
import { ACTIVE_STATUSES, type BookingStatus, type SpaceBooking } from '../../../domain/common-spaces/booking.ts';
import { byName, type CommonSpace } from '../../../domain/common-spaces/space.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { CommonSpaces, SpaceBookings } from '../../../application/common-spaces/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { CommonSpaceRow, SpaceBookingRow } from './entity.ts';

const spaceOf = (r: CommonSpaceRow): CommonSpace => ({
  id: r.id,
  name: r.name,
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  slotMinutes: r.slotMinutes,
  aheadDays: r.aheadDays,
  monthlyLimit: r.monthlyLimit,
  needsApproval: Boolean(r.needsApproval),
  fee: poisha(r.feeMinor),
  retired: Boolean(r.retired),
  version: r.version,
});

const spaceRow = (s: CommonSpace) => ({
  id: s.id,
  name: s.name,
  opensAt: s.opensAt,
  closesAt: s.closesAt,
  slotMinutes: s.slotMinutes,
  aheadDays: s.aheadDays,
  monthlyLimit: s.monthlyLimit,
  needsApproval: s.needsApproval,
  feeMinor: s.fee as number,
  retired: s.retired,
  version: s.version,
});

/** Versions make every change conditional on the state it was read in. */
export class MikroOrmCommonSpaces implements CommonSpaces {
  constructor(private readonly db: Db) {}

  list(): Promise<CommonSpace[]> {
    return this.db.run(async (em) => (await em.find(CommonSpaceRow, {}, READ)).map(spaceOf).sort(byName));
  }

  byId(id: string): Promise<CommonSpace | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(CommonSpaceRow, { id }, READ);
      return row ? spaceOf(row) : undefined;
    });
  }

  hold(id: string): Promise<CommonSpace | undefined> {
    return this.db.run(async (em) => {
      // PostgreSQL locks the row until the transaction ends; SQLite has one writer at a time already.
      const row = await em.findOne(CommonSpaceRow, { id }, { ...READ, lockMode: LockMode.PESSIMISTIC_WRITE });
      return row ? spaceOf(row) : undefined;
    });
  }

  async add(space: CommonSpace): Promise<void> {
    await this.db.write((em) => em.insert(CommonSpaceRow, spaceRow(space)));
  }

  async update(space: CommonSpace, fromVersion: number): Promise<boolean> {
    const { id: _, ...changes } = spaceRow(space);
    const updated = await this.db.write((em) =>
      em.nativeUpdate(CommonSpaceRow, { id: space.id, version: fromVersion }, changes),
    );
    return updated === 1;
  }
}

const bookingOf = (r: SpaceBookingRow): SpaceBooking => ({
  id: r.id,
  spaceId: r.spaceId,
  spaceName: r.spaceName,
  day: r.day,
  start: r.startTime,
  end: r.endTime,
  startsAt: new Date(r.startsAt),
  apartmentId: r.apartmentId,
  flat: r.flat,
  leaseId: r.leaseId,
  memberEmail: r.memberEmail,
  memberName: r.memberName,
  status: r.status as BookingStatus,
  fee: poisha(r.feeMinor),
  bookedAt: new Date(r.bookedAt),
  ...(r.decidedAt ? { decidedAt: new Date(r.decidedAt) } : {}),
  ...(r.decidedBy ? { decidedBy: r.decidedBy } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
  ...(r.cancelledAt ? { cancelledAt: new Date(r.cancelledAt) } : {}),
});

const changesOf = (b: SpaceBooking) => ({
  status: b.status,
  decidedAt: b.decidedAt ?? null,
  decidedBy: b.decidedBy ?? null,
  reason: b.reason ?? null,
  cancelledAt: b.cancelledAt ?? null,
});

/** One active booking a slot through the unique index `space_bookings_slot_unique`. */
export class MikroOrmSpaceBookings implements SpaceBookings {
  constructor(private readonly db: Db) {}

  private find(where: object): Promise<SpaceBooking[]> {
    return this.db.run(async (em) => (await em.find(SpaceBookingRow, where, READ)).map(bookingOf));
  }

  async add(b: SpaceBooking): Promise<void> {
    await this.db.write((em) =>
      em.insert(SpaceBookingRow, {
        id: b.id,
        spaceId: b.spaceId,
        spaceName: b.spaceName,
        day: b.day,
        startTime: b.start,
        endTime: b.end,
        startsAt: b.startsAt,
        apartmentId: b.apartmentId,
        flat: b.flat,
        leaseId: b.leaseId,
        memberEmail: b.memberEmail,
        memberName: b.memberName,
        feeMinor: b.fee as number,
        bookedAt: b.bookedAt,
        ...changesOf(b),
      }),
    );
  }

  async byId(id: string): Promise<SpaceBooking | undefined> {
    return (await this.find({ id }))[0];
  }

  ofFlat(apartmentId: string) {
    return this.find({ apartmentId });
  }

  ofMember(email: string) {
    return this.find({ memberEmail: email });
  }

  onDay(day: string) {
    return this.find({ day });
  }

  pending() {
    return this.find({ status: 'pending' });
  }

  async hasActiveAfter(spaceId: string, now: Date): Promise<boolean> {
    const active = await this.find({ spaceId, status: { $in: [...ACTIVE_STATUSES] } });
    return active.some((b) => b.startsAt > now);
  }

  async update(booking: SpaceBooking, fromStatus: BookingStatus): Promise<boolean> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(SpaceBookingRow, { id: booking.id, status: fromStatus }, changesOf(booking)),
    );
    return updated === 1;
  }
}
