import { DomainError } from '../shared/errors.ts';
import { monthsFrom, type MonthKey } from '../shared/month.ts';
import { fromTaka, toTaka, type Money } from '../shared/money.ts';
import { ADDED_KINDS, type AddedKind, type LedgerCharge } from '../ledger/ledger.ts';
import { CHARGE_LABELS, entryAmount, LABEL_MAX, LEDGER_RULES, MAX_ENTRY, type LeaseSpan } from '../ledger/writing.ts';

/**
 * Charges the building bills besides the rent: recurring ones an admin defines once (a service charge every month)
 * and utility bills loaded from a spreadsheet. Both become ordinary charges on a lease's books, each with an id that
 * says what it is, so billing the same thing twice is the same charge.
 */

/** The kinds a building's own charge may be: every kind but the rent and the late fees the books bill by themselves. */
export { ADDED_KINDS, type AddedKind };

/** A monthly charge: from its first month, to its last when it has one, on every lease or on the leases named. */
export interface RecurringCharge {
  readonly id: string;
  readonly name: string;
  readonly kind: AddedKind;
  /** What each month bills. */
  readonly amount: Money;
  readonly fromMonth: MonthKey;
  /** The last month billed, when it has been ended. */
  readonly untilMonth?: MonthKey;
  /** 'all': every lease, for each month it runs; otherwise the leases named. */
  readonly leaseIds: 'all' | readonly string[];
  readonly by: string;
  readonly at: Date;
  /** How many times it changed (ended); a change is conditional on the version read. */
  readonly version: number;
}

export const MAX_CHOSEN_LEASES = 500;

export const RECURRING_RULES = {
  name: `Write what the charge is called, up to ${LABEL_MAX} characters`,
  kind: LEDGER_RULES.kind,
  amount: LEDGER_RULES.amount,
  fromMonth: 'Pick the first month it is billed for',
  untilMonth: 'Pick the last month it is billed for: not before its first month nor before this month',
  leases: `Pick every lease, or from 1 to ${MAX_CHOSEN_LEASES} running leases`,
} as const;

const invalid = (field: keyof typeof RECURRING_RULES): DomainError =>
  new DomainError('VALIDATION.INVALID_INPUT', RECURRING_RULES[field], { [field]: RECURRING_RULES[field] });

/** Whether a text is a month key: "YYYY-MM" with a month from 01 to 12 in the years the product counts. */
export const isMonthKey = (text: string): boolean => /^2\d{3}-(0[1-9]|1[0-2])$/.test(text);

export const isAddedKind = (kind: string): kind is AddedKind => (ADDED_KINDS as readonly string[]).includes(kind);

export interface RecurringChargeInput {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly amountInTaka: number;
  readonly fromMonth: string;
  readonly untilMonth?: string;
  readonly leaseIds: 'all' | readonly string[];
  readonly by: string;
  readonly at: Date;
}

/** A new recurring charge, its fields checked one by one in the order the form shows them. */
export function newRecurringCharge(input: RecurringChargeInput): RecurringCharge {
  const name = input.name.trim();
  if (name.length === 0 || name.length > LABEL_MAX) throw invalid('name');
  if (!isAddedKind(input.kind)) throw invalid('kind');
  const amount = entryAmount(input.amountInTaka);
  if (!isMonthKey(input.fromMonth)) throw invalid('fromMonth');
  if (input.untilMonth !== undefined && (!isMonthKey(input.untilMonth) || input.untilMonth < input.fromMonth))
    throw invalid('untilMonth');
  const leaseIds = input.leaseIds === 'all' ? 'all' : [...new Set(input.leaseIds)];
  if (leaseIds !== 'all' && (leaseIds.length === 0 || leaseIds.length > MAX_CHOSEN_LEASES)) throw invalid('leases');
  return {
    id: input.id,
    name,
    kind: input.kind,
    amount,
    fromMonth: input.fromMonth,
    ...(input.untilMonth !== undefined ? { untilMonth: input.untilMonth } : {}),
    leaseIds,
    by: input.by,
    at: input.at,
    version: 0,
  };
}

/**
 * Ends a recurring charge after `untilMonth`. Every month up to the current one may be billed already, so the last
 * month is never before it (nor before the charge's first month); a charge that has an end already may only end
 * sooner: going on is a new charge.
 */
export function endRecurringCharge(
  charge: RecurringCharge,
  untilMonth: string,
  currentMonth: MonthKey,
): RecurringCharge {
  const earliest = charge.fromMonth > currentMonth ? charge.fromMonth : currentMonth;
  if (!isMonthKey(untilMonth) || untilMonth < earliest) throw invalid('untilMonth');
  if (charge.untilMonth !== undefined && untilMonth > charge.untilMonth)
    throw new DomainError(
      'CHARGE.RECURRING_ENDED',
      `This charge already ends with ${charge.untilMonth}; add a new one to bill later months`,
    );
  return { ...charge, untilMonth, version: charge.version + 1 };
}

/** The id a recurring charge's month on a lease always has, so reading the books twice bills it once. */
export const recurringChargeId = (chargeId: string, leaseId: string, month: MonthKey): string =>
  `recurring:${chargeId}:${leaseId}:${month}`;

/** Whether the charge bills the lease at all. */
export const appliesTo = (charge: RecurringCharge, leaseId: string): boolean =>
  charge.leaseIds === 'all' || charge.leaseIds.includes(leaseId);

/**
 * The months a recurring charge bills a lease: from the later of its first month and the lease's, to the earliest
 * of its last month, the lease's and the building's current month.
 */
export function recurringMonths(charge: RecurringCharge, lease: LeaseSpan, currentMonth: MonthKey): MonthKey[] {
  if (!appliesTo(charge, lease.id)) return [];
  const first = charge.fromMonth > lease.startMonth ? charge.fromMonth : lease.startMonth;
  const last = [charge.untilMonth, lease.endMonth, currentMonth]
    .filter((m): m is MonthKey => m !== undefined)
    .reduce((a, b) => (a < b ? a : b));
  return monthsFrom(first, last);
}

/** The charges each recurring charge bills a lease, one per month, dated the first of its month. */
export const recurringCharges = (
  charges: readonly RecurringCharge[],
  lease: LeaseSpan,
  currentMonth: MonthKey,
): LedgerCharge[] =>
  charges.flatMap((charge) =>
    recurringMonths(charge, lease, currentMonth).map((month) => ({
      type: 'charge' as const,
      id: recurringChargeId(charge.id, lease.id, month),
      leaseId: lease.id,
      kind: charge.kind,
      month,
      label: charge.name,
      amount: charge.amount,
      at: new Date(`${month}-01T00:00:00Z`),
    })),
  );

// --- Bills from a spreadsheet ---------------------------------------------------------------------------------------

/** The most lines one spreadsheet of bills may hold. */
export const MAX_BILL_ROWS = 5_000;

/** A spreadsheet line that cannot be taken: the whole file is refused, naming the line (the header is line 1). */
export class BillLineError extends DomainError {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super('CHARGE.IMPORT_INVALID', `Line ${line}: ${problem}`);
  }
}

/** The id a bill loaded from a spreadsheet has: one bill of a kind per lease and month, so loading it twice is refused. */
export const importedChargeId = (leaseId: string, month: MonthKey, kind: AddedKind): string =>
  `import:${leaseId}:${month}:${kind}`;

const BILL_AMOUNT = 'the amount must be above ৳0 and up to ৳10,000,000, with at most two decimals';

/** A bill's month, kind and amount as written on its line, each checked. */
export interface BillCells {
  readonly month: string;
  readonly kind: string;
  readonly amount: string;
}

export interface Bill {
  readonly month: MonthKey;
  readonly kind: AddedKind;
  readonly amount: Money;
}

/** A line's month, kind and amount, or the line's first problem. */
export function billOf(line: number, cells: BillCells): Bill {
  const month = cells.month.trim();
  if (!isMonthKey(month)) throw new BillLineError(line, `"${month.slice(0, 20)}" is not a month; write YYYY-MM`);
  const kind = cells.kind.trim().toLowerCase();
  if (!isAddedKind(kind))
    throw new BillLineError(
      line,
      `"${kind.slice(0, 20)}" is not a kind of charge; write one of ${ADDED_KINDS.join(', ')}`,
    );
  const amount = cells.amount.trim();
  const money = /^\d{1,8}(\.\d{1,2})?$/.test(amount) ? Number(amount) : NaN;
  if (!(money > 0 && money <= toTaka(MAX_ENTRY))) throw new BillLineError(line, BILL_AMOUNT);
  return { month, kind, amount: fromTaka(money) };
}

/** A bill as a charge on the books of the lease that covers its flat in its month. */
export const billCharge = (leaseId: string, bill: Bill, by: string, at: Date): LedgerCharge => ({
  type: 'charge',
  id: importedChargeId(leaseId, bill.month, bill.kind),
  leaseId,
  kind: bill.kind,
  month: bill.month,
  label: CHARGE_LABELS[bill.kind],
  amount: bill.amount,
  at,
  by,
});
