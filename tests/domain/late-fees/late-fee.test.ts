import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asTyped,
  DEFAULT_LATE_FEE_RULE,
  graceEnds,
  isLate,
  LATE_FEE_RULES,
  lateFeeCharge,
  lateFeeOn,
  lateFeeRule,
  lateFeesDue,
  MAX_LATE_FEE,
  monthsWithLateFee,
  savedRule,
  type LateFeeRule,
  type LateFeeRuleInput,
  type SavedLateFeeRule,
} from '../../../domain/late-fees/late-fee.ts';
import type { LedgerEntry } from '../../../domain/ledger/ledger.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { poisha, taka, ZERO, type Money } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-20T06:00:00Z');

const input = (more: Partial<LateFeeRuleInput> = {}): LateFeeRuleInput => ({
  enabled: true,
  graceDays: 5,
  basis: 'fixed',
  amount: 500,
  percent: null,
  cap: null,
  ...more,
});

const fieldsRefused = (given: LateFeeRuleInput): Record<string, string> => {
  try {
    lateFeeRule(given);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'VALIDATION.INVALID_INPUT') return { ...error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
};

const saved = (rule: LateFeeRule, since: string | null = '2026-09', version = 1): SavedLateFeeRule => ({
  ...rule,
  since,
  version,
});

describe('the late-fee rule an admin sets', () => {
  it('takes a fixed fee in taka to the poisha, and a percent with up to two decimals', () => {
    expect(lateFeeRule(input({ amount: 250.5, cap: 1000 }))).toEqual({
      enabled: true,
      graceDays: 5,
      fee: { basis: 'fixed', amount: poisha(25_050) },
      cap: taka(1000),
    });
    expect(lateFeeRule(input({ basis: 'percent', amount: null, percent: 12.5, graceDays: 0 }))).toEqual({
      enabled: true,
      graceDays: 0,
      fee: { basis: 'percent', hundredths: 1250 },
      cap: null,
    });
    // Only the chosen basis is read: a fixed fee keeps no percent, whatever the form still held.
    expect(lateFeeRule(input({ percent: 700 })).fee).toEqual({ basis: 'fixed', amount: taka(500) });
    expect(lateFeeRule(input({ basis: 'percent', percent: 100, amount: -3 })).fee).toEqual({
      basis: 'percent',
      hundredths: 10_000,
    });
    expect(lateFeeRule(input({ enabled: false, graceDays: 28, amount: 100_000, cap: 100_000 }))).toMatchObject({
      enabled: false,
      graceDays: 28,
    });
  });

  it('names every field out of its range in one refusal', () => {
    expect(fieldsRefused(input({ graceDays: 29, amount: -5, cap: 10.5 }))).toEqual({
      graceDays: LATE_FEE_RULES.graceDays,
      amount: LATE_FEE_RULES.amount,
      cap: LATE_FEE_RULES.cap,
    });
    for (const graceDays of [-1, 29, 2.5, Number.NaN])
      expect(fieldsRefused(input({ graceDays }))).toEqual({ graceDays: LATE_FEE_RULES.graceDays });
    for (const amount of [0, -1, 0.001, 100_000.01, Number.POSITIVE_INFINITY, null])
      expect(fieldsRefused(input({ amount }))).toEqual({ amount: LATE_FEE_RULES.amount });
    for (const percent of [0, -5, 100.01, 101, 12.345, Number.NaN, null])
      expect(fieldsRefused(input({ basis: 'percent', percent }))).toEqual({ percent: LATE_FEE_RULES.percent });
    for (const cap of [0, -10, 99.5, 100_001])
      expect(fieldsRefused(input({ cap }))).toEqual({ cap: LATE_FEE_RULES.cap });
    expect(fieldsRefused(input({ basis: 'daily' }))).toEqual({ basis: LATE_FEE_RULES.basis });
  });

  it('remembers the month late fees were switched on, keeps it while they stay on, and forgets it when off', () => {
    const on = lateFeeRule(input());
    const off = lateFeeRule(input({ enabled: false }));
    const first = savedRule(on, DEFAULT_LATE_FEE_RULE, '2026-11');
    expect(first).toMatchObject({ since: '2026-11', version: 1 });
    // Changed in a later month while on: late fees still run from November.
    expect(savedRule(lateFeeRule(input({ amount: 800 })), first, '2027-01')).toMatchObject({
      since: '2026-11',
      version: 2,
    });
    const switchedOff = savedRule(off, first, '2027-01');
    expect(switchedOff).toMatchObject({ enabled: false, since: null, version: 2 });
    // Switched on again: from that month, never the months it was off.
    expect(savedRule(on, switchedOff, '2027-03')).toMatchObject({ since: '2027-03', version: 3 });
  });
});

describe('a month’s fee', () => {
  const fixed = lateFeeRule(input({ amount: 500 }));
  const percent = lateFeeRule(input({ basis: 'percent', percent: 5 }));

  it('is the fixed amount, or the percent of what is still unpaid of the month’s rent, within the cap', () => {
    expect(lateFeeOn(fixed, taka(15_000))).toBe(taka(500));
    expect(lateFeeOn(fixed, taka(1))).toBe(taka(500));
    expect(lateFeeOn(percent, taka(15_000))).toBe(taka(750));
    // Half the rent paid: 5% of the half still owed.
    expect(lateFeeOn(percent, taka(7_500))).toBe(taka(375));
    expect(lateFeeOn({ ...percent, cap: taka(300) }, taka(15_000))).toBe(taka(300));
    expect(lateFeeOn({ ...fixed, cap: taka(200) }, taka(15_000))).toBe(taka(200));
    // Rounded down to the poisha: 5% of ৳0.19 is 0.95 poisha.
    expect(lateFeeOn(percent, poisha(19))).toBe(ZERO);
  });

  it('is nothing once the month’s rent is settled', () => {
    expect(lateFeeOn(fixed, ZERO)).toBe(ZERO);
    expect(lateFeeOn(percent, ZERO)).toBe(ZERO);
  });

  const anyRule: fc.Arbitrary<LateFeeRule> = fc.record({
    enabled: fc.boolean(),
    graceDays: fc.integer({ min: 0, max: 28 }),
    fee: fc.oneof(
      fc.record({ basis: fc.constant('fixed' as const), amount: fc.integer({ min: 1, max: MAX_LATE_FEE }) }),
      fc.record({ basis: fc.constant('percent' as const), hundredths: fc.integer({ min: 1, max: 10_000 }) }),
    ),
    cap: fc.option(fc.integer({ min: 1, max: 100_000 }).map(taka), { nil: null }),
  }) as fc.Arbitrary<LateFeeRule>;
  const anyUnpaid = fc.integer({ min: -1_000_000, max: 1_000_000_000 }).map((n) => n as Money);

  it('is never negative, never above the cap, never above the percent of the unpaid rent, nothing when settled', () => {
    fc.assert(
      fc.property(anyRule, anyUnpaid, (rule, unpaid) => {
        const fee = lateFeeOn(rule, unpaid);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        if (rule.cap !== null) expect(fee).toBeLessThanOrEqual(rule.cap);
        if (rule.fee.basis === 'percent')
          expect(fee * 10_000).toBeLessThanOrEqual(Math.max(0, unpaid) * rule.fee.hundredths);
        if (unpaid <= 0) expect(fee).toBe(ZERO);
      }),
    );
  });

  it('reads back as typed: a saved rule shows in the form as the admin wrote it', () => {
    expect(asTyped(lateFeeRule(input({ amount: 250.5, cap: 1000, percent: 9 })))).toEqual(
      input({ amount: 250.5, cap: 1000, percent: null }),
    );
    expect(asTyped(lateFeeRule(input({ basis: 'percent', percent: 12.5, amount: 9 })))).toEqual(
      input({ basis: 'percent', percent: 12.5, amount: null }),
    );
    fc.assert(
      fc.property(anyRule, (rule) => {
        expect(lateFeeRule(asTyped(rule))).toEqual(rule);
      }),
    );
  });

  it('takes a rule typed into the form to the same limits', () => {
    const typed = fc.record({
      enabled: fc.boolean(),
      graceDays: fc.integer({ min: 0, max: 28 }),
      basis: fc.constantFrom('fixed', 'percent'),
      amount: fc.integer({ min: 1, max: 10_000_000 }).map((p) => p / 100),
      percent: fc.integer({ min: 1, max: 10_000 }).map((h) => h / 100),
      cap: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(typed, anyUnpaid, (given, unpaid) => {
        const rule = lateFeeRule(given);
        const fee = lateFeeOn(rule, unpaid);
        if (given.cap !== null) expect(fee).toBeLessThanOrEqual(taka(given.cap));
        if (given.basis === 'percent') expect(fee).toBeLessThanOrEqual(Math.max(0, (unpaid * given.percent) / 100));
        expect(fee).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('when a month’s rent is late', () => {
  it('is late the day after its grace ends, not on the last day of grace', () => {
    expect(graceEnds('2026-11', 5, 5)).toBe('2026-11-10');
    expect(isLate('2026-11', 5, 5, '2026-11-10')).toBe(false);
    expect(isLate('2026-11', 5, 5, '2026-11-11')).toBe(true);
    // No grace: late the day after the due day.
    expect(isLate('2026-11', 5, 0, '2026-11-05')).toBe(false);
    expect(isLate('2026-11', 5, 0, '2026-11-06')).toBe(true);
    // The grace runs into the next month, and across a year.
    expect(graceEnds('2026-11', 28, 28)).toBe('2026-12-26');
    expect(graceEnds('2026-12', 20, 15)).toBe('2027-01-04');
    expect(isLate('2026-12', 20, 15, '2027-01-05')).toBe(true);
  });
});

describe('the fees a lease calls for', () => {
  const on = saved(lateFeeRule(input({ graceDays: 5, amount: 500 })), '2026-09');
  const rents = [
    { month: '2026-08', remaining: taka(15_000) },
    { month: '2026-09', remaining: taka(15_000) },
    { month: '2026-10', remaining: ZERO },
    { month: '2026-11', remaining: taka(2_000) },
    { month: '2026-12', remaining: taka(15_000) },
  ];
  const calendar = { today: '2026-11-11', thisMonth: '2026-11', dueDay: 5 };

  it('charges each unsettled month from the month late fees began whose grace has run out', () => {
    expect(lateFeesDue(on, { startMonth: '2026-08' }, rents, new Set(), calendar)).toEqual([
      { month: '2026-09', amount: taka(500) },
      { month: '2026-11', amount: taka(500) },
    ]);
  });

  it('charges no month before the lease began, nor one already charged, nor one still in its grace', () => {
    expect(lateFeesDue(on, { startMonth: '2026-10' }, rents, new Set(), calendar)).toEqual([
      { month: '2026-11', amount: taka(500) },
    ]);
    expect(lateFeesDue(on, { startMonth: '2026-08' }, rents, new Set(['2026-09']), calendar)).toEqual([
      { month: '2026-11', amount: taka(500) },
    ]);
    expect(lateFeesDue(on, { startMonth: '2026-08' }, rents, new Set(), { ...calendar, today: '2026-11-10' })).toEqual([
      { month: '2026-09', amount: taka(500) },
    ]);
  });

  it('charges nothing while late fees are off, nor a fee that comes to nothing', () => {
    expect(
      lateFeesDue({ ...on, enabled: false, since: null }, { startMonth: '2026-08' }, rents, new Set(), calendar),
    ).toEqual([]);
    expect(lateFeesDue({ ...on, since: null }, { startMonth: '2026-08' }, rents, new Set(), calendar)).toEqual([]);
    const tiny = saved(lateFeeRule(input({ basis: 'percent', percent: 0.01 })), '2026-11');
    expect(
      lateFeesDue(tiny, { startMonth: '2026-08' }, [{ month: '2026-11', remaining: poisha(50) }], new Set(), calendar),
    ).toEqual([]);
  });

  it('finds the months already holding a late fee, waived ones included', () => {
    const fee = lateFeeCharge('fee-1', 'L1', { month: '2026-09', amount: taka(500) }, AT);
    expect(fee).toEqual({
      type: 'charge',
      id: 'fee-1',
      leaseId: 'L1',
      kind: 'late-fee',
      month: '2026-09',
      label: 'Late fee',
      amount: taka(500),
      at: AT,
    });
    const entries: LedgerEntry[] = [
      fee,
      lateFeeCharge('fee-2', 'L1', { month: '2026-10', amount: taka(500) }, AT),
      { type: 'void', id: 'v-1', leaseId: 'L1', voids: 'fee-2', reason: 'Waived', at: AT, by: 'admin@x.com' },
      { ...fee, id: 'svc', kind: 'service', month: '2026-11', label: 'Service charge' },
    ];
    expect([...monthsWithLateFee(entries)]).toEqual(['2026-09', '2026-10']);
  });
});
