import type { Wiring } from '../wiring.ts';
import { BookSpace, CancelBooking, GetSpaceSlots, MyBookings, type BookingWriting } from './bookings.ts';
import { CancelMemberBooking, DayBookings, DecideBooking, PendingBookings } from './decisions.ts';
import { AddSpace, EditSpace, ListBookableSpaces, ListSpaces, RetireSpace } from './spaces.ts';

/** The common spaces area's use cases, wired from the ports and the shared helpers. */
export function commonSpacesUseCases(w: Wiring) {
  const { r, s, audit, notifier } = w;
  const writing: BookingWriting = {
    spaces: r.commonSpaces,
    bookings: r.spaceBookings,
    agreements: r.agreements,
    ledger: r.ledger,
    uow: r.uow,
    clock: s.clock,
    calendar: s.calendar,
    ids: s.ids,
  };
  return {
    listSpaces: new ListSpaces(r.commonSpaces),
    listBookableSpaces: new ListBookableSpaces(r.commonSpaces),
    addSpace: new AddSpace(r.commonSpaces, r.uow, s.ids, audit),
    editSpace: new EditSpace(r.commonSpaces, r.uow, audit),
    retireSpace: new RetireSpace(r.commonSpaces, r.spaceBookings, r.uow, s.clock, audit),
    getSpaceSlots: new GetSpaceSlots(r.commonSpaces, r.spaceBookings, s.clock, s.calendar),
    bookSpace: new BookSpace(writing),
    myBookings: new MyBookings(r.spaceBookings, s.clock),
    cancelBooking: new CancelBooking(writing),
    dayBookings: new DayBookings(r.spaceBookings),
    pendingBookings: new PendingBookings(r.spaceBookings),
    decideBooking: new DecideBooking(writing, audit, notifier),
    cancelMemberBooking: new CancelMemberBooking(writing, audit, notifier),
  };
}
