import type { BooksDto, ChargeDto, LeaseSummaryDto } from '@contract/ledger';

/**
 * Sample books of a lease accepted on terms (GET /api/ledger/mine), for the stories and component tests: Karim's lease
 * of C201 from November 2026 at 12,000 a month, to October 2027, with two months' rent ahead (November and December)
 * and a deposit of 24,000, as the server settles them: the advance's months owed through the advance, the deposit held
 * once paid.
 */
export const karimsLease: LeaseSummaryDto = {
  leaseId: 'lease-c201',
  memberEmail: 'karim@example.com',
  memberName: 'Karim Hossain',
  flat: { floor: 2, block: 'C', number: 'C201' },
  rent: 12000,
  startMonth: '2026-11',
  endMonth: null,
  current: true,
  terms: { endMonth: '2027-10', advanceMonths: 2, deposit: 24000 },
};

const charge = (
  kind: ChargeDto['kind'],
  month: string,
  label: string,
  amount: number,
  paid: number,
  more: Partial<ChargeDto> = {},
): ChargeDto => ({
  id: kind === 'rent' ? `rent:lease-c201:${month}` : `${kind}:lease-c201`,
  kind,
  month,
  label,
  amount,
  paid,
  remaining: amount - paid,
  ...more,
});

const base = (paid: boolean): BooksDto => ({
  lease: karimsLease,
  currentMonth: '2026-11',
  today: '2026-11-20',
  balance: paid ? 0 : 48000,
  owed: paid ? 0 : 48000,
  credit: 0,
  ageing: { '0-30': paid ? 0 : 48000, '31-60': 0, '61-90': 0, '90+': 0 },
  charges: [
    charge('rent', '2026-11', 'Rent', 12000, paid ? 12000 : 0, { throughAdvance: true }),
    charge('advance', '2026-11', 'Advance rent', 24000, paid ? 24000 : 0),
    charge('deposit', '2026-11', 'Security deposit', 24000, paid ? 24000 : 0),
    charge('rent', '2026-12', 'Rent', 12000, paid ? 12000 : 0, { throughAdvance: true }),
  ],
  credits: paid
    ? [
        {
          id: 'cash-karim',
          kind: 'payment',
          amount: 48000,
          paidOn: '2026-11-06',
          method: 'cash',
          reference: null,
          note: null,
          receiptNumber: 31,
          unapplied: 0,
        },
      ]
    : [],
  voided: [],
  statementMonths: ['2026-11'],
  depositHeld: paid ? 24000 : 0,
});

/** Just accepted: the advance and the deposit owed, 48,000 in all. */
export const booksTermsOwed = base(false);
/** Paid in cash: November and December settled by the advance, the deposit of 24,000 held. */
export const booksDepositHeld = base(true);
/** A year on: the rent rose to 12,600 from November 2027 (a scheduled change), billed this month. */
export const booksRentRaised: BooksDto = {
  ...booksDepositHeld,
  currentMonth: '2027-11',
  today: '2027-11-10',
  charges: [
    ...booksDepositHeld.charges,
    charge('rent', '2027-10', 'Rent', 12000, 12000),
    charge('rent', '2027-11', 'Rent', 12600, 12600),
  ],
};
