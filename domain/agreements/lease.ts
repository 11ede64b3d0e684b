import { addMonths, formatMonth, monthsFrom, type MonthKey } from '../shared/month.ts';
import { sum, taka, type Money } from '../shared/money.ts';

/**
 * The months a member rents their flat: from the start month an admin picked on accepting them, to the month their
 * agreement ended (none while it runs). Rent is owed for each of these months up to the building's current month,
 * and may be paid for them and for one month ahead.
 */
export interface Lease {
  readonly startMonth: MonthKey;
  readonly endMonth?: MonthKey;
}

/** How far ahead of the building's current month rent may be paid. */
export const MONTHS_AHEAD = 1;

/** The last month the lease lets a member pay for. */
const lastPayable = (lease: Lease, current: MonthKey): MonthKey => {
  const ahead = addMonths(current, MONTHS_AHEAD);
  return lease.endMonth !== undefined && lease.endMonth < ahead ? lease.endMonth : ahead;
};

/** Whether the lease covers the month at all (it had started and not yet ended). */
export const covers = (lease: Lease, month: MonthKey): boolean =>
  lease.startMonth <= month && (lease.endMonth === undefined || month <= lease.endMonth);

/** The months the lease covers up to `upTo`, both ends included, oldest first. */
export function leaseMonths(lease: Lease, upTo: MonthKey): MonthKey[] {
  const last = lease.endMonth !== undefined && lease.endMonth < upTo ? lease.endMonth : upTo;
  return monthsFrom(lease.startMonth, last);
}

/** The months rent may be paid for now: from the start month to one month ahead of `current`, never after the end. */
export const payableMonths = (lease: Lease, current: MonthKey): MonthKey[] =>
  monthsFrom(lease.startMonth, lastPayable(lease, current));

export const mayPay = (lease: Lease, month: MonthKey, current: MonthKey): boolean =>
  lease.startMonth <= month && month <= lastPayable(lease, current);

/** Months owed and not paid: every month the lease covers up to `current`, less those paid. Oldest first. */
export function arrears(lease: Lease, paid: ReadonlySet<MonthKey>, current: MonthKey): MonthKey[] {
  return leaseMonths(lease, current).filter((month) => !paid.has(month));
}

/** Every month that may be paid now and is not paid yet, oldest first: the owed ones, then the month ahead. */
export const unpaidPayable = (lease: Lease, paid: ReadonlySet<MonthKey>, current: MonthKey): MonthKey[] =>
  payableMonths(lease, current).filter((month) => !paid.has(month));

/** The month to pay next: the oldest owed and unpaid, or, when all are paid, the next one that may be paid ahead. */
export const oldestUnpaid = (lease: Lease, paid: ReadonlySet<MonthKey>, current: MonthKey): MonthKey | undefined =>
  unpaidPayable(lease, paid, current)[0];

/** Says, in a sentence, which months the lease lets a member pay for now. */
export function payableRange(lease: Lease, current: MonthKey): string {
  const last = lastPayable(lease, current);
  if (last < lease.startMonth) return 'This lease ended before its first month: no rent can be paid under it.';
  return last === lease.startMonth
    ? `Rent can be paid for ${formatMonth(last)} only.`
    : `Rent can be paid for ${formatMonth(lease.startMonth)} to ${formatMonth(last)}.`;
}

export interface Dues {
  /** Months owed and unpaid up to the current month, with each month's rent, oldest first. */
  readonly owed: readonly { readonly month: MonthKey; readonly amountMinor: Money }[];
  readonly totalMinor: Money;
  /** Every month that may be paid now and is not paid yet, oldest first (owed ones, then the month ahead). */
  readonly payable: readonly MonthKey[];
}

/** What a member owes under their lease at `rent` (whole taka a month), given the months already paid. */
export function duesOf(lease: Lease, rent: number, paid: ReadonlySet<MonthKey>, current: MonthKey): Dues {
  const owed = arrears(lease, paid, current).map((month) => ({ month, amountMinor: taka(rent) }));
  return {
    owed,
    totalMinor: sum(owed.map((m) => m.amountMinor)),
    payable: unpaidPayable(lease, paid, current),
  };
}
