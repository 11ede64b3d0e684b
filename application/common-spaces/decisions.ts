import {
  bySlot,
  cancelledByAdmin,
  decided,
  isDay,
  BOOKING_RULES,
  type SpaceBooking,
} from '../../domain/common-spaces/booking.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { toTaka } from '../../domain/shared/money.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { BookingWriting } from './bookings.ts';
import { chargeFee, voidFee } from './fees.ts';
import type { SpaceBookings } from './ports.ts';

/** Every space's bookings on a building's day, every status, in slot order: the front desk's day sheet. */
export class DayBookings {
  constructor(private readonly bookings: SpaceBookings) {}

  async execute(input: { readonly day: string }): Promise<SpaceBooking[]> {
    if (!isDay(input.day)) throw new DomainError('VALIDATION.INVALID_INPUT', BOOKING_RULES.day);
    return (await this.bookings.onDay(input.day)).sort(bySlot);
  }
}

/** The bookings waiting for the admin's answer, soonest slot first. */
export class PendingBookings {
  constructor(private readonly bookings: SpaceBookings) {}

  async execute(): Promise<SpaceBooking[]> {
    return (await this.bookings.pending()).sort(bySlot);
  }
}

/**
 * The admin approves or declines (with a reason) a pending booking, conditional on it still pending: of two admins
 * one answers and the other is told (BOOKING.CHANGED). Approving charges the fee to the lease's books in the same
 * unit of work; either way the member is told and the audit log records it.
 */
export class DecideBooking {
  constructor(
    private readonly w: BookingWriting,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
  ) {}

  execute(input: { readonly id: string; readonly approve: boolean; readonly reason?: string; readonly by: string }) {
    const { w } = this;
    return w.uow.run(async () => {
      const before = await w.bookings.byId(input.id);
      if (!before) throw new DomainError('BOOKING.NOT_FOUND', 'There is no such booking');
      const at = w.clock.now();
      const after = decided(before, { ...input, at });
      if (!(await w.bookings.update(after, 'pending')))
        throw new DomainError('BOOKING.CHANGED', 'This booking was answered or cancelled meanwhile');
      if (after.status === 'approved') {
        const lease = await w.agreements.byId(after.leaseId);
        if (!lease || lease.status !== 'accepted')
          throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'This flat’s lease is no longer in force');
        await chargeFee(w, after, lease, at, input.by);
      }
      await this.audit.record({
        actor: input.by,
        action: after.status === 'approved' ? 'booking.approve' : 'booking.decline',
        subject: after.id,
        label: `${after.spaceName}, ${after.day} ${after.start}–${after.end}, ${after.memberName} of ${after.flat}`,
        before: { status: before.status },
        after: { status: after.status, amount: toTaka(after.fee), reason: after.reason ?? null },
      });
      await this.notifier.notify([{ email: after.memberEmail, name: after.memberName }], {
        type: 'booking-decided',
        approved: after.status === 'approved',
        space: after.spaceName,
        day: after.day,
        start: after.start,
        end: after.end,
        fee: toTaka(after.fee),
        ...(after.reason !== undefined ? { reason: after.reason } : {}),
      });
      return after;
    });
  }
}

/**
 * The admin cancels a member's active booking, saying why, conditional on the status it had: of two admins one
 * cancels and the other is told (BOOKING.CHANGED). A fee already charged is voided in the books in the same unit of
 * work; the member is told and the audit log records it.
 */
export class CancelMemberBooking {
  constructor(
    private readonly w: BookingWriting,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
  ) {}

  execute(input: { readonly id: string; readonly reason?: string; readonly by: string }) {
    const { w } = this;
    return w.uow.run(async () => {
      const before = await w.bookings.byId(input.id);
      if (!before) throw new DomainError('BOOKING.NOT_FOUND', 'There is no such booking');
      const at = w.clock.now();
      const after = cancelledByAdmin(before, { ...input, at });
      if (!(await w.bookings.update(after, before.status)))
        throw new DomainError('BOOKING.CHANGED', 'This booking was answered or cancelled meanwhile');
      if (before.status === 'approved') {
        const lease = await w.agreements.byId(before.leaseId);
        if (lease) await voidFee(w, before, lease, at, input.by);
      }
      await this.audit.record({
        actor: input.by,
        action: 'booking.cancel',
        subject: after.id,
        label: `${after.spaceName}, ${after.day} ${after.start}–${after.end}, ${after.memberName} of ${after.flat}`,
        before: { status: before.status },
        after: { status: after.status, reason: after.reason ?? null },
      });
      await this.notifier.notify([{ email: after.memberEmail, name: after.memberName }], {
        type: 'booking-cancelled',
        space: after.spaceName,
        day: after.day,
        start: after.start,
        end: after.end,
        reason: after.reason ?? '',
      });
      return after;
    });
  }
}
