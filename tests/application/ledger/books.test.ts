import { describe, expect, it } from 'vitest';
import { GetBooksArrears, GetLeaseBooks, GetMyBooks, GetStatement } from '../../../application/ledger/read-books.ts';
import {
  AddLedgerCharge,
  RecordLedgerPayment,
  VoidLedgerEntry,
  type BookWriting,
} from '../../../application/ledger/write-books.ts';
import { CreatePaymentIntent } from '../../../application/payments/create-payment-intent.ts';
import { GetMyDues } from '../../../application/payments/get-my-dues.ts';
import { DEFAULT_REMINDER_SCHEDULE } from '../../../domain/notifications/reminders.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// The clock reads 5 November 2026 in Dhaka. Rahim rents A101 at 12 000 taka from September 2026 and paid September by
// card with a 10% coupon; Karim rented B101 at 20 000 taka from September to October and paid nothing.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const rahim = aUser().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withEmail('karim@example.com').withName('Karim Ali').build();
const rahimsLease = anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build();
const karimsLease = anAgreement().withId('L-karim').by(karim).on(b101).endingIn('2026-10').build();
const september = {
  ...aPayment().withId('pay-sep').by(rahim.email).forMonth('2026-09').withTransactionId('pi_sep').build(),
  discount: 10,
  couponCode: 'SAVE10',
  amountMinor: poisha(1_080_000),
};
const ADMIN = 'admin@example.com';

const aBuilding = () =>
  aWorld({
    apartments: [a101, b101],
    users: [rahim, karim],
    agreements: [
      rahimsLease,
      { ...karimsLease, status: 'ended', decidedAt: rahimsLease.decidedAt!, startMonth: '2026-09' },
    ],
    payments: [september],
  });

const writing = (w: World): BookWriting => ({ ...w, ledger: w.ledger, books: w.books, audit: w.trail });
const record = (w: World) => new RecordLedgerPayment(writing(w), w.notifier);
const cash = (amount: number, extra: Record<string, unknown> = {}) => ({
  leaseId: 'L-rahim',
  amount,
  paidOn: '2026-11-04',
  method: 'cash',
  by: ADMIN,
  ...extra,
});
const rahimsBooks = (w: World) => new GetMyBooks(w.agreements, w.books).execute(rahim);
const remainders = async (w: World) =>
  (await rahimsBooks(w)).settlement.charges.map((c) => [c.charge.month, c.charge.label, c.remaining]);

describe('a lease’s books', () => {
  it('bill each month’s rent from the lease, settled by the card payment and its coupon', async () => {
    const w = await aBuilding();
    const books = await rahimsBooks(w);
    expect(await remainders(w)).toEqual([
      ['2026-09', 'Rent', 0],
      ['2026-10', 'Rent', 1_200_000],
      ['2026-11', 'Rent', 1_200_000],
    ]);
    expect(books.settlement.credits.map((c) => [c.credit.kind, c.credit.method, c.credit.amount])).toEqual([
      ['payment', 'card', 1_080_000],
      ['discount', undefined, 120_000],
    ]);
    expect(books.settlement.balance).toBe(2_400_000);
    expect(books.statementMonths).toEqual(['2026-09', '2026-10', '2026-11']);
    // Due on the 5th: October's rent is 31 days late on 5 November, November's is due today.
    expect(books.ageing).toEqual({ '0-30': 1_200_000, '31-60': 1_200_000, '61-90': 0, '90+': 0 });
  });

  it('settle a cash payment against the oldest rent first, part of it when it falls short', async () => {
    const w = await aBuilding();
    const { entry, books } = await record(w).execute(cash(15_000));
    expect(entry).toMatchObject({ method: 'cash', amount: 1_500_000, paidOn: '2026-11-04', receiptNumber: 1 });
    expect(books.settlement.charges.map((c) => c.remaining)).toEqual([0, 0, 900_000]);
    // The admin's action is in the audit log, and Rahim hears of it with his receipt.
    expect(w.rows().audit).toMatchObject([
      { actor: ADMIN, action: 'ledger.payment', subject: 'L-rahim', after: { amount: 15_000, method: 'cash' } },
    ]);
    expect(w.rows().notifications).toMatchObject([
      {
        recipientEmail: rahim.email,
        event: { type: 'payment-received', receipt: 1, amount: 15_000, method: 'cash' },
        subject: 'Payment received: 15,000 taka by cash (receipt R-000001)',
      },
    ]);
  });

  it('keep what is paid beyond the debt as credit, which settles the next month by itself', async () => {
    const w = await aBuilding();
    const { books } = await record(w).execute(cash(30_000, { method: 'bkash', reference: '8N7A6B' }));
    expect(books.settlement).toMatchObject({ owed: 0, unappliedCredit: 600_000, balance: -600_000 });
    w.clock.advance(31 * 24 * 60 * 60 * 1000); // 6 December
    expect((await rahimsBooks(w)).settlement).toMatchObject({ owed: 600_000, unappliedCredit: 0 });
  });

  it('pay the charge a payment names first', async () => {
    const w = await aBuilding();
    const november = `rent:L-rahim:2026-11`;
    await record(w).execute(cash(12_000, { forCharge: november }));
    expect((await remainders(w)).map(([month, , left]) => [month, left])).toEqual([
      ['2026-09', 0],
      ['2026-10', 1_200_000],
      ['2026-11', 0],
    ]);
    await expectRefusal(record(w).execute(cash(1, { forCharge: 'rent:L-rahim:2027-01' })), 'VALIDATION.INVALID_INPUT');
  });

  it('take a charge beside the rent, and a void puts a wrong one right, both audit-logged', async () => {
    const w = await aBuilding();
    const add = new AddLedgerCharge(writing(w));
    const { entry } = await add.execute({
      leaseId: 'L-rahim',
      kind: 'gas',
      month: '2026-10',
      amount: 975.5,
      by: ADMIN,
    });
    expect((await remainders(w)).find(([, label]) => label === 'Gas bill')).toEqual(['2026-10', 'Gas bill', 97_550]);
    const { books } = await new VoidLedgerEntry(writing(w)).execute({
      leaseId: 'L-rahim',
      entryId: entry.id,
      reason: 'Billed to the wrong flat',
      by: ADMIN,
    });
    expect(books.settlement.charges.map((c) => c.charge.label)).toEqual(['Rent', 'Rent', 'Rent']);
    expect(books.settlement.voided).toMatchObject([
      { entry: { id: entry.id }, void: { reason: 'Billed to the wrong flat' } },
    ]);
    expect(w.rows().audit.map((e) => e.action)).toEqual(['ledger.charge', 'ledger.void']);
  });

  it('refuse what may not be written, and write nothing', async () => {
    const w = await aBuilding();
    const before = w.rows();
    await expectRefusal(record(w).execute(cash(0)), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(record(w).execute(cash(100, { paidOn: '2026-11-06' })), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(record(w).execute(cash(100, { method: 'bank' })), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(record(w).execute(cash(100, { leaseId: 'nope' })), 'AGREEMENT.NOT_FOUND');
    const add = new AddLedgerCharge(writing(w));
    await expectRefusal(
      add.execute({ leaseId: 'L-karim', kind: 'fine', month: '2026-11', amount: 100, by: ADMIN }),
      'VALIDATION.INVALID_INPUT',
    );
    const voiding = new VoidLedgerEntry(writing(w));
    await expectRefusal(
      voiding.execute({ leaseId: 'L-rahim', entryId: 'card:pay-sep', reason: 'x', by: ADMIN }),
      'LEDGER.NOT_VOIDABLE',
    );
    expect(w.rows()).toEqual(before);
  });

  it('refuse a second payment with the same reference on one lease', async () => {
    const w = await aBuilding();
    await record(w).execute(cash(100, { method: 'bank', reference: 'TRX-1' }));
    const before = w.rows();
    await expectRefusal(
      record(w).execute(cash(200, { method: 'bank', reference: 'TRX-1' })),
      'LEDGER.DUPLICATE_REFERENCE',
    );
    expect(w.rows()).toEqual(before);
  });

  it('still take a former resident’s payment on their ended lease, and charges only for its months', async () => {
    const w = await aBuilding();
    const { books } = await record(w).execute(cash(25_000, { leaseId: 'L-karim' }));
    expect(books.settlement).toMatchObject({ owed: 1_500_000, balance: 1_500_000 });
    const mine = await new GetMyBooks(w.agreements, w.books).execute(anActor().withEmail(karim.email).build());
    expect(mine.agreement.id).toBe('L-karim');
    expect(mine.statementMonths).toEqual(['2026-09', '2026-10']);
  });
});

describe('reading the books', () => {
  it('gives a month’s statement, and refuses a month outside the lease', async () => {
    const w = await aBuilding();
    await record(w).execute(cash(5_000, { paidOn: '2026-10-20' }));
    const read = new GetStatement(w.agreements, w.books);
    const { statement } = await read.execute({ leaseId: 'L-rahim', month: '2026-10' });
    // September's rent was paid by card only on 5 November: it is carried in.
    expect([statement.opening, statement.closing]).toEqual([1_200_000, 1_900_000]);
    expect(statement.lines.map((l) => [l.entry.id.startsWith('rent:') ? 'rent' : l.entry.type, l.balance])).toEqual([
      ['rent', 2_400_000],
      ['credit', 1_900_000],
    ]);
    await expectRefusal(read.execute({ leaseId: 'L-rahim', month: '2026-12' }), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(read.execute({ leaseId: 'L-rahim', month: '2026-08' }), 'VALIDATION.INVALID_INPUT');
  });

  it('lists who owes the building, most first, with a running lease that owes nothing and no settled former one', async () => {
    const w = await aBuilding();
    const arrears = new GetBooksArrears(w.books, () => w.calendar.today());
    expect((await arrears.execute()).rows.map((b) => [b.agreement.id, b.settlement.owed])).toEqual([
      ['L-karim', 4_000_000],
      ['L-rahim', 2_400_000],
    ]);
    await record(w).execute(cash(40_000, { leaseId: 'L-karim' }));
    await record(w).execute(cash(24_000));
    const settled = await arrears.execute();
    expect(settled.rows.map((b) => b.agreement.id)).toEqual(['L-rahim']);
    expect(settled.totals.owed).toBe(0);
    await expectRefusal(new GetLeaseBooks(w.agreements, w.books).execute('nope'), 'AGREEMENT.NOT_FOUND');
  });
});

describe('rent paid at the desk', () => {
  it('is paid for Make Payment: neither owed nor payable again by card', async () => {
    const w = await aBuilding();
    await record(w).execute(cash(12_000, { forCharge: 'rent:L-rahim:2026-10' }));
    const dues = await new GetMyDues(
      w.agreements,
      w.payments,
      w.calendar,
      async () => DEFAULT_REMINDER_SCHEDULE,
      w.books,
    ).execute(rahim);
    expect(dues.owed.map((m) => m.month)).toEqual(['2026-11']);
    const member = anActor().withEmail(rahim.email).withName(rahim.name).member().build();
    const intent = new CreatePaymentIntent(
      w.agreements,
      w.coupons,
      w.payments,
      w.gateway,
      w.uow,
      w.ids,
      w.clock,
      w.calendar,
      w.books,
    );
    await expectRefusal(intent.execute({ actor: member, month: '2026-10' }), 'PAYMENT.MONTH_ALREADY_PAID');
    expect((await intent.execute({ actor: member, month: '2026-11' })).kind).toBe('intent');
  });
});
