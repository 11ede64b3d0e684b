import { describe, expect, it } from 'vitest';
import { GetRentCollection } from '../../../application/payments/get-rent-collection.ts';
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { recordedPayment } from '../../../domain/ledger/writing.ts';
import { FixedClock } from '../../support/fakes.ts';
import { anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

const report = (w: World, clock = w.clock) => {
  const calendar = buildingCalendar(clock, w.calendar.timeZone);
  const books = new LeaseBooks(w.agreements, w.payments, w.ledger, w.recurringCharges, calendar, async () => 5);
  return new GetRentCollection(w.agreements, books, calendar);
};
const lease = (n: number) =>
  anAgreement()
    .withId(`agr-${n}`)
    .by(aUser().withEmail(`tenant${n}@example.com`).build())
    .on(anApartment().withId(`apt-${n}`).at('A', 1, `A10${n}`).build());

describe('GetRentCollection', () => {
  it("names the months a report can show: from the first lease's start month, ended leases included, to this month", async () => {
    const w = await aWorld({
      agreements: [
        lease(1).startingIn('2026-03').endingIn('2026-06').build(),
        lease(2).startingIn('2026-09').accepted().build(),
        lease(3).build(),
      ],
    });
    expect(await report(w).execute({ month: '2026-10' })).toMatchObject({
      month: '2026-10',
      firstMonth: '2026-03',
      currentMonth: '2026-11',
    });
  });

  it("starts an empty building's months, and a report asked for no month, at this month in the building's zone", async () => {
    const w = await aWorld({ agreements: [lease(1).startingIn('2027-01').accepted().build()] });
    // 30 November, 19:00 in UTC is already 1 December in Dhaka.
    const lateEvening = new FixedClock(new Date('2026-11-30T19:00:00Z'));
    expect(await report(w, lateEvening).execute({})).toMatchObject({
      month: '2026-12',
      firstMonth: '2026-12',
      currentMonth: '2026-12',
      rows: [],
    });
  });

  it('reads who paid from the books: by card, in cash at the desk, or half by bKash', async () => {
    const w = await aWorld({
      agreements: [1, 2, 3, 4].map((n) => lease(n).startingIn('2026-11').accepted().build()),
      payments: [aPayment().by('tenant1@example.com').forMonth('2026-11').build()],
    });
    const desk = async (n: number, amountInTaka: number, method: 'cash' | 'bkash') => {
      const agreement = (await w.agreements.byId(`agr-${n}`))!;
      const span = { id: agreement.id, startMonth: agreement.startMonth! };
      const input = { id: `pay-${n}`, amountInTaka, paidOn: '2026-11-04', method, reference: 'BK-1', by: 'admin' };
      await w.ledger.add(recordedPayment(span, { ...input, at: w.clock.now() }, w.calendar.today()));
    };
    await desk(2, 12_000, 'cash');
    await desk(3, 6_000, 'bkash');
    const { rows, totals } = await report(w).execute({ month: '2026-11' });
    expect(rows.map((r) => [r.memberEmail, r.state, r.paidMinor, r.method, r.paidOn])).toEqual([
      ['tenant1@example.com', 'paid', 1_200_000, 'card', '2026-11-05'],
      ['tenant2@example.com', 'paid', 1_200_000, 'cash', '2026-11-04'],
      ['tenant3@example.com', 'part-paid', 600_000, 'bkash', '2026-11-04'],
      ['tenant4@example.com', 'unpaid', 0, undefined, undefined],
    ]);
    // The desk payments' receipts are numbered from the counter card payments take theirs from.
    expect(rows[1]!.receiptNumber).toBeGreaterThan(0);
    expect(totals).toMatchObject({
      paidMembers: 2,
      expectedMinor: 4_800_000,
      collectedMinor: 3_000_000,
      outstandingMinor: 1_800_000,
      collectionRate: 62.5,
    });
  });
});
