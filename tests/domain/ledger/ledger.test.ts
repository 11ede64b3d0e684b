import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addedCharge, entryAmount, recordedPayment, voidOf, type LeaseSpan } from '../../../domain/ledger/writing.ts';
import { ageing, dueDate, statement } from '../../../domain/ledger/reading.ts';
import {
  rentCharge,
  rentChargeId,
  rentSettled,
  settle,
  type LedgerCharge,
  type LedgerCredit,
  type LedgerEntry,
} from '../../../domain/ledger/ledger.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { poisha, sum, taka, ZERO, type Money } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-10T06:00:00Z');
const LEASE: LeaseSpan = { id: 'L1', startMonth: '2026-09' };

const charge = (id: string, month: string, amount: number, kind: LedgerCharge['kind'] = 'service'): LedgerCharge => ({
  type: 'charge',
  id,
  leaseId: 'L1',
  kind,
  month,
  label: id,
  amount: poisha(amount),
  at: AT,
});

const credit = (id: string, amount: number, paidOn = '2026-11-01', forCharge?: string): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: 'L1',
  kind: 'payment',
  amount: poisha(amount),
  paidOn,
  at: AT,
  method: 'cash',
  ...(forCharge ? { forCharge } : {}),
});

const remainders = (entries: LedgerEntry[]) =>
  Object.fromEntries(settle(entries).charges.map((c) => [c.charge.id, c.remaining]));

const refusal = (fn: () => unknown): { code: string; fields?: Record<string, string> } => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('settling a lease’s charges', () => {
  it('settles the oldest month first, part of a charge when the money runs out', () => {
    const entries = [charge('oct', '2026-10', 1000), charge('sep', '2026-09', 1000), credit('p', 1500)];
    expect(remainders(entries)).toEqual({ sep: 0, oct: 500 });
    const s = settle(entries);
    expect([s.owed, s.unappliedCredit, s.balance]).toEqual([500, 0, 500]);
  });

  it('settles the charge a payment names first, and what is left over the oldest', () => {
    const entries = [
      charge('sep', '2026-09', 1000),
      charge('oct', '2026-10', 1000),
      credit('p', 1200, undefined, 'oct'),
    ];
    expect(remainders(entries)).toEqual({ sep: 800, oct: 0 });
  });

  it('keeps what no charge can take as credit, which settles the next charge by itself', () => {
    const paid = [charge('sep', '2026-09', 1000), credit('p', 1600)];
    expect(settle(paid)).toMatchObject({ owed: 0, unappliedCredit: 600, balance: -600 });
    expect(remainders([...paid, charge('oct', '2026-10', 1000)])).toEqual({ sep: 0, oct: 400 });
  });

  it('uses credits of one day in the order they were written, then by id', () => {
    const later = { ...credit('a', 500), at: new Date(AT.getTime() + 1000) };
    const s = settle([charge('sep', '2026-09', 600), later, credit('c', 500), credit('b', 500)]);
    expect(s.credits.map((c) => [c.credit.id, c.applied])).toEqual([
      ['b', 500],
      ['c', 100],
      ['a', 0],
    ]);
  });

  it('bills a month’s rent before the other charges of that month', () => {
    const entries = [charge('gas', '2026-10', 500, 'gas'), charge('rent', '2026-10', 500, 'rent'), credit('p', 500)];
    expect(remainders(entries)).toEqual({ rent: 0, gas: 500 });
  });

  it('leaves a voided entry out, and lists it with its void', () => {
    const voiding: LedgerEntry = { type: 'void', id: 'v', leaseId: 'L1', voids: 'p', reason: 'typo', at: AT, by: 'a' };
    const s = settle([charge('sep', '2026-09', 1000), credit('p', 1000), voiding]);
    expect(s.owed).toBe(1000);
    expect(s.voided.map((v) => [v.entry.id, v.void.reason])).toEqual([['p', 'typo']]);
    // Were an entry ever voided twice, it would still be left out once, under its first void.
    const again = settle([credit('p', 1000), voiding, { ...voiding, id: 'v2', reason: 'again' }]);
    expect(again.voided.map((v) => v.void.id)).toEqual(['v']);
  });

  it('says a month’s rent is settled only when its rent charge is paid in full', () => {
    const rent = rentCharge('L1', '2026-10', taka(15_000), AT);
    expect(rent.id).toBe(rentChargeId('L1', '2026-10'));
    expect(rentSettled(settle([rent, credit('p', 1_499_999)]), '2026-10')).toBe(false);
    expect(rentSettled(settle([rent, credit('p', 1_500_000)]), '2026-10')).toBe(true);
    expect(rentSettled(settle([rent, credit('p', 1_500_000)]), '2026-11')).toBe(false);
  });

  const months = fc.constantFrom('2026-08', '2026-09', '2026-10', '2026-11');
  const anyEntries = fc
    .tuple(
      fc.array(fc.tuple(months, fc.integer({ min: 1, max: 100_000 }), fc.boolean()), { maxLength: 8 }),
      fc.array(fc.tuple(fc.integer({ min: 1, max: 150_000 }), fc.integer({ min: -1, max: 7 })), { maxLength: 8 }),
    )
    .map(([charges, credits]) => {
      const cs = charges.map(([month, amount, rent], i) => charge(`c${i}`, month, amount, rent ? 'rent' : 'water'));
      const ps = credits.map(([amount, target], i) =>
        credit(`p${i}`, amount, `2026-1${i % 2}-0${1 + (i % 5)}`, target >= 0 ? `c${target}` : undefined),
      );
      return [...cs, ...ps] as LedgerEntry[];
    });

  it('always owes the open charges less the unused credit, as charges less credits', () => {
    fc.assert(
      fc.property(anyEntries, (entries) => {
        const s = settle(entries);
        const charged = sum(entries.filter((e) => e.type === 'charge').map((e) => (e as LedgerCharge).amount));
        const credited = sum(entries.filter((e) => e.type === 'credit').map((e) => (e as LedgerCredit).amount));
        expect(s.balance).toBe(charged - credited);
        expect(s.balance).toBe(s.owed - s.unappliedCredit);
        // Money is never both owed and left unused: spare credit means every charge is settled.
        expect(s.owed === ZERO || s.unappliedCredit === ZERO).toBe(true);
      }),
    );
  });

  it('never settles more of a charge than it is, nor uses more of a credit than it is', () => {
    fc.assert(
      fc.property(anyEntries, (entries) => {
        const s = settle(entries);
        for (const c of s.charges) expect(c.remaining >= 0 && c.remaining <= c.charge.amount).toBe(true);
        for (const c of s.credits) expect(c.unapplied >= 0 && c.unapplied <= c.credit.amount).toBe(true);
        expect(sum(s.charges.map((c) => c.paid))).toBe(sum(s.credits.map((c) => c.applied)));
      }),
    );
  });

  it('comes to the same settlement whatever order the entries are read in', () => {
    fc.assert(
      fc.property(
        anyEntries.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        ([entries, shuffled]) => {
          expect(settle(shuffled)).toEqual(settle(entries));
        },
      ),
    );
  });
});

describe('what an admin may write', () => {
  const payment = {
    id: 'p1',
    amountInTaka: 5000,
    paidOn: '2026-11-20',
    method: 'bkash',
    reference: ' 8N7A6B ',
    by: 'admin@x.com',
    at: AT,
  };

  it('records a payment with its trimmed reference and no empty note', () => {
    expect(recordedPayment(LEASE, { ...payment, note: '  ' }, '2026-11-27')).toEqual({
      type: 'credit',
      id: 'p1',
      leaseId: 'L1',
      kind: 'payment',
      amount: 500_000,
      paidOn: '2026-11-20',
      at: AT,
      method: 'bkash',
      reference: '8N7A6B',
      by: 'admin@x.com',
    });
    const cash = recordedPayment(
      LEASE,
      { ...payment, method: 'cash', reference: '', note: 'Paid at the desk', forCharge: 'c1' },
      '2026-11-27',
    );
    expect([cash.reference, cash.note, cash.forCharge]).toEqual([undefined, 'Paid at the desk', 'c1']);
  });

  it('refuses amounts of nothing, below nothing, over ৳10,000,000 or finer than a poisha', () => {
    for (const amount of [0, -5, 10_000_000.01, 12.345, Number.NaN])
      expect(refusal(() => entryAmount(amount)).fields).toHaveProperty('amount');
    expect(entryAmount(10_000_000)).toBe(1_000_000_000);
    expect(entryAmount(0.29)).toBe(29);
  });

  it('refuses a day in the future, before the lease, or not a day at all', () => {
    for (const paidOn of ['2026-11-28', '2026-08-31', '20 Nov'])
      expect(refusal(() => recordedPayment(LEASE, { ...payment, paidOn }, '2026-11-27')).fields).toHaveProperty(
        'paidOn',
      );
    expect(recordedPayment(LEASE, { ...payment, paidOn: '2026-09-01' }, '2026-11-27').paidOn).toBe('2026-09-01');
    expect(recordedPayment(LEASE, { ...payment, paidOn: '2026-11-27' }, '2026-11-27').paidOn).toBe('2026-11-27');
  });

  it('refuses an unknown method, a missing reference for money that has one, and over-long words', () => {
    expect(refusal(() => recordedPayment(LEASE, { ...payment, method: 'card' }, '2026-11-27')).fields).toHaveProperty(
      'method',
    );
    expect(refusal(() => recordedPayment(LEASE, { ...payment, reference: ' ' }, '2026-11-27')).fields).toHaveProperty(
      'reference',
    );
    expect(
      refusal(() => recordedPayment(LEASE, { ...payment, reference: 'x'.repeat(61) }, '2026-11-27')).fields,
    ).toHaveProperty('reference');
    expect(
      refusal(() => recordedPayment(LEASE, { ...payment, note: 'x'.repeat(301) }, '2026-11-27')).fields,
    ).toHaveProperty('note');
  });

  const added = { id: 'c1', kind: 'repair', month: '2026-10', amountInTaka: 1200.5, by: 'admin@x.com', at: AT };

  it('adds a charge for a month the lease covers, named by its kind when the admin names it not', () => {
    expect(addedCharge(LEASE, added)).toEqual({
      type: 'charge',
      id: 'c1',
      leaseId: 'L1',
      kind: 'repair',
      month: '2026-10',
      label: 'Repair',
      amount: 120_050,
      at: AT,
      by: 'admin@x.com',
    });
    expect(addedCharge({ ...LEASE, endMonth: '2026-10' }, { ...added, label: ' Broken window ' }).label).toBe(
      'Broken window',
    );
  });

  it('refuses rent by hand, an unknown kind, and a month outside the lease', () => {
    expect(refusal(() => addedCharge(LEASE, { ...added, kind: 'rent' })).fields).toHaveProperty('kind');
    // Late fees are the late-fee rule's to add, once a month, never an admin's by hand.
    expect(refusal(() => addedCharge(LEASE, { ...added, kind: 'late-fee' })).fields).toHaveProperty('kind');
    expect(refusal(() => addedCharge(LEASE, { ...added, kind: 'party' })).fields).toHaveProperty('kind');
    expect(refusal(() => addedCharge(LEASE, { ...added, month: '2026-08' })).fields).toHaveProperty('month');
    expect(
      refusal(() => addedCharge({ ...LEASE, endMonth: '2026-10' }, { ...added, month: '2026-11' })).fields,
    ).toHaveProperty('month');
    expect(refusal(() => addedCharge(LEASE, { ...added, label: 'x'.repeat(81) })).fields).toHaveProperty('label');
  });

  const entries: LedgerEntry[] = [
    charge('c1', '2026-10', 1000),
    rentCharge('L1', '2026-10', taka(100), AT),
    credit('p1', 1000),
    { ...credit('card1', 1000), method: 'card' },
    { type: 'void', id: 'v1', leaseId: 'L1', voids: 'c1', reason: 'wrong flat', at: AT, by: 'a' },
  ];
  const voiding = { id: 'v2', voids: 'p1', reason: ' Counted twice ', by: 'admin@x.com', at: AT };

  it('voids a charge or a recorded payment once, with a reason', () => {
    expect(voidOf(entries, LEASE, voiding)).toEqual({
      type: 'void',
      id: 'v2',
      leaseId: 'L1',
      voids: 'p1',
      reason: 'Counted twice',
      at: AT,
      by: 'admin@x.com',
    });
    expect(refusal(() => voidOf(entries, LEASE, { ...voiding, reason: '  ' })).fields).toHaveProperty('reason');
  });

  it('refuses a void of nothing, of a void, of the lease’s rent, of a card payment, and a second void', () => {
    expect(refusal(() => voidOf(entries, LEASE, { ...voiding, voids: 'nope' })).code).toBe('LEDGER.ENTRY_NOT_FOUND');
    expect(refusal(() => voidOf(entries, LEASE, { ...voiding, voids: 'v1' })).code).toBe('LEDGER.NOT_VOIDABLE');
    expect(refusal(() => voidOf(entries, LEASE, { ...voiding, voids: rentChargeId('L1', '2026-10') })).code).toBe(
      'LEDGER.NOT_VOIDABLE',
    );
    expect(refusal(() => voidOf(entries, LEASE, { ...voiding, voids: 'card1' })).code).toBe('LEDGER.NOT_VOIDABLE');
    expect(refusal(() => voidOf(entries, LEASE, { ...voiding, voids: 'c1' })).code).toBe('LEDGER.ALREADY_VOIDED');
  });
});

describe('reading the books', () => {
  const entries: LedgerEntry[] = [
    charge('sep', '2026-09', 1000, 'rent'),
    charge('oct', '2026-10', 1000, 'rent'),
    charge('gas', '2026-10', 300, 'gas'),
    credit('p1', 1500, '2026-10-05'),
    credit('p2', 200, '2026-09-30'),
    charge('nov', '2026-11', 1000, 'rent'),
  ];

  it('carries the balance in and out of a month, line by line', () => {
    const oct = statement(entries, '2026-10');
    expect(oct.opening).toBe(800);
    expect(oct.lines.map((l) => [l.entry.id, l.balance])).toEqual([
      ['oct', 1800],
      ['gas', 2100],
      ['p1', 600],
    ]);
    expect(oct.closing).toBe(600);
    expect(statement(entries, '2026-11').opening).toBe(oct.closing);
    expect(statement(entries, '2026-12')).toEqual({ month: '2026-12', opening: 1600, lines: [], closing: 1600 });
  });

  it('ages what is owed from each charge’s due day', () => {
    const owing = settle([
      charge('jul', '2026-07', 100, 'rent'),
      charge('aug', '2026-08', 200, 'rent'),
      charge('sep', '2026-09', 300, 'rent'),
      charge('oct', '2026-10', 400, 'rent'),
      charge('nov', '2026-11', 500, 'rent'),
      charge('dec', '2026-12', 600, 'rent'),
      charge('paid', '2026-06', 50, 'rent'),
      credit('p', 50, '2026-06-01', 'paid'),
    ]);
    // Due on the 5th: 2026-08-05 is 114 days before 2026-11-27; 2026-09-05 83; 2026-10-05 53; 2026-11-05 22.
    expect(ageing(owing, '2026-11-27', 5)).toEqual({ '0-30': 1100, '31-60': 400, '61-90': 300, '90+': 300 });
  });

  it('holds a due day to the month’s last day', () => {
    expect(dueDate('2026-02', 31)).toBe('2026-02-28');
    expect(dueDate('2028-02', 30)).toBe('2028-02-29');
    expect(dueDate('2026-11', 5)).toBe('2026-11-05');
  });

  it('counts 30 days owed as the first bucket and 31 as the second', () => {
    const one = (today: string) => ageing(settle([charge('c', '2026-10', 100, 'rent')]), today, 1);
    expect(one('2026-10-31')['0-30'] as Money).toBe(100);
    expect(one('2026-11-01')['31-60'] as Money).toBe(100);
  });
});
