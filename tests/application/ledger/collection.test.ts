import { describe, expect, it } from 'vitest';
import { GetBooksCollection } from '../../../application/ledger/read-books.ts';
import { RecordLedgerPayment, VoidLedgerEntry, type BookWriting } from '../../../application/ledger/write-books.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';

// The clock reads 5 November 2026 in Dhaka. Rahim rents A101 at 12 000 taka from September 2026 and paid September by
// card on 3 September with a 10% coupon; Karim rented B101 at 20 000 taka for September and October and paid nothing.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const rahim = aUser().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withEmail('karim@example.com').withName('Karim Ali').build();
const rahimsLease = anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build();
const karimsLease = anAgreement().withId('L-karim').by(karim).on(b101).endingIn('2026-10').build();
const september = {
  ...aPayment()
    .withId('pay-sep')
    .by(rahim.email)
    .forMonth('2026-09')
    .withTransactionId('pi_sep')
    .paidAt(new Date('2026-09-03T06:00:00Z'))
    .build(),
  discount: 10,
  couponCode: 'SAVE10',
  amountMinor: poisha(1_080_000),
};
const ADMIN = 'admin@example.com';

const aBuilding = (payments: Payment[] = [september]) =>
  aWorld({
    apartments: [a101, b101],
    users: [rahim, karim],
    agreements: [
      rahimsLease,
      { ...karimsLease, status: 'ended', decidedAt: rahimsLease.decidedAt!, startMonth: '2026-09' },
    ],
    payments,
  });

const writing = (w: World): BookWriting => ({ ...w, ledger: w.ledger, books: w.books, audit: w.trail });
const pay = (w: World, leaseId: string, amount: number, method: string, paidOn: string, reference?: string) =>
  new RecordLedgerPayment(writing(w), w.notifier).execute({
    leaseId,
    amount,
    paidOn,
    method,
    by: ADMIN,
    ...(reference ? { reference } : {}),
  });
const report = (w: World) => new GetBooksCollection(w.books, w.calendar).execute();
const monthOf = async (w: World, month: string) => (await report(w)).months.find((m) => m.month === month)!;

describe('billed and collected over the last twelve months', () => {
  it('covers the twelve months up to the building’s current one, oldest first', async () => {
    const w = await aBuilding();
    const { currentMonth, months } = await report(w);
    expect(currentMonth).toBe('2026-11');
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months.slice(0, 9).every((m) => m.billed === 0 && m.collected === 0)).toBe(true);
  });

  it('bills every lease’s rent, running or ended, and counts the card payment and its coupon apart', async () => {
    const w = await aBuilding();
    const sep = await monthOf(w, '2026-09');
    expect(sep.billed).toBe(3_200_000);
    expect(sep.billedByKind.rent).toBe(3_200_000);
    expect(sep.collected).toBe(1_080_000);
    expect(sep.collectedByMethod.card).toBe(1_080_000);
    expect(sep.discounts).toBe(120_000);
    expect((await monthOf(w, '2026-11')).billed).toBe(1_200_000);
  });

  it('counts cash and bKash in the month they were received, whatever month they settle, and no voided one', async () => {
    const w = await aBuilding();
    await pay(w, 'L-karim', 20_000, 'bkash', '2026-10-20', 'BK-1');
    await pay(w, 'L-rahim', 15_000, 'cash', '2026-11-04');
    const { entry } = await pay(w, 'L-rahim', 500, 'cash', '2026-11-04');
    await new VoidLedgerEntry(writing(w)).execute({
      leaseId: 'L-rahim',
      entryId: entry.id,
      reason: 'Twice',
      by: ADMIN,
    });
    const { months, total } = await report(w);
    const [oct, nov] = months.slice(-2);
    expect(oct!.collectedByMethod).toMatchObject({ bkash: 2_000_000, cash: 0 });
    expect(oct!.collected).toBe(2_000_000);
    expect(nov!.collectedByMethod).toMatchObject({ cash: 1_500_000, bkash: 0 });
    expect(nov!.collected).toBe(1_500_000);
    expect(total.collected).toBe(1_080_000 + 2_000_000 + 1_500_000);
    expect(total.billed).toBe(3_200_000 + 3_200_000 + 1_200_000);
  });

  it('counts a card payment in the building’s month, which turns before the server’s', async () => {
    // 19:00 UTC on 31 October is 1 November in Dhaka.
    const late = {
      ...aPayment()
        .withId('pay-oct')
        .by(rahim.email)
        .forMonth('2026-10')
        .withTransactionId('pi_oct')
        .paidAt(new Date('2026-10-31T19:00:00Z'))
        .build(),
    };
    const w = await aBuilding([september, late]);
    expect((await monthOf(w, '2026-10')).collectedByMethod.card).toBe(0);
    expect((await monthOf(w, '2026-11')).collectedByMethod.card).toBe(1_200_000);
    // 18:00 UTC on 30 November is already December in Dhaka: the report ends in December.
    w.clock.advance(Date.parse('2026-11-30T18:00:00Z') - w.clock.now().getTime());
    const { currentMonth, months } = await report(w);
    expect([currentMonth, months[0]!.month, months.at(-1)!.month]).toEqual(['2026-12', '2026-01', '2026-12']);
    expect(months.at(-1)!.billed).toBe(1_200_000);
  });
});
