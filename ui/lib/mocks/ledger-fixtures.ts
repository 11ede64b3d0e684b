import type { BooksDto, ChargeDto, CreditDto, LeaseSummaryDto, StatementDto } from '@contract/ledger';

/**
 * Sample books (GET /api/ledger/mine) for the stories and component tests, and the statement the server would build
 * from them. Each is settled here as the server settles: credits pay the oldest charges first, amounts to the poisha.
 */

type RawCharge = Omit<ChargeDto, 'paid' | 'remaining'>;
type RawCredit = Omit<CreditDto, 'unapplied'>;

const poisha = (t: number) => Math.round(t * 100);
const taka = (p: number) => p / 100;

/** Nadia's lease of B302 from October 2026, at 14,500 a month. */
export const nadiasLease: LeaseSummaryDto = {
  leaseId: 'lease-b302',
  memberEmail: 'nadia@example.com',
  memberName: 'Nadia Rahman',
  flat: { floor: 3, block: 'B', number: 'B302' },
  rent: 14500,
  startMonth: '2026-10',
  endMonth: null,
  current: true,
};

/** Sohel's lease of A101, August to October 2026, at 16,000 a month; it ended when he was removed. */
export const sohelsLease: LeaseSummaryDto = {
  leaseId: 'lease-a101',
  memberEmail: 'sohel@example.com',
  memberName: 'Sohel Rana',
  flat: { floor: 1, block: 'A', number: 'A101' },
  rent: 16000,
  startMonth: '2026-08',
  endMonth: '2026-10',
  current: false,
};

const monthsFrom = (first: string, last: string): string[] => {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
};

const rent = (lease: LeaseSummaryDto, month: string): RawCharge => ({
  id: `rent:${lease.leaseId}:${month}`,
  kind: 'rent',
  month,
  label: 'Rent',
  amount: lease.rent,
});

const card = (id: string, amount: number, paidOn: string, receiptNumber: number): RawCredit => ({
  id,
  kind: 'payment',
  amount,
  paidOn,
  method: 'card',
  reference: `pi_sandbox_${id}`,
  note: null,
  receiptNumber,
});

const discount = (id: string, amount: number, paidOn: string): RawCredit => ({
  id,
  kind: 'discount',
  amount,
  paidOn,
  method: null,
  reference: 'WELCOME10',
  note: null,
  receiptNumber: null,
});

/** A lease's books from its charges and credits, settled oldest first, as the server answers them. */
export function booksOf(
  lease: LeaseSummaryDto,
  currentMonth: string,
  today: string,
  charges: RawCharge[],
  credits: RawCredit[],
  voided: BooksDto['voided'] = [],
): BooksDto {
  const left = charges.map((c) => poisha(c.amount));
  const unused = credits.map((c) => poisha(c.amount));
  credits.forEach((_, ci) =>
    charges.forEach((_, chi) => {
      const take = Math.min(left[chi]!, unused[ci]!);
      left[chi]! -= take;
      unused[ci]! -= take;
    }),
  );
  const owed = left.reduce((a, b) => a + b, 0);
  const credit = unused.reduce((a, b) => a + b, 0);
  return {
    lease,
    currentMonth,
    today,
    balance: taka(owed - credit),
    owed: taka(owed),
    credit: taka(credit),
    ageing: { '0-30': taka(owed), '31-60': 0, '61-90': 0, '90+': 0 },
    charges: charges.map((c, i) => ({
      ...c,
      paid: taka(poisha(c.amount) - left[i]!),
      remaining: taka(left[i]!),
    })),
    credits: credits.map((c, i) => ({ ...c, unapplied: taka(unused[i]!) })),
    voided,
    statementMonths: monthsFrom(lease.startMonth, lease.endMonth ?? currentMonth),
  };
}

/** 20 November 2026: October's rent paid by card after the coupon's 10%, November's by card in full. */
export const booksPaidUp = booksOf(
  nadiasLease,
  '2026-11',
  '2026-11-20',
  [rent(nadiasLease, '2026-10'), rent(nadiasLease, '2026-11')],
  [
    discount('disc-oct', 1450, '2026-10-06'),
    card('3f9a12c0', 13050, '2026-10-06', 12),
    card('77b0e4d1', 14500, '2026-11-03', 15),
  ],
);

/** 10 December 2026: December's rent half paid by bKash, and 9,500 still owed. */
export const booksPartlyPaid = booksOf(
  nadiasLease,
  '2026-12',
  '2026-12-10',
  [...booksPaidUp.charges, rent(nadiasLease, '2026-12')],
  [
    ...booksPaidUp.credits,
    {
      id: 'bk-1',
      kind: 'payment',
      amount: 5000,
      paidOn: '2026-12-08',
      method: 'bkash',
      reference: 'BKX7Q2M9',
      note: null,
      receiptNumber: 17,
    },
  ],
);

/** 20 November 2026: a bank transfer of 20,000 for November's rent left 5,500 of credit. */
export const booksInCredit = booksOf(
  nadiasLease,
  '2026-11',
  '2026-11-20',
  [rent(nadiasLease, '2026-10'), rent(nadiasLease, '2026-11')],
  [
    discount('disc-oct', 1450, '2026-10-06'),
    card('3f9a12c0', 13050, '2026-10-06', 12),
    {
      id: 'bank-1',
      kind: 'payment',
      amount: 20000,
      paidOn: '2026-11-04',
      method: 'bank',
      reference: 'DBBL-553201',
      note: null,
      receiptNumber: 16,
    },
  ],
);

/**
 * 3 February 2027: three months' rent, January's service charge and February's gas bill owed; a cash payment of
 * 3,000 paid part of December's rent.
 */
export const booksOwingSeveral = booksOf(
  nadiasLease,
  '2027-02',
  '2027-02-03',
  [
    ...booksPaidUp.charges,
    rent(nadiasLease, '2026-12'),
    rent(nadiasLease, '2027-01'),
    { id: 'svc-jan', kind: 'service', month: '2027-01', label: 'Service charge', amount: 2000 },
    rent(nadiasLease, '2027-02'),
    { id: 'gas-feb', kind: 'gas', month: '2027-02', label: 'Gas bill', amount: 850.5 },
  ],
  [
    ...booksPaidUp.credits,
    {
      id: 'cash-1',
      kind: 'payment',
      amount: 3000,
      paidOn: '2026-12-12',
      method: 'cash',
      reference: null,
      note: 'Paid at the office',
      receiptNumber: 18,
    },
  ],
);

/** 20 November 2026, for Sohel: August's rent paid by card, September's and October's owed after his lease ended. */
export const booksFormerOwing = booksOf(
  sohelsLease,
  '2026-11',
  '2026-11-20',
  ['2026-08', '2026-09', '2026-10'].map((m) => rent(sohelsLease, m)),
  [card('a1b2c3d4', 16000, '2026-08-04', 9)],
);

/**
 * 20 November 2026: a broken window charged to the lease, a cash payment that was entered twice and voided, and a
 * water bill charged in error and voided.
 */
export const booksWithVoided = booksOf(
  nadiasLease,
  '2026-11',
  '2026-11-20',
  [...booksPaidUp.charges, { id: 'rep-1', kind: 'repair', month: '2026-11', label: 'Broken window', amount: 1200 }],
  booksPaidUp.credits,
  [
    {
      id: 'water-1',
      entry: { type: 'charge', label: 'Water bill', month: '2026-11', amount: 600 },
      reason: 'Charged to the wrong flat',
      by: 'admin@example.com',
      at: '2026-11-15T06:00:00.000Z',
    },
    {
      id: 'cash-dup',
      entry: { type: 'credit', kind: 'payment', paidOn: '2026-11-03', amount: 14500 },
      reason: 'Entered twice',
      by: 'admin@example.com',
      at: '2026-11-04T06:00:00.000Z',
    },
  ],
);

const signed = (e: { type: 'charge' | 'credit'; amount: number }) => (e.type === 'charge' ? 1 : -1) * poisha(e.amount);

/** A month's statement of the books, as the server builds it: charges of the month before its credits. */
export function statementOf(books: BooksDto, month: string): StatementDto {
  const entries = [
    ...books.charges.map((c) => ({
      id: c.id,
      type: 'charge' as const,
      label: c.label,
      kind: c.kind,
      method: null,
      reference: null,
      receiptNumber: null,
      date: c.month,
      amount: c.amount,
    })),
    ...books.credits.map((c) => ({
      id: c.id,
      type: 'credit' as const,
      label: { payment: 'Payment', discount: 'Coupon discount', waiver: 'Waiver' }[c.kind],
      kind: c.kind,
      method: c.method,
      reference: c.reference,
      receiptNumber: c.receiptNumber,
      date: c.paidOn,
      amount: c.amount,
    })),
  ];
  const monthOf = (date: string) => date.slice(0, 7);
  let running = entries.filter((e) => monthOf(e.date) < month).reduce((sum, e) => sum + signed(e), 0);
  const opening = running;
  const lines = entries
    .filter((e) => monthOf(e.date) === month)
    .map((e) => {
      running += signed(e);
      return { ...e, balance: taka(running) };
    });
  return { lease: books.lease, month, opening: taka(opening), lines, closing: taka(running) };
}
