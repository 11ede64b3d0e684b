/** What an admin may write to a lease's books: payments received by hand, charges, voids, each checked first. */
import { DomainError } from '../shared/errors.ts';
import type { MonthKey } from '../shared/month.ts';
import { fromTaka, taka, type Money } from '../shared/money.ts';
import {
  ADDED_KINDS,
  RECORDED_METHODS,
  type ChargeKind,
  type LedgerCharge,
  type LedgerCredit,
  type LedgerEntry,
  type LedgerVoid,
  type RecordedMethod,
} from './ledger.ts';

/** The most one entry may be: ৳10,000,000. */
export const MAX_ENTRY = taka(10_000_000);
export const LABEL_MAX = 80;
export const REFERENCE_MAX = 60;
export const NOTE_MAX = 300;
export const REASON_MAX = 300;

export const LEDGER_RULES = {
  amount: 'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
  paidOn: 'Pick the day it was received: not in the future, and not before the lease began',
  method: `Pick how it was paid: ${RECORDED_METHODS.join(', ')}`,
  reference: `Write the transaction or cheque reference, up to ${REFERENCE_MAX} characters (required for bank, cheque, bKash and Nagad)`,
  note: `Write a note of up to ${NOTE_MAX} characters, or none`,
  kind: `Pick what the charge is for: ${ADDED_KINDS.join(', ')}`,
  month: 'Pick a month the lease covers',
  label: `Write what the charge is for, up to ${LABEL_MAX} characters`,
  reason: `Write why, up to ${REASON_MAX} characters`,
} as const;

const invalid = (field: keyof typeof LEDGER_RULES): DomainError =>
  new DomainError('VALIDATION.INVALID_INPUT', LEDGER_RULES[field], { [field]: LEDGER_RULES[field] });

/** An amount typed in taka: above nothing, at most ৳10,000,000, to the poisha. */
export function entryAmount(amountInTaka: number): Money {
  let amount: Money;
  try {
    amount = fromTaka(amountInTaka);
  } catch {
    throw invalid('amount');
  }
  if (amount <= 0 || amount > MAX_ENTRY) throw invalid('amount');
  return amount;
}

const text = (value: string | undefined, max: number, field: keyof typeof LEDGER_RULES): string | undefined => {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw invalid(field);
  return trimmed.length > 0 ? trimmed : undefined;
};

/** A lease's months and days as the books check them against. */
export interface LeaseSpan {
  readonly id: string;
  readonly startMonth: MonthKey;
  readonly endMonth?: MonthKey;
}

export interface RecordedPaymentInput {
  readonly id: string;
  readonly amountInTaka: number;
  readonly paidOn: string;
  readonly method: string;
  readonly reference?: string;
  readonly note?: string;
  readonly forCharge?: string;
  readonly by: string;
  readonly at: Date;
}

/**
 * Money received by the building other than by card. Dated on the building's day it arrived: not after `today`, not
 * before the lease's first month. Bank transfers, cheques and mobile payments carry their reference.
 */
export function recordedPayment(
  lease: LeaseSpan,
  input: RecordedPaymentInput,
  today: string,
): LedgerCredit & { readonly method: RecordedMethod } {
  const amount = entryAmount(input.amountInTaka);
  if (!(RECORDED_METHODS as readonly string[]).includes(input.method)) throw invalid('method');
  const method = input.method as RecordedMethod;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.paidOn) || input.paidOn > today || input.paidOn < `${lease.startMonth}-01`)
    throw invalid('paidOn');
  const reference = text(input.reference, REFERENCE_MAX, 'reference');
  if (method !== 'cash' && reference === undefined) throw invalid('reference');
  const note = text(input.note, NOTE_MAX, 'note');
  return {
    type: 'credit',
    id: input.id,
    leaseId: lease.id,
    kind: 'payment',
    amount,
    paidOn: input.paidOn,
    at: input.at,
    method,
    ...(reference !== undefined ? { reference } : {}),
    ...(note !== undefined ? { note } : {}),
    ...(input.forCharge !== undefined ? { forCharge: input.forCharge } : {}),
    by: input.by,
  };
}

export interface ChargeInput {
  readonly id: string;
  readonly kind: string;
  readonly month: MonthKey;
  readonly label?: string;
  readonly amountInTaka: number;
  readonly by: string;
  readonly at: Date;
}

/** The words a charge of each kind is shown with when the admin writes none. */
export const CHARGE_LABELS: Record<ChargeKind, string> = {
  rent: 'Rent',
  service: 'Service charge',
  gas: 'Gas bill',
  water: 'Water bill',
  electricity: 'Electricity bill',
  repair: 'Repair',
  fine: 'Fine',
  'late-fee': 'Late fee',
  other: 'Charge',
  deposit: 'Security deposit',
  advance: 'Advance rent',
  deduction: 'Deduction from the deposit',
  refund: 'Deposit refund',
  booking: 'Space booking',
};

/**
 * A charge the building adds to a lease for a month it covers. A lease that has ended still takes charges for the
 * months it covered, for its final settlement. Rent and late fees are never added by hand: the lease bills its rent,
 * and the building's late-fee rule its late fees.
 */
export function addedCharge(lease: LeaseSpan, input: ChargeInput): LedgerCharge {
  if (!(ADDED_KINDS as readonly string[]).includes(input.kind)) throw invalid('kind');
  const kind = input.kind as ChargeKind;
  if (input.month < lease.startMonth || (lease.endMonth !== undefined && input.month > lease.endMonth))
    throw invalid('month');
  const amount = entryAmount(input.amountInTaka);
  const label = text(input.label, LABEL_MAX, 'label') ?? CHARGE_LABELS[kind];
  return {
    type: 'charge',
    id: input.id,
    leaseId: lease.id,
    kind,
    month: input.month,
    label,
    amount,
    at: input.at,
    by: input.by,
  };
}

export interface VoidInput {
  readonly id: string;
  readonly voids: string;
  readonly reason: string;
  readonly by: string;
  readonly at: Date;
}

/**
 * Cancels a charge or credit with a reason. A void is never voided itself, an entry is voided once, and the lease's
 * own rent charges are let go by a waiver, never voided (the lease would bill them again). A month of a recurring
 * charge may be voided: the books bill it under the same id every time they are read, so the stored void goes on
 * cancelling it.
 */
export function voidOf(entries: readonly LedgerEntry[], lease: LeaseSpan, input: VoidInput): LedgerVoid {
  const target = entries.find((e) => e.id === input.voids);
  if (!target) throw new DomainError('LEDGER.ENTRY_NOT_FOUND', 'There is no such entry on this lease’s books');
  if (target.type === 'void') throw new DomainError('LEDGER.NOT_VOIDABLE', 'A void cannot be voided');
  if (target.type === 'charge' && target.kind === 'rent')
    throw new DomainError('LEDGER.NOT_VOIDABLE', 'Rent the lease bills cannot be voided; waive it instead');
  if (target.type === 'credit' && target.method === 'card')
    throw new DomainError(
      'LEDGER.NOT_VOIDABLE',
      'A card payment cannot be voided; refund it through the card provider',
    );
  if (entries.some((e) => e.type === 'void' && e.voids === input.voids))
    throw new DomainError('LEDGER.ALREADY_VOIDED', 'This entry was already voided, perhaps by another admin');
  const reason = text(input.reason, REASON_MAX, 'reason');
  if (reason === undefined) throw invalid('reason');
  return { type: 'void', id: input.id, leaseId: lease.id, voids: input.voids, reason, at: input.at, by: input.by };
}
