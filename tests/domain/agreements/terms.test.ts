import { describe, expect, it } from 'vitest';
import { advanceWindow, LEASE_TERMS_RULES, leaseTerms, MAX_TERM_MONTHS } from '../../../domain/agreements/terms.ts';
import { decide, type Agreement } from '../../../domain/agreements/agreement.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

const fields = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'VALIDATION.INVALID_INPUT') return error.fields ?? {};
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('lease terms', () => {
  it('defaults to the flat’s rent, no end, no advance and no deposit', () => {
    expect(leaseTerms({}, '2026-11', 12_000)).toEqual({ rent: 12_000, advanceMonths: 0, deposit: 0 });
  });

  it('takes what the admin set', () => {
    expect(
      leaseTerms({ rent: 15_000, endMonth: '2027-10', advanceMonths: 2, deposit: 30_000 }, '2026-11', 12_000),
    ).toEqual({ rent: 15_000, endMonth: '2027-10', advanceMonths: 2, deposit: 30_000 });
    // An end month in the start month is a one-month lease; an empty one is none.
    expect(leaseTerms({ endMonth: '2026-11', advanceMonths: 1 }, '2026-11', 100).endMonth).toBe('2026-11');
    expect(leaseTerms({ endMonth: '' }, '2026-11', 100)).not.toHaveProperty('endMonth');
  });

  it('allows the limits exactly: 24 months of advance, a deposit of 24 months of rent', () => {
    const terms = leaseTerms({ rent: 1_000, advanceMonths: MAX_TERM_MONTHS, deposit: 24_000 }, '2026-11', 1_000);
    expect(terms).toMatchObject({ advanceMonths: 24, deposit: 24_000 });
  });

  it('refuses negative, fractional and oversized amounts, each beside its field', () => {
    expect(fields(() => leaseTerms({ rent: 0 }, '2026-11', 100))).toEqual({ rent: LEASE_TERMS_RULES.rent });
    expect(fields(() => leaseTerms({ rent: 100.5 }, '2026-11', 100))).toHaveProperty('rent');
    expect(fields(() => leaseTerms({ rent: '100' }, '2026-11', 100))).toHaveProperty('rent');
    expect(fields(() => leaseTerms({ advanceMonths: -1 }, '2026-11', 100))).toHaveProperty('advanceMonths');
    expect(fields(() => leaseTerms({ advanceMonths: 25 }, '2026-11', 100))).toHaveProperty('advanceMonths');
    expect(fields(() => leaseTerms({ advanceMonths: 1.5 }, '2026-11', 100))).toHaveProperty('advanceMonths');
    expect(fields(() => leaseTerms({ deposit: -1 }, '2026-11', 100))).toHaveProperty('deposit');
    expect(fields(() => leaseTerms({ deposit: 10.5 }, '2026-11', 100))).toHaveProperty('deposit');
    expect(fields(() => leaseTerms({ deposit: 2_401 }, '2026-11', 100))).toEqual({
      deposit: LEASE_TERMS_RULES.deposit,
    });
  });

  it('refuses an end before the start, and more advance than the lease has months', () => {
    expect(fields(() => leaseTerms({ endMonth: 202612 }, '2026-11', 100))).toEqual({
      endMonth: LEASE_TERMS_RULES.endMonth,
    });
    expect(fields(() => leaseTerms({ endMonth: 'not a month' }, '2026-11', 100))).toHaveProperty('endMonth');
    expect(fields(() => leaseTerms({ endMonth: '2026-10' }, '2026-11', 100))).toEqual({
      endMonth: LEASE_TERMS_RULES.endMonth,
    });
    expect(fields(() => leaseTerms({ endMonth: 'soon' }, '2026-11', 100))).toHaveProperty('endMonth');
    expect(fields(() => leaseTerms({ endMonth: '2026-12', advanceMonths: 3 }, '2026-11', 100))).toEqual({
      advanceMonths: LEASE_TERMS_RULES.advanceMonths,
    });
  });

  it('names every broken rule at once; a deposit cannot be checked against a broken rent', () => {
    expect(
      Object.keys(
        fields(() => leaseTerms({ rent: -5, endMonth: '2020-01', advanceMonths: 99, deposit: 1 }, '2026-11', 100)),
      ),
    ).toEqual(['rent', 'endMonth', 'advanceMonths', 'deposit']);
  });

  it('the advance pays the lease’s first months', () => {
    expect(advanceWindow('2026-11', 2)).toEqual(['2026-11', '2026-12']);
    expect(advanceWindow('2026-11', 0)).toEqual([]);
  });
});

describe('accepting on terms', () => {
  const request: Agreement = {
    id: 'a1',
    userEmail: 'r@example.com',
    userName: 'R',
    apartmentId: 'ap1',
    floor: 1,
    block: 'A',
    number: 'A101',
    rent: 12_000,
    status: 'pending',
    requestDate: new Date('2026-11-01T06:00:00Z'),
  };
  const at = new Date('2026-11-05T06:00:00Z');
  const calendar = { timeZone: 'Asia/Dhaka' };

  it('the lease keeps its terms: the rent it bills, its end, its advance and its deposit', () => {
    const terms = leaseTerms({ rent: 15_000, endMonth: '2027-10', advanceMonths: 2, deposit: 30_000 }, '2026-11', 1);
    expect(decide(request, 'accept', at, calendar, '2026-11', undefined, terms)).toEqual({
      ...request,
      status: 'accepted',
      decidedAt: at,
      startMonth: '2026-11',
      rent: 15_000,
      termEndMonth: '2027-10',
      advanceMonths: 2,
      deposit: 30_000,
    });
  });

  it('without terms nothing but the start is set, as before', () => {
    expect(decide(request, 'accept', at, calendar, '2026-11')).toEqual({
      ...request,
      status: 'accepted',
      decidedAt: at,
      startMonth: '2026-11',
    });
  });
});
