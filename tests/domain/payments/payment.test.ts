import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, CURRENCY, formatReceiptNumber, hasPaidFor } from '../../../domain/payments/payment.ts';
import { toTaka } from '../../../domain/shared/money.ts';

const rents = fc.integer({ min: 1, max: 10_000_000 });
const discounts = fc.integer({ min: 0, max: 100 });

describe('amountDue', () => {
  it('is an integer from 0 to rent x 100 and equals round(rent x (1 - d/100) x 100)', () => {
    fc.assert(
      fc.property(rents, discounts, (rent, d) => {
        const due = amountDue(rent, d);
        expect(Number.isInteger(due)).toBe(true);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(rent * 100);
        expect(due).toBe(Math.round(rent * (1 - d / 100) * 100));
      }),
      { numRuns: 2_000 },
    );
  });

  it('never grows with a bigger discount', () => {
    fc.assert(
      fc.property(rents, discounts, discounts, (rent, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(amountDue(rent, high)).toBeLessThanOrEqual(amountDue(rent, low));
      }),
    );
  });

  it.each([
    [12_000, 0, 1_200_000],
    [12_000, 10, 1_080_000],
    [12_345, 15, 1_049_325],
    [12_000, 100, 0],
  ])('rent %i at %i%% off is %i poisha', (rent, d, expected) => {
    expect(amountDue(rent, d)).toBe(expected);
  });
});

describe('amountDue in taka', () => {
  it('is what the history shows as "Total Paid"', () => {
    expect(toTaka(amountDue(12_345, 15))).toBe(10_493.25);
    expect(toTaka(amountDue(12_000, 100))).toBe(0);
  });

  it('agrees with the poisha for every whole rent and discount', () => {
    fc.assert(
      fc.property(rents, discounts, (rent, d) => {
        expect(Math.round(toTaka(amountDue(rent, d)) * 100)).toBe(amountDue(rent, d));
      }),
    );
  });
});

describe('hasPaidFor', () => {
  const history = [{ monthKey: '2026-10' }, { monthKey: '2026-11' }];

  it('finds a paid month however it is spelled', () => {
    expect(hasPaidFor(history, '2026-11')).toBe(true);
    expect(hasPaidFor(history, 'NOVEMBER 2026')).toBe(true);
    expect(hasPaidFor(history, ' oct 2026 ')).toBe(true);
  });

  it('does not find an unpaid month, nor anything in an empty history', () => {
    expect(hasPaidFor(history, '2026-12')).toBe(false);
    expect(hasPaidFor([], '2026-11')).toBe(false);
  });

  it('refuses a month that is not one', () => {
    expect(() => hasPaidFor(history, 'someday')).toThrow(expect.objectContaining({ code: 'PAYMENT.INVALID_MONTH' }));
  });

  it('charges in taka', () => {
    expect(CURRENCY).toBe('bdt');
  });
});

describe('formatReceiptNumber', () => {
  it('reads as a document number of six digits, and keeps every digit of a longer one', () => {
    expect(formatReceiptNumber(1)).toBe('R-000001');
    expect(formatReceiptNumber(42)).toBe('R-000042');
    expect(formatReceiptNumber(1_234_567)).toBe('R-1234567');
  });
});
