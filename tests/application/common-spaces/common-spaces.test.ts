import { describe, expect, it } from 'vitest';
import { BookSpace, CancelBooking, GetSpaceSlots, MyBookings } from '../../../application/common-spaces/bookings.ts';
import {
  CancelMemberBooking,
  DayBookings,
  DecideBooking,
  PendingBookings,
} from '../../../application/common-spaces/decisions.ts';
import { AddSpace, EditSpace, RetireSpace } from '../../../application/common-spaces/spaces.ts';
import type { Actor } from '../../../application/shared/ports.ts';
import type { SpaceInput } from '../../../domain/common-spaces/space.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';
const rahim = aUser().member().build();
const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').member().build();
const a101 = anApartment().build();
const b202 = anApartment().withId('apt-b202').at('B', 2, 'B202').build();
const actor = (u: typeof rahim): Actor => ({ ...u, photoURL: '', language: 'en' });
const ROOF: SpaceInput = {
  name: 'Rooftop',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 120,
  aheadDays: 30,
  monthlyLimit: 2,
  needsApproval: false,
  fee: 1500,
};

// The clock reads 5 November 2026, 10:00 UTC: 16:00 in Dhaka.
async function world() {
  const w = await aWorld({
    apartments: [a101, b202],
    users: [rahim, karim],
    agreements: [
      anAgreement().on(a101).by(rahim).accepted().build(),
      anAgreement().withId('agr-2').on(b202).by(karim).accepted().build(),
    ],
  });
  const writing = { ...w, spaces: w.commonSpaces, bookings: w.spaceBookings, agreements: w.agreements };
  return {
    w,
    add: (input: Partial<SpaceInput> = {}) =>
      new AddSpace(w.commonSpaces, w.uow, w.ids, w.trail).execute({ ...ROOF, ...input, by: ADMIN }),
    book: (who: typeof rahim, spaceId: string, day: string, start: string) =>
      new BookSpace(writing).execute({ actor: actor(who), spaceId, day, start }),
    cancel: (who: typeof rahim, id: string) => new CancelBooking(writing).execute({ actor: actor(who), id }),
    adminCancel: (id: string, reason?: string) =>
      new CancelMemberBooking(writing, w.trail, w.notifier).execute({
        id,
        ...(reason !== undefined ? { reason } : {}),
        by: ADMIN,
      }),
    decide: (id: string, approve: boolean, reason?: string) =>
      new DecideBooking(writing, w.trail, w.notifier).execute({
        id,
        approve,
        ...(reason !== undefined ? { reason } : {}),
        by: ADMIN,
      }),
  };
}

const chargesOf = (w: World) => w.rows().ledgerEntries;

describe('booking a common space', () => {
  it('books a free slot, confirmed at once with its fee charged to the lease once, and shows it taken', async () => {
    const { w, add, book } = await world();
    const space = await add();
    const booking = await book(rahim, space.id, '2026-11-07', '18:00');
    expect(booking).toMatchObject({ status: 'approved', flat: 'Block A, floor 1, A101', fee: 150_000 });
    expect(chargesOf(w)).toEqual([
      expect.objectContaining({ id: `booking:${booking.id}`, kind: 'booking', month: '2026-11', amount: 150_000 }),
    ]);
    const slots = await new GetSpaceSlots(w.commonSpaces, w.spaceBookings, w.clock, w.calendar).execute({
      spaceId: space.id,
      day: '2026-11-07',
    });
    expect(slots.slots.find((s) => s.start === '18:00')!.state).toBe('taken');
    expect((await new MyBookings(w.spaceBookings, w.clock).execute({ email: rahim.email }))[0]).toMatchObject({
      cancellable: true,
    });
  });

  it('offers today’s slots in the building’s clock: the 16:00 slot begins now and is past', async () => {
    const { w, add } = await world();
    const space = await add();
    const { slots } = await new GetSpaceSlots(w.commonSpaces, w.spaceBookings, w.clock, w.calendar).execute({
      spaceId: space.id,
      day: '2026-11-05',
    });
    expect(slots.map((s) => s.state)).toEqual(['past', 'past', 'past', 'past', 'past', 'free', 'free']);
  });

  it('refuses a slot already booked, and writes nothing for the refusal', async () => {
    const { w, add, book } = await world();
    const space = await add();
    await book(rahim, space.id, '2026-11-07', '18:00');
    const before = w.rows();
    await expectRefusal(book(karim, space.id, '2026-11-07', '18:00'), 'BOOKING.SLOT_TAKEN');
    expect(w.rows()).toEqual(before);
  });

  it.each([
    ['in the past', '2026-11-05', '14:00', 'VALIDATION.INVALID_INPUT'],
    ['outside the opening hours', '2026-11-07', '22:00', 'VALIDATION.INVALID_INPUT'],
    ['beyond how far ahead', '2026-12-06', '08:00', 'VALIDATION.INVALID_INPUT'],
  ] as const)('refuses a slot %s, writing nothing', async (_, day, start, code) => {
    const { w, add, book } = await world();
    const space = await add();
    const before = w.rows();
    await expectRefusal(book(rahim, space.id, day, start), code);
    expect(w.rows()).toEqual(before);
  });

  it('holds a flat to the monthly limit', async () => {
    const { add, book } = await world();
    const space = await add();
    await book(rahim, space.id, '2026-11-07', '08:00');
    await book(rahim, space.id, '2026-11-08', '08:00');
    await expectRefusal(book(rahim, space.id, '2026-11-09', '08:00'), 'BOOKING.LIMIT_REACHED');
    await book(rahim, space.id, '2026-12-01', '08:00');
  });

  it('lets the member cancel before the cut-off, voiding the fee with a reason, once', async () => {
    const { w, add, book, cancel } = await world();
    const space = await add();
    const booking = await book(rahim, space.id, '2026-11-07', '18:00');
    await expectRefusal(cancel(karim, booking.id), 'BOOKING.NOT_FOUND');
    expect(await cancel(rahim, booking.id)).toMatchObject({ status: 'cancelled' });
    expect(chargesOf(w)[1]).toMatchObject({ type: 'void', voids: `booking:${booking.id}`, reason: expect.any(String) });
    await expectRefusal(cancel(rahim, booking.id), 'BOOKING.CHANGED');
    // The slot is free again.
    await book(karim, space.id, '2026-11-07', '18:00');
  });

  it('refuses to cancel within 24 hours of the start', async () => {
    const { w, add, book, cancel } = await world();
    const booking = await book(rahim, (await add()).id, '2026-11-06', '08:00');
    const before = w.rows();
    await expectRefusal(cancel(rahim, booking.id), 'BOOKING.TOO_LATE');
    expect(w.rows()).toEqual(before);
  });
});

describe('a space that needs approval', () => {
  it('waits; approving charges the fee once and tells the member; a second answer is refused', async () => {
    const { w, add, book, decide } = await world();
    const space = await add({ needsApproval: true });
    const booking = await book(rahim, space.id, '2026-11-07', '18:00');
    expect(booking.status).toBe('pending');
    expect(chargesOf(w)).toEqual([]);
    expect(await new PendingBookings(w.spaceBookings).execute()).toHaveLength(1);
    expect(await decide(booking.id, true)).toMatchObject({ status: 'approved', decidedBy: ADMIN });
    expect(chargesOf(w)).toHaveLength(1);
    await expectRefusal(decide(booking.id, false, 'Too late'), 'BOOKING.CHANGED');
    expect(chargesOf(w)).toHaveLength(1);
    expect(w.rows().notifications.map((n) => n.subject)).toEqual(['Booking approved: Rooftop, 2026-11-07 18:00–20:00']);
    expect(w.rows().audit.map((a) => a.action)).toEqual(['space.add', 'booking.approve']);
  });

  it('declines with a reason, charging nothing and freeing the slot', async () => {
    const { w, add, book, decide } = await world();
    const space = await add({ needsApproval: true });
    const booking = await book(rahim, space.id, '2026-11-07', '18:00');
    await expectRefusal(decide(booking.id, false), 'VALIDATION.INVALID_INPUT');
    expect(await decide(booking.id, false, 'Water tank repairs')).toMatchObject({ status: 'declined' });
    expect(chargesOf(w)).toEqual([]);
    expect(w.rows().notifications[0]!.lines).toContain('The reason given: Water tank repairs');
    const day = await new DayBookings(w.spaceBookings).execute({ day: '2026-11-07' });
    expect(day.map((b) => [b.memberName, b.status])).toEqual([['Rahim Uddin', 'declined']]);
  });
});

describe('the admin’s spaces', () => {
  it('edits over the version read, and refuses a stale one', async () => {
    const { w, add } = await world();
    const space = await add();
    const edit = new EditSpace(w.commonSpaces, w.uow, w.trail);
    expect(await edit.execute({ ...ROOF, name: 'Roof garden', id: space.id, version: 1, by: ADMIN })).toMatchObject({
      name: 'Roof garden',
      version: 2,
    });
    await expectRefusal(edit.execute({ ...ROOF, id: space.id, version: 1, by: ADMIN }), 'SPACE.CHANGED');
    await expectRefusal(edit.execute({ ...ROOF, id: 'nope', version: 1, by: ADMIN }), 'SPACE.NOT_FOUND');
  });

  it('refuses to retire a space with bookings to come, and retires it once they are cancelled', async () => {
    const { w, add, book, cancel } = await world();
    const space = await add();
    const booking = await book(rahim, space.id, '2026-11-07', '18:00');
    const retire = new RetireSpace(w.commonSpaces, w.spaceBookings, w.uow, w.clock, w.trail);
    await expectRefusal(retire.execute({ id: space.id, version: 1, by: ADMIN }), 'SPACE.HAS_BOOKINGS');
    expect((await w.commonSpaces.byId(space.id))!.retired).toBe(false);
    await cancel(rahim, booking.id);
    expect(await retire.execute({ id: space.id, version: 1, by: ADMIN })).toMatchObject({ retired: true });
    await expectRefusal(book(rahim, space.id, '2026-11-08', '18:00'), 'SPACE.RETIRED');
    // Its bookings stay readable.
    expect(await new DayBookings(w.spaceBookings).execute({ day: '2026-11-07' })).toHaveLength(1);
  });
});

describe('the admin cancelling a member’s booking', () => {
  it('cancels an approved booking with a reason, voids its fee once, tells the member and audits it', async () => {
    const { w, add, book, adminCancel } = await world();
    const space = await add();
    const booking = await book(rahim, space.id, '2026-11-06', '08:00');
    const done = await adminCancel(booking.id, '  Roof repairs  ');
    expect(done).toMatchObject({ status: 'cancelled', reason: 'Roof repairs', decidedBy: ADMIN });
    const entries = chargesOf(w);
    expect(entries.filter((e) => e.type === 'void')).toEqual([
      expect.objectContaining({ voids: `booking:${booking.id}` }),
    ]);
    expect(w.rows().audit.at(-1)).toMatchObject({
      action: 'booking.cancel',
      actor: ADMIN,
      subject: booking.id,
      before: { status: 'approved' },
      after: { status: 'cancelled', reason: 'Roof repairs' },
    });
    expect(w.rows().notifications.at(-1)).toMatchObject({ recipientEmail: rahim.email });
    expect(w.rows().notifications.at(-1)!.event).toEqual({
      type: 'booking-cancelled',
      space: 'Rooftop',
      day: '2026-11-06',
      start: '08:00',
      end: '10:00',
      reason: 'Roof repairs',
    });
    // The slot is free again.
    expect((await book(karim, space.id, '2026-11-06', '08:00')).status).toBe('approved');
  });

  it('cancels a pending booking charging nothing; refuses a second cancel, no reason and an unknown booking, writing nothing', async () => {
    const { w, add, book, adminCancel } = await world();
    const hall = await add({ name: 'Hall', needsApproval: true });
    const booking = await book(rahim, hall.id, '2026-11-09', '10:00');
    const unchanged = async (call: () => Promise<unknown>, code: Parameters<typeof expectRefusal>[1]) => {
      const before = w.rows();
      await expectRefusal(call(), code);
      expect(w.rows()).toEqual(before);
    };
    await unchanged(() => adminCancel(booking.id), 'VALIDATION.INVALID_INPUT');
    await unchanged(() => adminCancel('nope', 'Why'), 'BOOKING.NOT_FOUND');
    await adminCancel(booking.id, 'Hall being painted');
    expect(chargesOf(w)).toEqual([]);
    await unchanged(() => adminCancel(booking.id, 'Again'), 'BOOKING.CHANGED');
  });
});

describe('the slots a member sees', () => {
  it('hides every slot of a day beyond how far ahead a flat may book', async () => {
    const { w, add } = await world();
    const space = await add({ aheadDays: 3 });
    const slots = new GetSpaceSlots(w.commonSpaces, w.spaceBookings, w.clock, w.calendar);
    expect((await slots.execute({ spaceId: space.id, day: '2026-11-08' })).slots).toHaveLength(7);
    expect((await slots.execute({ spaceId: space.id, day: '2026-11-09' })).slots).toEqual([]);
  });
});
