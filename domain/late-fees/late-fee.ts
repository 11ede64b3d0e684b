/**
 * Late fees: what the building adds to a running lease's books for a month whose rent is still unpaid once the grace
 * after the due day has run out. One fee per lease and month at most, never for a month before late fees were switched
 * on, and never for a month whose rent is settled.
 */
import { DomainError } from '../shared/errors.ts';
import { fromTaka, poisha, taka, toTaka, ZERO, type Money } from '../shared/money.ts';
import type { MonthKey } from '../shared/month.ts';
import type { LedgerCharge, LedgerEntry } from '../ledger/ledger.ts';
import { CHARGE_LABELS } from '../ledger/writing.ts';
import { dueDate } from '../ledger/reading.ts';
import { addDays } from '../notifications/reminders.ts';

export const LATE_FEE_BASES = ['fixed', 'percent'] as const;
export type LateFeeBasis = (typeof LATE_FEE_BASES)[number];

/** The longest grace after the due day: four weeks, so the grace ends before the next month's rent is due. */
export const MAX_GRACE_DAYS = 28;
/** The most a fixed fee, or a cap, may be: ৳100,000. */
export const MAX_LATE_FEE = taka(100_000);

/** What a month's fee is: a fixed amount, or a percent (in hundredths: 12.5% is 1250) of the month's unpaid rent. */
export type LateFeeAmount =
  { readonly basis: 'fixed'; readonly amount: Money } | { readonly basis: 'percent'; readonly hundredths: number };

export interface LateFeeRule {
  readonly enabled: boolean;
  /** Days after the due day before a month's rent is late: from 0 (late the day after the due day) to 28. */
  readonly graceDays: number;
  readonly fee: LateFeeAmount;
  /** The most one month's fee may be; none when null. */
  readonly cap: Money | null;
}

/** The rule as saved: `version` grows by one with every save (0: never saved, the default applies). */
export interface SavedLateFeeRule extends LateFeeRule {
  readonly version: number;
  /** The month late fees were last switched on; no month before it ever takes a fee. Null while they are off. */
  readonly since: MonthKey | null;
}

/** Until an admin saves a rule: off, with a fee of ৳500 after five days' grace for the admin to start from. */
export const DEFAULT_LATE_FEE_RULE: SavedLateFeeRule = {
  enabled: false,
  graceDays: 5,
  fee: { basis: 'fixed', amount: taka(500) },
  cap: null,
  version: 0,
  since: null,
};

export const LATE_FEE_RULES = {
  enabled: 'Say whether late fees are charged: on or off',
  graceDays: `Allow from 0 to ${MAX_GRACE_DAYS} days of grace after the day rent is due`,
  basis: 'Pick a fixed amount or a percent of the month’s unpaid rent',
  amount: 'Enter a fixed fee above ৳0 and up to ৳100,000, with at most two decimals',
  percent: 'Enter a percent above 0 and up to 100, with at most two decimals',
  cap: 'Enter a cap in whole taka from ৳1 to ৳100,000, or leave it empty for none',
} as const;

/** The rule as an admin types it: amounts in taka, the percent as a number such as 12.5. */
export interface LateFeeRuleInput {
  readonly enabled: boolean;
  readonly graceDays: number;
  readonly basis: string;
  /** The fixed fee in taka; read only when the basis is 'fixed'. */
  readonly amount: number | null;
  /** Read only when the basis is 'percent'. */
  readonly percent: number | null;
  /** Whole taka, or null for none. */
  readonly cap: number | null;
}

/** A fixed fee in taka, to the poisha, above nothing and at most the largest fee; undefined otherwise. */
function fixedAmount(value: number | null): Money | undefined {
  if (value === null) return undefined;
  try {
    const amount = fromTaka(value);
    return amount > 0 && amount <= MAX_LATE_FEE ? amount : undefined;
  } catch {
    return undefined;
  }
}

/** A percent with at most two decimals, above 0 and at most 100, in hundredths; undefined otherwise. */
function percentHundredths(value: number | null): number | undefined {
  if (value === null || !Number.isFinite(value)) return undefined;
  const hundredths = Math.round(value * 100);
  if (Math.abs(hundredths - value * 100) > 1e-6) return undefined;
  return hundredths >= 1 && hundredths <= 10_000 ? hundredths : undefined;
}

/** A cap in whole taka from ৳1 to the largest fee, or null for none; undefined when it is neither. */
function capOf(value: number | null): Money | null | undefined {
  if (value === null) return null;
  return Number.isSafeInteger(value) && value >= 1 && taka(value) <= MAX_LATE_FEE ? taka(value) : undefined;
}

/** The rule as given, or one refusal naming every field out of its range. Only the chosen basis's field is read. */
export function lateFeeRule(input: LateFeeRuleInput): LateFeeRule {
  const fields: Partial<Record<keyof typeof LATE_FEE_RULES, string>> = {};
  if (!Number.isInteger(input.graceDays) || input.graceDays < 0 || input.graceDays > MAX_GRACE_DAYS)
    fields.graceDays = LATE_FEE_RULES.graceDays;
  let fee: LateFeeAmount | undefined;
  if (input.basis === 'fixed') {
    const amount = fixedAmount(input.amount);
    if (amount === undefined) fields.amount = LATE_FEE_RULES.amount;
    else fee = { basis: 'fixed', amount };
  } else if (input.basis === 'percent') {
    const hundredths = percentHundredths(input.percent);
    if (hundredths === undefined) fields.percent = LATE_FEE_RULES.percent;
    else fee = { basis: 'percent', hundredths };
  } else fields.basis = LATE_FEE_RULES.basis;
  const cap = capOf(input.cap);
  if (cap === undefined) fields.cap = LATE_FEE_RULES.cap;
  const problems = Object.values(fields);
  if (problems.length > 0 || fee === undefined || cap === undefined)
    throw new DomainError('VALIDATION.INVALID_INPUT', problems.join('; '), fields);
  return { enabled: input.enabled, graceDays: input.graceDays, fee, cap };
}

/** The rule as the admin's form shows it, the inverse of `lateFeeRule`: taka, a percent, null for what it has none of. */
export const asTyped = (rule: LateFeeRule): LateFeeRuleInput => ({
  enabled: rule.enabled,
  graceDays: rule.graceDays,
  basis: rule.fee.basis,
  amount: rule.fee.basis === 'fixed' ? toTaka(rule.fee.amount) : null,
  percent: rule.fee.basis === 'percent' ? rule.fee.hundredths / 100 : null,
  cap: rule.cap === null ? null : toTaka(rule.cap),
});

/**
 * The rule saved over `current`: switching late fees on starts them from `thisMonth`, keeping them on keeps the month
 * they started from, and switching them off forgets it, so switching on again never reaches back to the months they
 * were off.
 */
export const savedRule = (rule: LateFeeRule, current: SavedLateFeeRule, thisMonth: MonthKey): SavedLateFeeRule => ({
  ...rule,
  version: current.version + 1,
  since: rule.enabled ? (current.since ?? thisMonth) : null,
});

/**
 * A month's fee on `unpaid`, what is still owed of the month's rent: nothing when nothing is owed, else the fixed
 * amount or the percent of the unpaid rent (rounded down to the poisha, so it never exceeds the percent), and never
 * above the cap.
 */
export function lateFeeOn(rule: LateFeeRule, unpaid: Money): Money {
  if (unpaid <= 0) return ZERO;
  const fee =
    rule.fee.basis === 'fixed' ? rule.fee.amount : poisha(Math.floor((unpaid * rule.fee.hundredths) / 10_000));
  return rule.cap !== null && fee > rule.cap ? rule.cap : fee;
}

/** The last day of a month's grace: its due day (held to the month's length) and the grace days after it. */
export const graceEnds = (month: MonthKey, dueDay: number, graceDays: number): string =>
  addDays(dueDate(month, dueDay), graceDays);

/** Whether a month's rent is late on `today`: the day after its grace ends, and every day after. */
export const isLate = (month: MonthKey, dueDay: number, graceDays: number, today: string): boolean =>
  today > graceEnds(month, dueDay, graceDays);

/** The months a lease's books already hold a late fee for, voided (waived) ones included. */
export const monthsWithLateFee = (entries: readonly LedgerEntry[]): ReadonlySet<MonthKey> =>
  new Set(entries.filter((e) => e.type === 'charge' && e.kind === 'late-fee').map((e) => (e as LedgerCharge).month));

/** A month's rent on a lease's books, with what is still owed of it. */
export interface MonthRent {
  readonly month: MonthKey;
  readonly remaining: Money;
}

export interface LateFeeOccasion {
  readonly month: MonthKey;
  readonly amount: Money;
}

/**
 * The fees a running lease calls for today: for each month of its rent from its first month (and from the month late
 * fees were switched on) to the building's current month, whose grace has run out, whose rent is not settled, and
 * which holds no late fee yet, oldest first as the rents are given. Nothing while late fees are off.
 */
export function lateFeesDue(
  rule: SavedLateFeeRule,
  lease: { readonly startMonth: MonthKey },
  rents: readonly MonthRent[],
  charged: ReadonlySet<MonthKey>,
  calendar: { readonly today: string; readonly thisMonth: MonthKey; readonly dueDay: number },
): LateFeeOccasion[] {
  if (!rule.enabled || rule.since === null) return [];
  const from = lease.startMonth > rule.since ? lease.startMonth : rule.since;
  return rents
    .filter(
      (r) =>
        r.month >= from &&
        r.month <= calendar.thisMonth &&
        !charged.has(r.month) &&
        isLate(r.month, calendar.dueDay, rule.graceDays, calendar.today),
    )
    .map((r) => ({ month: r.month, amount: lateFeeOn(rule, r.remaining) }))
    .filter((o) => o.amount > 0);
}

/** A month's late fee as the books hold it: added by the building itself, in its kind's own words. */
export const lateFeeCharge = (
  id: string,
  leaseId: string,
  { month, amount }: LateFeeOccasion,
  at: Date,
): LedgerCharge => ({
  type: 'charge',
  id,
  leaseId,
  kind: 'late-fee',
  month,
  label: CHARGE_LABELS['late-fee'],
  amount,
  at,
});
