import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLED_AS_INCOME,
  collectionByMonth,
  collectionTotal,
  INCOME_KINDS,
} from '../../../domain/ledger/collection.ts';
import {
  CHARGE_KINDS,
  CREDIT_KINDS,
  PAYMENT_METHODS,
  type ChargeKind,
  type CreditKind,
  type LedgerCharge,
  type LedgerCredit,
  type LedgerEntry,
  type LedgerVoid,
  type PaymentMethod,
} from '../../../domain/ledger/ledger.ts';
import { booksArrearsSheet, collectionSheet, type BooksSheetWords } from '../../../domain/ledger/sheets.ts';
import { formatMonth, monthsFrom } from '../../../domain/shared/month.ts';
import { poisha, sum, taka, ZERO } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-10T06:00:00Z');
const MONTHS = monthsFrom('2026-09', '2026-11');

const charge = (
  id: string,
  month: string,
  amount: number,
  kind: ChargeKind = 'rent',
  leaseId = 'L1',
): LedgerCharge => ({
  type: 'charge',
  id,
  leaseId,
  kind,
  month,
  label: id,
  amount: poisha(amount),
  at: AT,
});

const credit = (
  id: string,
  paidOn: string,
  amount: number,
  more: { kind?: CreditKind; method?: PaymentMethod; leaseId?: string } = {},
): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: more.leaseId ?? 'L1',
  kind: more.kind ?? 'payment',
  amount: poisha(amount),
  paidOn,
  at: AT,
  ...(more.kind === undefined || more.kind === 'payment' ? { method: more.method ?? 'cash' } : {}),
});

const voiding = (id: string, voids: string, leaseId = 'L1'): LedgerVoid => ({
  type: 'void',
  id,
  leaseId,
  voids,
  reason: 'Written twice',
  at: AT,
  by: 'admin@x.com',
});

const byMonth = (entries: LedgerEntry[]) =>
  Object.fromEntries(collectionByMonth(entries, MONTHS).map((m) => [m.month, m]));

describe('billed and collected, month by month', () => {
  it('bills a charge in its own month, by kind, and counts money in the month it was received, by method', () => {
    const months = byMonth([
      charge('rent-oct', '2026-10', 1_500_000),
      charge('gas-oct', '2026-10', 120_000, 'gas'),
      charge('rent-nov', '2026-11', 1_500_000),
      // October's rent paid in November: collected in November, billed in October.
      credit('cash', '2026-11-03', 1_000_000, { method: 'cash' }),
      credit('bkash', '2026-11-20', 500_000, { method: 'bkash' }),
      credit('card', '2026-10-02', 1_620_000, { method: 'card' }),
    ]);
    expect(months['2026-10']!.billedByKind).toMatchObject({ rent: 1_500_000, gas: 120_000, water: 0 });
    expect(months['2026-10']!.billed).toBe(1_620_000);
    expect(months['2026-10']!.collected).toBe(1_620_000);
    expect(months['2026-10']!.collectedByMethod).toEqual({
      card: 1_620_000,
      cash: 0,
      bank: 0,
      cheque: 0,
      bkash: 0,
      nagad: 0,
    });
    expect(months['2026-11']!.collectedByMethod).toMatchObject({ cash: 1_000_000, bkash: 500_000, card: 0 });
    expect([months['2026-11']!.billed, months['2026-11']!.collected]).toEqual([1_500_000, 1_500_000]);
    expect(months['2026-09']).toMatchObject({ billed: 0, collected: 0, discounts: 0, waivers: 0 });
  });

  it('keeps coupons’ discounts and waivers apart from the money collected', () => {
    const months = byMonth([
      charge('rent-oct', '2026-10', 1_450_000),
      credit('disc', '2026-10-02', 145_000, { kind: 'discount' }),
      credit('waive', '2026-10-09', 5_000, { kind: 'waiver' }),
      credit('bank', '2026-10-04', 1_300_000, { method: 'bank' }),
    ]);
    expect(months['2026-10']).toMatchObject({ collected: 1_300_000, discounts: 145_000, waivers: 5_000 });
  });

  it('counts no voided charge or payment, and a void cancels only its own lease’s entry', () => {
    const months = byMonth([
      charge('fine', '2026-10', 50_000, 'fine'),
      charge('fine', '2026-10', 70_000, 'fine', 'L2'),
      voiding('v1', 'fine'),
      credit('p', '2026-10-05', 20_000, { method: 'nagad' }),
      credit('p', '2026-10-06', 30_000, { method: 'nagad', leaseId: 'L2' }),
      voiding('v2', 'p'),
    ]);
    expect(months['2026-10']!.billedByKind.fine).toBe(70_000);
    expect(months['2026-10']!.collectedByMethod.nagad).toBe(30_000);
  });

  it('leaves out what falls outside the months asked for, and gives the months in the order asked', () => {
    const months = collectionByMonth(
      [charge('old', '2026-08', 100), credit('late', '2026-12-01', 100), charge('in', '2026-11', 300)],
      ['2026-11', '2026-10'],
    );
    expect(months.map((m) => [m.month, m.billed, m.collected])).toEqual([
      ['2026-11', 300, 0],
      ['2026-10', 0, 0],
    ]);
  });

  it('counts a payment read without its method as cash handed over', () => {
    const noMethod: LedgerCredit = {
      type: 'credit',
      id: 'p',
      leaseId: 'L1',
      kind: 'payment',
      amount: poisha(700),
      paidOn: '2026-11-02',
      at: AT,
    };
    expect(byMonth([noMethod])['2026-11']!.collectedByMethod.cash).toBe(700);
  });

  it('names every kind of charge as income or not, and bills only income', () => {
    // A deposit, were there one, would be held and given back: never billed income. Today every kind is income.
    expect(Object.keys(BILLED_AS_INCOME).sort()).toEqual([...CHARGE_KINDS].sort());
    expect(INCOME_KINDS).toEqual(CHARGE_KINDS.filter((k) => BILLED_AS_INCOME[k]));
  });

  it('adds the months up for a total line', () => {
    const months = collectionByMonth(
      [
        charge('a', '2026-10', 1000),
        charge('b', '2026-11', 2000, 'water'),
        credit('p', '2026-10-02', 500, { method: 'cheque' }),
        credit('q', '2026-11-02', 700, { method: 'cheque' }),
        credit('d', '2026-11-02', 100, { kind: 'discount' }),
      ],
      MONTHS,
    );
    expect(collectionTotal(months)).toMatchObject({
      billed: 3000,
      collected: 1200,
      discounts: 100,
      waivers: 0,
      billedByKind: { rent: 1000, water: 2000 },
      collectedByMethod: { cheque: 1200 },
    });
    expect(collectionTotal([])).toMatchObject({ billed: ZERO, collected: ZERO });
  });

  const anyMonth = fc.constantFrom('2026-08', ...MONTHS, '2026-12');
  const anyEntries = fc
    .tuple(
      fc.array(
        fc.tuple(anyMonth, fc.integer({ min: 1, max: 2_000_000 }), fc.constantFrom(...CHARGE_KINDS), fc.nat(2)),
        { maxLength: 10 },
      ),
      fc.array(
        fc.tuple(
          anyMonth,
          fc.integer({ min: 1, max: 28 }),
          fc.integer({ min: 1, max: 2_000_000 }),
          fc.constantFrom(...CREDIT_KINDS),
          fc.constantFrom(...PAYMENT_METHODS),
          fc.nat(2),
        ),
        { maxLength: 10 },
      ),
      fc.array(fc.nat(19), { maxLength: 4 }),
    )
    .map(([charges, credits, voids]) => {
      const cs = charges.map(([month, amount, kind, lease], i) => charge(`c${i}`, month, amount, kind, `L${lease}`));
      const ps = credits.map(([month, day, amount, kind, method, lease], i) =>
        credit(`p${i}`, `${month}-${String(day).padStart(2, '0')}`, amount, { kind, method, leaseId: `L${lease}` }),
      );
      const written: (LedgerCharge | LedgerCredit)[] = [...cs, ...ps];
      const vs = voids.flatMap((n, i) => {
        const target = written[n % Math.max(written.length, 1)];
        return target ? [voiding(`v${i}`, target.id, target.leaseId)] : [];
      });
      return [...written, ...vs] as LedgerEntry[];
    });

  it('always collects in a month the sum of what each method collected, and bills the income kinds’ sum', () => {
    fc.assert(
      fc.property(anyEntries, (entries) => {
        for (const m of collectionByMonth(entries, MONTHS)) {
          expect(m.collected).toBe(sum(PAYMENT_METHODS.map((p) => m.collectedByMethod[p])));
          expect(m.billed).toBe(sum(INCOME_KINDS.map((k) => m.billedByKind[k])));
        }
      }),
    );
  });

  it('accounts for every standing payment of the months exactly once', () => {
    fc.assert(
      fc.property(anyEntries, (entries) => {
        const voided = new Set(entries.flatMap((e) => (e.type === 'void' ? [`${e.leaseId}/${e.voids}`] : [])));
        const standingPayments = entries.filter(
          (e): e is LedgerCredit =>
            e.type === 'credit' &&
            e.kind === 'payment' &&
            MONTHS.includes(e.paidOn.slice(0, 7)) &&
            !voided.has(`${e.leaseId}/${e.id}`),
        );
        const months = collectionByMonth(entries, MONTHS);
        expect(collectionTotal(months).collected).toBe(sum(standingPayments.map((p) => p.amount)));
      }),
    );
  });

  it('comes to the same figures whatever order the entries are read in', () => {
    fc.assert(
      fc.property(
        anyEntries.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        ([entries, shuffled]) => {
          expect(collectionByMonth(shuffled, MONTHS)).toEqual(collectionByMonth(entries, MONTHS));
        },
      ),
    );
  });
});

const WORDS: BooksSheetWords = {
  month: formatMonth,
  yes: 'yes',
  no: 'no',
  arrears: {
    asOf: 'As of',
    header: ['Resident', 'Email', 'Block', 'Floor', 'Flat', 'Living here', 'Owed (BDT)'],
    buckets: { '0-30': '0–30 days', '31-60': '31–60 days', '61-90': '61–90 days', '90+': 'Over 90 days' },
    total: 'Total',
  },
  collection: {
    from: 'From',
    to: 'to',
    month: 'Month',
    kinds: {
      rent: 'Rent',
      service: 'Service',
      gas: 'Gas',
      water: 'Water',
      electricity: 'Electricity',
      repair: 'Repairs',
      fine: 'Fines',
      'late-fee': 'Late fees',
      deposit: 'Deposits',
      advance: 'Advances',
      deduction: 'Deductions',
      refund: 'Refunds',
      booking: 'Space bookings',
      other: 'Other',
    },
    billed: 'Billed',
    methods: { card: 'Card', cash: 'Cash', bank: 'Bank', cheque: 'Cheque', bkash: 'bKash', nagad: 'Nagad' },
    collected: 'Collected',
    discounts: 'Discounts',
    waivers: 'Waivers',
    total: 'Total',
  },
};

describe('the books’ sheets', () => {
  it('lists what each lease owes by age, then the totals under the same columns', () => {
    const ageing = { '0-30': taka(100), '31-60': taka(50), '61-90': ZERO, '90+': ZERO };
    const sheet = booksArrearsSheet(
      {
        today: '2026-11-28',
        rows: [
          {
            memberName: 'Karim',
            memberEmail: 'k@x.com',
            block: 'B',
            floor: 4,
            number: 'B401',
            current: true,
            owed: taka(150),
            ageing,
          },
          {
            memberName: 'Rafiq',
            memberEmail: 'r@x.com',
            block: 'C',
            floor: 5,
            number: 'C501',
            current: false,
            owed: taka(150),
            ageing,
          },
        ],
        totals: { ...ageing, '0-30': taka(200), '31-60': taka(100), owed: taka(300) },
      },
      WORDS,
    );
    expect(sheet).toEqual([
      ['As of', '2026-11-28'],
      [],
      [
        'Resident',
        'Email',
        'Block',
        'Floor',
        'Flat',
        'Living here',
        'Owed (BDT)',
        '0–30 days',
        '31–60 days',
        '61–90 days',
        'Over 90 days',
      ],
      ['Karim', 'k@x.com', 'B', 4, 'B401', 'yes', 150, 100, 50, 0, 0],
      ['Rafiq', 'r@x.com', 'C', 5, 'C501', 'no', 150, 100, 50, 0, 0],
      [],
      ['Total', '', '', '', '', '', 300, 200, 100, 0, 0],
    ]);
  });

  it('lists each month’s billed by kind and collected by method, in taka, then the totals', () => {
    const months = collectionByMonth(
      [
        charge('r', '2026-11', 1_500_050),
        credit('c', '2026-11-03', 1_000_000, { method: 'cash' }),
        credit('b', '2026-11-04', 500_050, { method: 'bkash' }),
      ],
      ['2026-10', '2026-11'],
    );
    const sheet = collectionSheet(months, WORDS);
    expect(sheet.slice(0, 3)).toEqual([
      ['From', 'October 2026', 'to', 'November 2026'],
      [],
      [
        'Month',
        'Rent',
        'Service',
        'Gas',
        'Water',
        'Electricity',
        'Repairs',
        'Fines',
        'Late fees',
        'Other',
        'Deductions',
        'Space bookings',
        'Billed',
        'Card',
        'Cash',
        'Bank',
        'Cheque',
        'bKash',
        'Nagad',
        'Collected',
        'Discounts',
        'Waivers',
      ],
    ]);
    expect(sheet[4]).toEqual([
      'November 2026',
      15000.5,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      15000.5,
      0,
      10000,
      0,
      0,
      5000.5,
      0,
      15000.5,
      0,
      0,
    ]);
    expect(sheet.at(-1)![0]).toBe('Total');
    expect(sheet.at(-1)![12]).toBe(15000.5);
    expect(collectionSheet([], WORDS)).toEqual([[], sheet[2], [], ['Total', ...Array(21).fill(0)]]);
  });
});
