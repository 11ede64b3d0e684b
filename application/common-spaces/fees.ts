import { feeChargeId, type SpaceBooking } from '../../domain/common-spaces/booking.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { LedgerCharge } from '../../domain/ledger/ledger.ts';
import { voidOf } from '../../domain/ledger/writing.ts';
import { ZERO } from '../../domain/shared/money.ts';
import { spanOf } from '../ledger/books.ts';
import type { LedgerEntries } from '../ledger/ports.ts';
import type { BuildingCalendar, IdGenerator } from '../shared/ports.ts';

/** What writing a booking's fee to the books takes. */
export interface FeeBooks {
  readonly ledger: LedgerEntries;
  readonly calendar: BuildingCalendar;
  readonly ids: IdGenerator;
}

/**
 * Charges a confirmed booking's fee to its lease's books, in the building's current month (or the lease's first, for
 * a lease not yet begun), under the booking's own charge id: the books' unique id keeps it written once. A free
 * booking writes nothing. Called inside the unit of work that confirms the booking.
 */
export async function chargeFee(w: FeeBooks, booking: SpaceBooking, lease: Agreement, at: Date, by: string) {
  if (booking.fee === ZERO) return;
  const span = spanOf(lease);
  const month = w.calendar.thisMonth();
  const charge: LedgerCharge = {
    type: 'charge',
    id: feeChargeId(booking.id),
    leaseId: lease.id,
    kind: 'booking',
    month: month < span.startMonth ? span.startMonth : month,
    label: `${booking.spaceName}, ${booking.day} ${booking.start}–${booking.end}`,
    amount: booking.fee,
    at,
    by,
  };
  await w.ledger.add(charge);
}

/**
 * Voids a cancelled booking's fee charge through the books' void, with the reason; nothing when no fee was charged.
 * Called inside the unit of work that cancels the booking.
 */
export async function voidFee(w: FeeBooks, booking: SpaceBooking, lease: Agreement, at: Date, by: string) {
  const entries = await w.ledger.listFor(lease.id);
  if (!entries.some((e) => e.id === feeChargeId(booking.id))) return;
  const reason = `Booking of ${booking.spaceName} on ${booking.day} at ${booking.start} cancelled`;
  await w.ledger.add(
    voidOf(entries, spanOf(lease), { id: w.ids.next(), voids: feeChargeId(booking.id), reason, by, at }),
  );
}
