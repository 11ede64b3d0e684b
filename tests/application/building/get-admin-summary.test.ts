import { describe, expect, it } from 'vitest';
import { GetAdminSummary } from '../../../application/building/get-admin-summary.ts';
import { ListApartments } from '../../../application/apartments/list-apartments.ts';
import { RecordLedgerPayment } from '../../../application/ledger/write-books.ts';
import { newPaymentReport } from '../../../domain/payment-reports/payment-report.ts';
import { taka } from '../../../domain/shared/money.ts';
import { anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';

const building = Array.from({ length: 24 }, (_, i) =>
  anApartment().withId(`apt-${i}`).at('A', 1, `A${i}`).withRent(10_000).build(),
);
const users = [
  aUser().withId('u1').withEmail('one@example.com').build(),
  aUser().withId('u2').withEmail('two@example.com').member().build(),
  aUser().withId('u3').withEmail('three@example.com').member().build(),
  aUser().withId('u4').withEmail('admin@example.com').admin().build(),
];
// Two leases from November 2026 at 10 000 taka a month, and one request waiting.
const agreements = [
  anAgreement()
    .withId('g1')
    .by({ email: 'two@example.com', name: 'Two' })
    .on(building[0]!)
    .startingIn('2026-11')
    .accepted()
    .build(),
  anAgreement()
    .withId('g2')
    .by({ email: 'three@example.com', name: 'Three' })
    .on(building[1]!)
    .startingIn('2026-11')
    .accepted()
    .build(),
  anAgreement().withId('g3').by({ email: 'one@example.com', name: 'One' }).on(building[2]!).build(),
];

const summaryOf = (w: World) =>
  new GetAdminSummary(w.apartments, w.users, w.agreements, w.paymentReports, w.books, w.calendar).execute();
const at = (w: World, iso: string) => w.clock.advance(new Date(iso).getTime() - w.clock.now().getTime());

describe('GetAdminSummary', () => {
  it('is all zeros for an empty building', async () => {
    const w = await aWorld();
    expect(await summaryOf(w)).toEqual({
      totalRooms: 0,
      rentedRooms: 0,
      availablePercentage: 0,
      rentedPercentage: 0,
      totalUsers: 0,
      totalMembers: 0,
      requestsWaiting: 0,
      reportsWaiting: 0,
      owedNow: 0,
      month: '2026-11',
      collectedThisMonth: 0,
      depositsHeld: 0,
    });
  });

  it('counts rooms, rented rooms (not pending ones), users, members, requests and reports waiting, and what is owed', async () => {
    const w = await aWorld({ apartments: building, users, agreements });
    await w.paymentReports.add(
      newPaymentReport(
        { id: 'g1', startMonth: '2026-11' },
        {
          amountInTaka: 5_000,
          paidOn: '2026-11-04',
          method: 'bkash',
          reference: 'BK-1',
          id: 'r1',
          reporterEmail: 'two@example.com',
          at: w.clock.now(),
        },
        '2026-11-05',
      ),
    );
    expect(await summaryOf(w)).toEqual({
      totalRooms: 24,
      rentedRooms: 2,
      rentedPercentage: 8.33,
      availablePercentage: 91.67,
      totalUsers: 4,
      totalMembers: 2,
      requestsWaiting: 1,
      reportsWaiting: 1,
      owedNow: taka(20_000),
      month: '2026-11',
      collectedThisMonth: 0,
      depositsHeld: 0,
    });
  });

  it('agrees with the apartment list', async () => {
    const w = await aWorld({ apartments: building, users, agreements });
    const summary = await summaryOf(w);
    const { items } = await new ListApartments(w.apartments).execute({ limit: 100 });
    const rented = items.filter((a) => !a.available).length;
    expect(summary.totalRooms).toBe(items.length);
    expect(summary.rentedRooms).toBe(rented);
    expect(summary.rentedPercentage).toBe(Math.round((rented / items.length) * 10_000) / 100);
  });

  it("counts this month's takings by the building's calendar: 23:59 on the last day is that month, 00:00 the next", async () => {
    // Two paid by card: one at 23:59 on 30 November in Dhaka (17:59 UTC), one at 00:00 on 1 December (18:00 UTC).
    const lastMinute = aPayment()
      .withId('pay-nov')
      .by('two@example.com')
      .forMonth('2026-11')
      .withTransactionId('pi_nov')
      .paidAt(new Date('2026-11-30T17:59:00Z'))
      .build();
    const firstMinute = {
      ...aPayment()
        .withId('pay-dec')
        .by('three@example.com')
        .forMonth('2026-12')
        .withTransactionId('pi_dec')
        .paidAt(new Date('2026-11-30T18:00:00Z'))
        .build(),
      rent: 10_000,
      amountMinor: taka(10_000),
    };
    const w = await aWorld({
      apartments: building,
      users,
      agreements,
      payments: [{ ...lastMinute, rent: 10_000, amountMinor: taka(10_000) }, firstMinute],
    });
    at(w, '2026-11-30T17:59:30Z');
    expect(await summaryOf(w)).toMatchObject({ month: '2026-11', collectedThisMonth: taka(10_000) });
    at(w, '2026-11-30T18:00:00Z');
    // December in Dhaka, though still 30 November in UTC: December's rent is owed by both, paid by one.
    expect(await summaryOf(w)).toMatchObject({
      month: '2026-12',
      collectedThisMonth: taka(10_000),
      owedNow: taka(20_000),
    });
  });

  it('counts money received at the desk by every method in the month it was received, and never a voided one', async () => {
    const w = await aWorld({ apartments: building, users, agreements });
    const record = new RecordLedgerPayment({ ...w, books: w.books, audit: w.trail }, w.notifier);
    await record.execute({
      leaseId: 'g1',
      amount: 4_000,
      method: 'cash',
      paidOn: '2026-11-05',
      by: 'admin@example.com',
    });
    await record.execute({
      leaseId: 'g2',
      amount: 2_500,
      method: 'nagad',
      paidOn: '2026-11-05',
      reference: 'NG-1',
      by: 'admin@example.com',
    });
    expect(await summaryOf(w)).toMatchObject({ collectedThisMonth: taka(6_500), owedNow: taka(13_500) });
  });
});
