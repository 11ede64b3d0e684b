import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrears,
  covers,
  duesOf,
  leaseMonths,
  mayPay,
  oldestUnpaid,
  payableMonths,
  payableRange,
  type Lease,
} from '../../../domain/agreements/lease.ts';
import { addMonths, monthsFrom } from '../../../domain/shared/month.ts';

const NOV = '2026-11';
const running: Lease = { startMonth: '2026-09' };
const ended: Lease = { startMonth: '2026-06', endMonth: '2026-08' };

describe('a lease over time', () => {
  it('covers the months from its start to its end, and owes them up to this month', () => {
    expect(leaseMonths(running, NOV)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(leaseMonths(ended, NOV)).toEqual(['2026-06', '2026-07', '2026-08']);
    expect(covers(running, '2026-08')).toBe(false);
    expect(covers(running, '2030-01')).toBe(true);
    expect(covers(ended, '2026-08')).toBe(true);
    expect(covers(ended, '2026-09')).toBe(false);
  });

  it('lets rent be paid from the start month to one month ahead, never after the end', () => {
    expect(payableMonths(running, NOV)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(mayPay(running, '2026-12', NOV)).toBe(true);
    expect(mayPay(running, '2027-01', NOV)).toBe(false);
    expect(mayPay(running, '2026-08', NOV)).toBe(false);
    expect(mayPay(running, '2019-01', NOV)).toBe(false);
    expect(mayPay(ended, '2026-08', NOV)).toBe(true);
    expect(mayPay(ended, '2026-09', NOV)).toBe(false);
  });

  it('owes every covered month not paid, and names the oldest one to pay next', () => {
    const paid = new Set(['2026-10']);
    expect(arrears(running, paid, NOV)).toEqual(['2026-09', '2026-11']);
    expect(oldestUnpaid(running, paid, NOV)).toBe('2026-09');
    const allPaid = new Set(['2026-09', '2026-10', '2026-11']);
    expect(arrears(running, allPaid, NOV)).toEqual([]);
    // Paid up: the next month to pay is the one ahead.
    expect(oldestUnpaid(running, allPaid, NOV)).toBe('2026-12');
    expect(oldestUnpaid(running, new Set([...allPaid, '2026-12']), NOV)).toBeUndefined();
  });

  it('adds up what a member owes at their rent, and lists what they may pay now', () => {
    expect(duesOf(running, 12_000, new Set(['2026-10']), NOV)).toEqual({
      owed: [
        { month: '2026-09', amountMinor: 1_200_000 },
        { month: '2026-11', amountMinor: 1_200_000 },
      ],
      totalMinor: 2_400_000,
      payable: ['2026-09', '2026-11', '2026-12'],
    });
    expect(duesOf(running, 12_000, new Set(['2026-09', '2026-10', '2026-11']), NOV)).toEqual({
      owed: [],
      totalMinor: 0,
      payable: ['2026-12'],
    });
  });

  it('says in words which months may be paid', () => {
    expect(payableRange(running, NOV)).toBe('Rent can be paid for September 2026 to December 2026.');
    expect(payableRange({ startMonth: '2026-12' }, NOV)).toBe('Rent can be paid for December 2026 only.');
    expect(payableRange({ startMonth: '2026-12', endMonth: '2026-11' }, NOV)).toBe(
      'This lease ended before its first month: no rent can be paid under it.',
    );
  });
});

/** A lease somewhere in 2020-2030, running or ended, and a current month at or after its start. */
const leaseAndNow = fc
  .record({
    start: fc.integer({ min: 0, max: 120 }),
    length: fc.option(fc.integer({ min: 0, max: 48 })),
    after: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ start, length, after }) => {
    const startMonth = addMonths('2020-01', start);
    const lease: Lease = length === null ? { startMonth } : { startMonth, endMonth: addMonths(startMonth, length) };
    return { lease, current: addMonths(startMonth, after) };
  });

const paidSubset = (months: readonly string[]) => fc.subarray([...months]).map((m) => new Set(m));

describe('ledger properties', () => {
  it('never owes a month before the start or after the end or this month', () => {
    fc.assert(
      fc.property(
        leaseAndNow.chain(({ lease, current }) =>
          paidSubset(payableMonths(lease, current)).map((paid) => ({ lease, current, paid })),
        ),
        ({ lease, current, paid }) => {
          for (const month of arrears(lease, paid, current)) {
            expect(month >= lease.startMonth).toBe(true);
            expect(month <= current).toBe(true);
            if (lease.endMonth !== undefined) expect(month <= lease.endMonth).toBe(true);
            expect(paid.has(month)).toBe(false);
          }
        },
      ),
    );
  });

  it('leaves no arrears once every owed month is paid', () => {
    fc.assert(
      fc.property(leaseAndNow, ({ lease, current }) => {
        const paid = new Set(arrears(lease, new Set(), current));
        expect(arrears(lease, paid, current)).toEqual([]);
        expect(duesOf(lease, 10_000, paid, current).totalMinor).toBe(0);
      }),
    );
  });

  it('lets every owed month be paid, and pays nothing outside the lease', () => {
    fc.assert(
      fc.property(leaseAndNow, fc.integer({ min: -24, max: 24 }), ({ lease, current }, offset) => {
        for (const month of arrears(lease, new Set(), current)) expect(mayPay(lease, month, current)).toBe(true);
        const month = addMonths(current, offset);
        expect(mayPay(lease, month, current)).toBe(payableMonths(lease, current).includes(month));
        expect(monthsFrom(lease.startMonth, month).length > 0 || !mayPay(lease, month, current)).toBe(true);
      }),
    );
  });
});
