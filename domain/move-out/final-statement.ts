/**
 * A lease's final statement, written when the lease ends: what the books still asked at the end, the security deposit
 * held, the deductions the building takes from the deposit (each an amount and a reason), and what comes of it: a
 * refund to the resident, or a balance they still owe. It is a draft while the admin adds deductions, and is settled
 * once; settling writes it to the books, so the resident's books read the same.
 */
import {
  type LedgerCharge,
  type LedgerEntry,
  type LedgerVoid,
  RECORDED_METHODS,
  type RecordedMethod,
} from '../ledger/ledger.ts';
import { depositChargeId, settle, standing } from '../ledger/ledger.ts';
import { MAX_ENTRY, REFERENCE_MAX } from '../ledger/writing.ts';
import { DomainError } from '../shared/errors.ts';
import type { MonthKey } from '../shared/month.ts';
import { add, poisha, subtract, sum, taka, ZERO, type Money } from '../shared/money.ts';

export const DEDUCTION_REASON_MAX = 120;
/** The most deductions one statement may carry. */
export const DEDUCTIONS_MAX = 30;

export const FINAL_STATEMENT_RULES = {
  amount: 'Enter a whole number of taka above ৳0 and up to ৳10,000,000',
  reason: `Write the reason for the deduction, up to ${DEDUCTION_REASON_MAX} characters`,
  restOwed:
    'The deductions come to more than the deposit held: say the rest is owed to charge it to the resident, or deduct less',
  method: `Pick how the refund was paid: ${RECORDED_METHODS.join(', ')}`,
  reference: `Write the transaction or cheque reference, up to ${REFERENCE_MAX} characters (required except for cash)`,
} as const;

const invalid = (field: keyof typeof FINAL_STATEMENT_RULES): DomainError =>
  new DomainError('VALIDATION.INVALID_INPUT', FINAL_STATEMENT_RULES[field], { [field]: FINAL_STATEMENT_RULES[field] });

export interface Deduction {
  readonly id: string;
  readonly amount: Money;
  readonly reason: string;
  readonly at: Date;
  readonly by: string;
}

/** What came of the statement: a refund paid to the resident, or what they still owe (nothing, at the least). */
export type FinalOutcome =
  | { readonly kind: 'refund'; readonly amount: Money; readonly method: RecordedMethod; readonly reference?: string }
  | { readonly kind: 'owed'; readonly amount: Money };

export interface FinalStatement {
  readonly leaseId: string;
  readonly userEmail: string;
  readonly state: 'draft' | 'settled';
  /** One more at every change, so a change is made on the statement as it was read. */
  readonly version: number;
  readonly startedAt: Date;
  readonly deductions: readonly Deduction[];
  /** Set when settled: the books' balance and the deposit held at that moment, and the outcome. */
  readonly settled?: {
    readonly owed: Money;
    readonly depositHeld: Money;
    readonly outcome: FinalOutcome;
    readonly at: Date;
    readonly by: string;
  };
}

/** A draft statement for a lease that has ended. */
export const startStatement = (leaseId: string, userEmail: string, at: Date): FinalStatement => ({
  leaseId,
  userEmail,
  state: 'draft',
  version: 1,
  startedAt: at,
  deductions: [],
});

const requireDraft = (statement: FinalStatement): void => {
  if (statement.state !== 'draft')
    throw new DomainError(
      'FINAL.ALREADY_SETTLED',
      'This final statement was already settled, perhaps by another admin',
    );
};

/** The figures of a lease's end, read from its books. */
export interface FinalFigures {
  /** What the books ask besides the deposit: below zero when the resident is in credit. */
  readonly owed: Money;
  /** The deposit paid and held for the resident. */
  readonly depositHeld: Money;
  readonly deductions: Money;
  /** The deposit less what is owed and the deductions: a refund above zero, a balance still owed below. */
  readonly result: Money;
}

const depositApplied = (leaseId: string, at: Date, by: string): LedgerVoid => ({
  type: 'void',
  id: `deposit-applied:${leaseId}`,
  leaseId,
  voids: depositChargeId(leaseId),
  reason: 'Deposit applied to the final statement',
  at,
  by,
});

const deductionCharge = (leaseId: string, month: MonthKey, d: Deduction): LedgerCharge => ({
  type: 'charge',
  id: `deduction:${d.id}`,
  leaseId,
  kind: 'deduction',
  month,
  label: d.reason,
  amount: d.amount,
  at: d.at,
  by: d.by,
});

/**
 * The entries that apply the deposit and the deductions to the books: the deposit charge is voided, so what was paid
 * on it becomes credit that settles what is owed, oldest first; each deduction is a charge of the lease's last month.
 */
function applied(entries: readonly LedgerEntry[], statement: FinalStatement, month: MonthKey, at: Date, by: string) {
  const hasDeposit = standing(entries).charges.some((c) => c.id === depositChargeId(statement.leaseId));
  return [
    ...(hasDeposit ? [depositApplied(statement.leaseId, at, by)] : []),
    ...statement.deductions.map((d) => deductionCharge(statement.leaseId, month, d)),
  ];
}

/** What the statement comes to over the lease's books as they stand. */
export function finalFigures(entries: readonly LedgerEntry[], statement: FinalStatement): FinalFigures {
  const before = settle(entries);
  const none = { ...statement, deductions: [] };
  const balance = settle([...entries, ...applied(entries, none, '0000-00', new Date(0), '')]).balance;
  const deductions = sum(statement.deductions.map((d) => d.amount));
  const owed = add(balance, before.depositHeld);
  return { owed, depositHeld: before.depositHeld, deductions, result: subtract(poisha(-balance), deductions) };
}

export interface DeductionInput {
  readonly id: string;
  readonly amountInTaka: number;
  readonly reason: string;
  /** The admin says what the deductions take beyond the deposit is owed by the resident. */
  readonly restOwed: boolean;
  readonly at: Date;
  readonly by: string;
}

/**
 * Adds a deduction to a draft: whole taka above nothing, with a reason. Deductions beyond the deposit held are refused
 * unless the admin says the rest is owed.
 */
export function addDeduction(statement: FinalStatement, depositHeld: Money, input: DeductionInput): FinalStatement {
  requireDraft(statement);
  const amountInTaka = input.amountInTaka;
  if (!Number.isInteger(amountInTaka) || amountInTaka <= 0 || taka(amountInTaka) > MAX_ENTRY) throw invalid('amount');
  const reason = input.reason.trim();
  if (reason.length === 0 || reason.length > DEDUCTION_REASON_MAX) throw invalid('reason');
  if (statement.deductions.length >= DEDUCTIONS_MAX) throw invalid('amount');
  const deduction: Deduction = { id: input.id, amount: taka(amountInTaka), reason, at: input.at, by: input.by };
  const deductions = [...statement.deductions, deduction];
  if (sum(deductions.map((d) => d.amount)) > depositHeld && !input.restOwed) throw invalid('restOwed');
  return { ...statement, deductions, version: statement.version + 1 };
}

/** Takes a deduction off a draft. */
export function removeDeduction(statement: FinalStatement, deductionId: string): FinalStatement {
  requireDraft(statement);
  if (!statement.deductions.some((d) => d.id === deductionId))
    throw new DomainError('FINAL.DEDUCTION_NOT_FOUND', 'There is no such deduction on this statement');
  return {
    ...statement,
    deductions: statement.deductions.filter((d) => d.id !== deductionId),
    version: statement.version + 1,
  };
}

export interface SettleInput {
  readonly method?: string;
  readonly reference?: string;
  /** The lease's last month: the deductions and the refund are charges of it. */
  readonly month: MonthKey;
  readonly at: Date;
  readonly by: string;
}

/**
 * Settles a draft over the lease's books: the deposit is applied to what is owed, the deductions are charged, and a
 * refund (what the deposit and any credit leave) is written as a charge the leftover credit pays, with the method it
 * was paid by (and its reference, except in cash). What is still owed stays on the books.
 */
export function settleStatement(
  statement: FinalStatement,
  entries: readonly LedgerEntry[],
  input: SettleInput,
): { statement: FinalStatement; entries: LedgerEntry[] } {
  requireDraft(statement);
  const figures = finalFigures(entries, statement);
  const writes: LedgerEntry[] = applied(entries, statement, input.month, input.at, input.by);
  let outcome: FinalOutcome = { kind: 'owed', amount: figures.result < 0 ? poisha(-figures.result) : ZERO };
  if (figures.result > 0) {
    if (!(RECORDED_METHODS as readonly string[]).includes(input.method ?? '')) throw invalid('method');
    const method = input.method as RecordedMethod;
    const reference = input.reference?.trim() ?? '';
    if (reference.length > REFERENCE_MAX || (method !== 'cash' && reference.length === 0)) throw invalid('reference');
    outcome = { kind: 'refund', amount: figures.result, method, ...(reference ? { reference } : {}) };
    writes.push({
      type: 'charge',
      id: `refund:${statement.leaseId}`,
      leaseId: statement.leaseId,
      kind: 'refund',
      month: input.month,
      label: 'Deposit refund',
      amount: figures.result,
      at: input.at,
      by: input.by,
    });
  }
  return {
    statement: {
      ...statement,
      state: 'settled',
      version: statement.version + 1,
      settled: { owed: figures.owed, depositHeld: figures.depositHeld, outcome, at: input.at, by: input.by },
    },
    entries: writes,
  };
}
