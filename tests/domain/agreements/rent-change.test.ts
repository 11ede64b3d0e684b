import { describe, expect, it } from 'vitest';
import {
  firstChangeMonth,
  mayCancel,
  raisedRent,
  RENT_CHANGE_RULES,
  rentChangeTerms,
  rentInMonth,
  upcomingChanges,
  type RentChange,
} from '../../../domain/agreements/rent-change.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { arrearsReport } from '../../../domain/payments/collection.ts';
import { taka } from '../../../domain/shared/money.ts';
import { anAgreement, AT } from '../../support/builders.ts';

const running: Agreement = { ...anAgreement().build(), status: 'accepted', startMonth: '2026-09' };

const fields = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'VALIDATION.INVALID_INPUT') return error.fields ?? {};
    throw error;
  }
  throw new Error('expected a refusal');
};

const change = (effectiveMonth: string, rent: number): RentChange => ({
  id: `rc-${effectiveMonth}`,
  leaseId: running.id,
  effectiveMonth,
  rent,
  scheduledAt: AT,
  scheduledBy: 'admin@example.com',
});

describe('the first month a new rent may take effect', () => {
  it('is next month on the 1st, the month after next on any later day', () => {
    expect(firstChangeMonth('2026-11-01')).toBe('2026-12');
    expect(firstChangeMonth('2026-11-02')).toBe('2027-01');
    expect(firstChangeMonth('2026-12-28')).toBe('2027-02');
  });
});

describe('a rent change', () => {
  it('takes a whole-taka rent from a month starting a month from today', () => {
    expect(rentChangeTerms({ rent: 13_200, effectiveMonth: '2027-01' }, running, '2026-11-05')).toEqual({
      rent: 13_200,
      effectiveMonth: '2027-01',
    });
  });

  it('names every broken rule at once', () => {
    expect(fields(() => rentChangeTerms({ rent: 12.5, effectiveMonth: '2026-12' }, running, '2026-11-05'))).toEqual(
      RENT_CHANGE_RULES,
    );
    expect(fields(() => rentChangeTerms({ rent: 0, effectiveMonth: 'soon' }, running, '2026-11-05'))).toEqual(
      RENT_CHANGE_RULES,
    );
    expect(fields(() => rentChangeTerms({ effectiveMonth: 202701 }, running, '2026-11-05'))).toEqual({
      rent: RENT_CHANGE_RULES.rent,
      effectiveMonth: RENT_CHANGE_RULES.effectiveMonth,
    });
  });

  it('stays within the lease: not before its start, not after its planned end', () => {
    const later = { ...running, startMonth: '2027-03' };
    expect(fields(() => rentChangeTerms({ rent: 1, effectiveMonth: '2027-02' }, later, '2026-11-05'))).toEqual({
      effectiveMonth: RENT_CHANGE_RULES.effectiveMonth,
    });
    const ending = { ...running, termEndMonth: '2027-01' };
    expect(rentChangeTerms({ rent: 1, effectiveMonth: '2027-01' }, ending, '2026-11-05').effectiveMonth).toBe(
      '2027-01',
    );
    expect(fields(() => rentChangeTerms({ rent: 1, effectiveMonth: '2027-02' }, ending, '2026-11-05'))).toEqual({
      effectiveMonth: RENT_CHANGE_RULES.effectiveMonth,
    });
  });

  it('is refused for a lease that is not running', () => {
    for (const lease of [
      anAgreement().build(),
      { ...running, status: 'ended' as const },
      { ...running, startMonth: undefined },
    ])
      expect(() => rentChangeTerms({ rent: 1, effectiveMonth: '2027-01' }, lease, '2026-11-05')).toThrow(
        expect.objectContaining({ code: 'AGREEMENT.NOT_ACCEPTED' }),
      );
  });

  it('is worked out from a percent to the nearest whole taka', () => {
    expect(raisedRent(12_000, 10)).toBe(13_200);
    expect(raisedRent(12_345, 5)).toBe(12_962);
    expect(raisedRent(10_000, -5)).toBe(9_500);
  });
});

describe('the rent of a month', () => {
  const changes = [change('2027-06', 14_000), change('2027-01', 13_000)];

  it('is the rent the lease began with until a change takes effect, then the latest one in effect', () => {
    expect(rentInMonth(12_000, changes, '2026-12')).toBe(12_000);
    expect(rentInMonth(12_000, changes, '2027-01')).toBe(13_000);
    expect(rentInMonth(12_000, changes, '2027-05')).toBe(13_000);
    expect(rentInMonth(12_000, changes, '2027-06')).toBe(14_000);
    expect(rentInMonth(12_000, [], '2030-01')).toBe(12_000);
  });

  it('lists the changes still to come, earliest first', () => {
    expect(upcomingChanges(changes, '2026-11').map((c) => c.effectiveMonth)).toEqual(['2027-01', '2027-06']);
    expect(upcomingChanges(changes, '2027-01').map((c) => c.effectiveMonth)).toEqual(['2027-06']);
  });

  it('may be cancelled only before its month begins', () => {
    expect(() => mayCancel(change('2027-01', 1), '2026-12')).not.toThrow();
    expect(() => mayCancel(change('2027-01', 1), '2027-01')).toThrow(
      expect.objectContaining({ code: 'RENTCHANGE.IN_EFFECT' }),
    );
  });
});

describe('the arrears of a lease whose rent changed', () => {
  it('count each month at its own rent', () => {
    const rows = arrearsReport([running], new Map(), '2027-02', (lease, month) =>
      rentInMonth(lease.rent, [change('2027-01', 13_000)], month),
    );
    expect(rows[0]!.owedMinor).toBe(taka(4 * 12_000 + 2 * 13_000));
  });
});
