import { MAX_RENT } from '../apartments/apartment.ts';
import { DomainError } from '../shared/errors.ts';
import { addMonths, monthsFrom, normalizeMonth, type MonthKey } from '../shared/month.ts';

/**
 * The terms an admin sets on accepting a request: the rent the lease bills each month (whole taka), the month it is
 * meant to end (none for a lease that runs until the member leaves), the months of rent paid ahead (the advance) and
 * the security deposit (whole taka), which the building holds and gives back, less what the member owes, when they
 * move out.
 */
export interface LeaseTerms {
  readonly rent: number;
  readonly endMonth?: MonthKey;
  readonly advanceMonths: number;
  readonly deposit: number;
}

/** The most months of rent an advance or a deposit may come to. */
export const MAX_TERM_MONTHS = 24;

export const LEASE_TERMS_RULES = {
  rent: `Enter the monthly rent in whole taka, from ৳1 to ৳${MAX_RENT.toLocaleString('en-US')}`,
  endMonth: 'Pick an end month no earlier than the start month, or none',
  advanceMonths: `Enter the months of rent paid ahead: a whole number from 0 to ${MAX_TERM_MONTHS}, and no more than the lease's months`,
  deposit: `Enter the security deposit in whole taka, from ৳0 to ${MAX_TERM_MONTHS} months of rent`,
} as const;

export type LeaseTermsField = keyof typeof LEASE_TERMS_RULES;

/** The terms as the admin typed them; anything absent takes its default. */
export interface LeaseTermsInput {
  readonly rent?: unknown;
  readonly endMonth?: unknown;
  readonly advanceMonths?: unknown;
  readonly deposit?: unknown;
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** A month key the admin sent, or undefined when it is not one. */
function monthKeyOf(value: unknown): MonthKey | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return normalizeMonth(value);
  } catch {
    return undefined;
  }
}

/**
 * The lease's terms from what the admin typed, for a lease starting in `startMonth`. The rent defaults to
 * `defaultRent` (the flat's), the advance and the deposit to nothing, the end month to none. Every field is checked
 * and every broken rule named at once (VALIDATION.INVALID_INPUT with `fields`): the rent whole taka above nothing, the
 * end month not before the start, the advance a whole number of months up to 24 and not beyond the lease's end, the
 * deposit whole taka up to 24 months of the rent.
 */
export function leaseTerms(input: LeaseTermsInput, startMonth: MonthKey, defaultRent: number): LeaseTerms {
  const problems: Partial<Record<LeaseTermsField, string>> = {};
  const rent = input.rent ?? defaultRent;
  if (!wholeIn(rent, 1, MAX_RENT)) problems.rent = LEASE_TERMS_RULES.rent;
  let endMonth: MonthKey | undefined;
  if (input.endMonth !== undefined && input.endMonth !== null && input.endMonth !== '') {
    endMonth = monthKeyOf(input.endMonth);
    if (endMonth === undefined || endMonth < startMonth) problems.endMonth = LEASE_TERMS_RULES.endMonth;
  }
  const advanceMonths = input.advanceMonths ?? 0;
  const leaseLength =
    endMonth !== undefined && endMonth >= startMonth ? monthsFrom(startMonth, endMonth).length : MAX_TERM_MONTHS;
  if (!wholeIn(advanceMonths, 0, Math.min(MAX_TERM_MONTHS, leaseLength)))
    problems.advanceMonths = LEASE_TERMS_RULES.advanceMonths;
  const deposit = input.deposit ?? 0;
  const depositCap = wholeIn(rent, 1, MAX_RENT) ? rent * MAX_TERM_MONTHS : 0;
  if (!wholeIn(deposit, 0, depositCap)) problems.deposit = LEASE_TERMS_RULES.deposit;
  const broken = Object.keys(problems) as LeaseTermsField[];
  if (broken.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', problems[broken[0]!]!, problems);
  return {
    rent: rent as number,
    ...(endMonth !== undefined ? { endMonth } : {}),
    advanceMonths: advanceMonths as number,
    deposit: deposit as number,
  };
}

/** The months the advance pays the rent of: the lease's first `advanceMonths` months. */
export const advanceWindow = (startMonth: MonthKey, advanceMonths: number): MonthKey[] =>
  advanceMonths > 0 ? monthsFrom(startMonth, addMonths(startMonth, advanceMonths - 1)) : [];
