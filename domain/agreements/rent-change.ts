import { MAX_RENT } from '../apartments/apartment.ts';
import { DomainError } from '../shared/errors.ts';
import { addMonths, formatMonth, normalizeMonth, type MonthKey } from '../shared/month.ts';
import type { Agreement } from './agreement.ts';

/**
 * A new rent an admin scheduled for a running lease: from `effectiveMonth` on, the lease bills `rent` (whole taka) a
 * month instead of what it billed before. One change a month a lease at most.
 */
export interface RentChange {
  readonly id: string;
  readonly leaseId: string;
  readonly effectiveMonth: MonthKey;
  readonly rent: number;
  readonly scheduledAt: Date;
  /** Who scheduled it: an admin's email, or the member who accepted a renewal offer. */
  readonly scheduledBy: string;
}

export const RENT_CHANGE_RULES = {
  rent: `Enter the new rent in whole taka, from ৳1 to ৳${MAX_RENT.toLocaleString('en-US')}`,
  effectiveMonth: 'Pick a month that starts at least one month from today, within the lease',
} as const;

export type RentChangeField = keyof typeof RENT_CHANGE_RULES;

/** The most a rise (or a cut, negative) by percent may be. */
export const MAX_RISE_PERCENT = 100;

/**
 * The first month a new rent may take effect from, given the building's `today` ("YYYY-MM-DD"): the first month that
 * starts at least one month from today. On the 1st that is next month; on any later day, the month after next.
 */
export function firstChangeMonth(today: string): MonthKey {
  const month = today.slice(0, 7);
  return addMonths(month, today.endsWith('-01') ? 1 : 2);
}

/** A rent raised (or, negative, cut) by `percent`, to the nearest whole taka. */
export const raisedRent = (rent: number, percent: number): number => Math.round((rent * (100 + percent)) / 100);

/** A month key as sent, or undefined when it is not one. */
function monthOf(value: unknown): MonthKey | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return normalizeMonth(value);
  } catch {
    return undefined;
  }
}

const isWholeRent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_RENT;

/** Refuses a lease that is not running. */
export function mustBeRunning(lease: Agreement): void {
  if (lease.status !== 'accepted' || lease.startMonth === undefined)
    throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'Only a running lease can have its rent changed');
}

/**
 * Checks a new rent and the month it takes effect from, for a running lease, with the building's `today`: the rent
 * whole taka from ৳1, the month starting at least a month from today, not before the lease's start and not after its
 * planned end. Every broken rule is named at once (VALIDATION.INVALID_INPUT with `fields`).
 */
export function rentChangeTerms(
  input: { readonly rent?: unknown; readonly effectiveMonth?: unknown },
  lease: Agreement,
  today: string,
): { rent: number; effectiveMonth: MonthKey } {
  mustBeRunning(lease);
  const problems: Partial<Record<RentChangeField, string>> = {};
  if (!isWholeRent(input.rent)) problems.rent = RENT_CHANGE_RULES.rent;
  const month = monthOf(input.effectiveMonth);
  if (
    month === undefined ||
    month < firstChangeMonth(today) ||
    month < lease.startMonth! ||
    (lease.termEndMonth !== undefined && month > lease.termEndMonth)
  )
    problems.effectiveMonth = RENT_CHANGE_RULES.effectiveMonth;
  const broken = Object.keys(problems) as RentChangeField[];
  if (broken.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', problems[broken[0]!]!, problems);
  return { rent: input.rent as number, effectiveMonth: month! };
}

/** The rent a lease bills for `month`: that of the latest change in effect by then, else the rent it began with. */
export function rentInMonth(baseRent: number, changes: readonly RentChange[], month: MonthKey): number {
  let rent = baseRent;
  let from = '';
  for (const change of changes)
    if (change.effectiveMonth <= month && change.effectiveMonth > from) {
      rent = change.rent;
      from = change.effectiveMonth;
    }
  return rent;
}

/** The changes not yet in effect in `thisMonth`, earliest first. */
export const upcomingChanges = (changes: readonly RentChange[], thisMonth: MonthKey): RentChange[] =>
  changes.filter((c) => c.effectiveMonth > thisMonth).sort((a, b) => a.effectiveMonth.localeCompare(b.effectiveMonth));

/** A change may be cancelled only before its month begins. */
export function mayCancel(change: RentChange, thisMonth: MonthKey): void {
  if (change.effectiveMonth <= thisMonth)
    throw new DomainError(
      'RENTCHANGE.IN_EFFECT',
      `The new rent took effect in ${formatMonth(change.effectiveMonth)}, so it can no longer be cancelled`,
    );
}
