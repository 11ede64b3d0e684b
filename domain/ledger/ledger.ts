import { DomainError } from '../shared/errors.ts';
import type { MonthKey } from '../shared/month.ts';
import { fromTaka, subtract, sum, taka, ZERO, type Money } from '../shared/money.ts';

/**
 * A lease's books: charges (what the resident owes: the month's rent, a service charge, a utility bill, a repair)
 * and credits (what settles them: payments however they were made, a coupon's discount, a waiver). Entries are never
 * changed or deleted; a mistake is put right by a void that names the entry and says why.
 */

/** What a charge is for. Rent is billed from the lease; the others are added by the building. */
export const CHARGE_KINDS = ['rent', 'service', 'gas', 'water', 'electricity', 'repair', 'fine', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** How money reached the building. Card payments arrive by themselves; the others an admin records. */
export const PAYMENT_METHODS = ['card', 'cash', 'bank', 'cheque', 'bkash', 'nagad'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const RECORDED_METHODS = ['cash', 'bank', 'cheque', 'bkash', 'nagad'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

/** A credit is money received, a coupon's discount on a month's rent, or a charge the building let go. */
export const CREDIT_KINDS = ['payment', 'discount', 'waiver'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export interface LedgerCharge {
  readonly type: 'charge';
  readonly id: string;
  readonly leaseId: string;
  readonly kind: ChargeKind;
  /** The month the charge is for; charges are settled oldest month first. */
  readonly month: MonthKey;
  /** What the resident reads beside the amount ("Service charge", "Gas bill", "Broken window"). */
  readonly label: string;
  readonly amount: Money;
  readonly at: Date;
  /** The admin who added it; absent for charges the lease bills by itself. */
  readonly by?: string;
}

export interface LedgerCredit {
  readonly type: 'credit';
  readonly id: string;
  readonly leaseId: string;
  readonly kind: CreditKind;
  readonly amount: Money;
  /** The building's day it was received ("YYYY-MM-DD"). */
  readonly paidOn: string;
  readonly at: Date;
  /** Payments only. */
  readonly method?: PaymentMethod;
  /** The bank's, bKash's or cheque's reference; the card provider's transaction for a card payment. */
  readonly reference?: string;
  readonly note?: string;
  readonly receiptNumber?: number;
  /** The charge the payer named; what is left over settles the oldest charges like any other credit. */
  readonly forCharge?: string;
  readonly by?: string;
}

export interface LedgerVoid {
  readonly type: 'void';
  readonly id: string;
  readonly leaseId: string;
  /** The charge or credit it cancels. */
  readonly voids: string;
  readonly reason: string;
  readonly at: Date;
  readonly by: string;
}

export type LedgerEntry = LedgerCharge | LedgerCredit | LedgerVoid;

export interface SettledCharge {
  readonly charge: LedgerCharge;
  readonly paid: Money;
  readonly remaining: Money;
}

export interface AppliedCredit {
  readonly credit: LedgerCredit;
  readonly applied: Money;
  readonly unapplied: Money;
}

export interface Settlement {
  /** Every charge that stands, oldest month first, with what settled it and what is left. */
  readonly charges: readonly SettledCharge[];
  /** Every credit that stands, oldest first, with how much of it settled charges. */
  readonly credits: readonly AppliedCredit[];
  /** What is still owed: the sum of the charges' remainders. */
  readonly owed: Money;
  /** Credit not yet used; it settles the next charge by itself. */
  readonly unappliedCredit: Money;
  /** Charges less credits: what the resident owes, or (below zero) how much they are in credit. */
  readonly balance: Money;
  /** The voided entries, with the void that cancelled each. */
  readonly voided: readonly { readonly entry: LedgerCharge | LedgerCredit; readonly void: LedgerVoid }[];
}

/** By code point, never by the reader's locale, so every store and every machine sorts alike. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const chargeOrder = (a: LedgerCharge, b: LedgerCharge): number =>
  byText(a.month, b.month) ||
  Number(a.kind !== 'rent') - Number(b.kind !== 'rent') ||
  a.at.getTime() - b.at.getTime() ||
  byText(a.id, b.id);

const creditOrder = (a: LedgerCredit, b: LedgerCredit): number =>
  byText(a.paidOn, b.paidOn) || a.at.getTime() - b.at.getTime() || byText(a.id, b.id);

/** The entries that stand: every charge and credit no void names. */
export function standing(entries: readonly LedgerEntry[]): {
  charges: LedgerCharge[];
  credits: LedgerCredit[];
  voided: Settlement['voided'];
} {
  const voids = new Map<string, LedgerVoid>();
  for (const e of entries) if (e.type === 'void' && !voids.has(e.voids)) voids.set(e.voids, e);
  const charges: LedgerCharge[] = [];
  const credits: LedgerCredit[] = [];
  const voided: { entry: LedgerCharge | LedgerCredit; void: LedgerVoid }[] = [];
  for (const e of entries) {
    if (e.type === 'void') continue;
    const cancelled = voids.get(e.id);
    if (cancelled) voided.push({ entry: e, void: cancelled });
    else if (e.type === 'charge') charges.push(e);
    else credits.push(e);
  }
  return { charges: charges.sort(chargeOrder), credits: credits.sort(creditOrder), voided };
}

/**
 * Settles a lease's charges with its credits. A credit that names a charge goes to it first, up to what it still
 * owes; every other credit, and what a named one leaves over, settles the oldest charges first. No charge is ever
 * settled beyond its amount; what no charge can take stays as credit. The order the entries are given in changes
 * nothing: they are sorted by month, day and id first.
 */
export function settle(entries: readonly LedgerEntry[]): Settlement {
  const { charges, credits, voided } = standing(entries);
  const remaining = new Map(charges.map((c) => [c.id, c.amount as number]));
  const applied = new Map(credits.map((c) => [c.id, 0]));
  const take = (credit: LedgerCredit, chargeId: string) => {
    const open = remaining.get(chargeId) ?? 0;
    const left = credit.amount - applied.get(credit.id)!;
    const amount = Math.min(open, left);
    if (amount <= 0) return;
    remaining.set(chargeId, open - amount);
    applied.set(credit.id, applied.get(credit.id)! + amount);
  };
  for (const credit of credits) if (credit.forCharge !== undefined) take(credit, credit.forCharge);
  for (const credit of credits) for (const charge of charges) take(credit, charge.id);

  const settledCharges = charges.map((charge) => {
    const left = remaining.get(charge.id)! as Money;
    return { charge, paid: subtract(charge.amount, left), remaining: left };
  });
  const appliedCredits = credits.map((credit) => {
    const used = applied.get(credit.id)! as Money;
    return { credit, applied: used, unapplied: subtract(credit.amount, used) };
  });
  const charged = sum(charges.map((c) => c.amount));
  const credited = sum(credits.map((c) => c.amount));
  return {
    charges: settledCharges,
    credits: appliedCredits,
    owed: sum(settledCharges.map((c) => c.remaining)),
    unappliedCredit: sum(appliedCredits.map((c) => c.unapplied)),
    balance: subtract(charged, credited),
    voided,
  };
}

/** Whether the month's rent is settled in full (the card flow's "already paid"). */
export const rentSettled = (settlement: Settlement, month: MonthKey): boolean =>
  settlement.charges.some((c) => c.charge.kind === 'rent' && c.charge.month === month && c.remaining === ZERO);

/** The id the lease's rent charge for a month always has, so billing it twice is the same charge. */
export const rentChargeId = (leaseId: string, month: MonthKey): string => `rent:${leaseId}:${month}`;

/** A month's rent as the lease bills it. */
export const rentCharge = (leaseId: string, month: MonthKey, rent: Money, at: Date): LedgerCharge => ({
  type: 'charge',
  id: rentChargeId(leaseId, month),
  leaseId,
  kind: 'rent',
  month,
  label: 'Rent',
  amount: rent,
  at,
});

// --- What an admin may write -------------------------------------------------------------------------------------

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
  kind: `Pick what the charge is for: ${CHARGE_KINDS.filter((k) => k !== 'rent').join(', ')}`,
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
  other: 'Charge',
};

/**
 * A charge the building adds to a lease for a month it covers. A lease that has ended still takes charges for the
 * months it covered, for its final settlement. Rent is never added by hand: the lease bills it.
 */
export function addedCharge(lease: LeaseSpan, input: ChargeInput): LedgerCharge {
  if (input.kind === 'rent' || !(CHARGE_KINDS as readonly string[]).includes(input.kind)) throw invalid('kind');
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

// --- Reading the books -----------------------------------------------------------------------------------------

export interface StatementLine {
  readonly entry: LedgerCharge | LedgerCredit;
  /** The balance after this line. */
  readonly balance: Money;
}

export interface Statement {
  readonly month: MonthKey;
  readonly opening: Money;
  readonly lines: readonly StatementLine[];
  readonly closing: Money;
}

/** The month an entry falls in on a statement: a charge's own month, a credit's day of receipt. */
const monthOf = (e: LedgerCharge | LedgerCredit): MonthKey => (e.type === 'charge' ? e.month : e.paidOn.slice(0, 7));

const signed = (e: LedgerCharge | LedgerCredit): Money => (e.type === 'charge' ? e.amount : subtract(ZERO, e.amount));

/**
 * A month's statement: the balance carried in, each charge and credit of the month with the balance after it
 * (charges before credits, as the building bills first), and the balance carried out. Voided entries are left out.
 */
export function statement(entries: readonly LedgerEntry[], month: MonthKey): Statement {
  const { charges, credits } = standing(entries);
  const all = [...charges, ...credits];
  const opening = sum(all.filter((e) => monthOf(e) < month).map(signed));
  let running = opening;
  const lines = all
    .filter((e) => monthOf(e) === month)
    .map((entry) => {
      running = subtract(running, subtract(ZERO, signed(entry)));
      return { entry, balance: running };
    });
  return { month, opening, lines, closing: running };
}

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const DAY = 86_400_000;

/** Days from one building day ("YYYY-MM-DD") to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * What is owed, by how long it has been owed: each open charge counted from its due day (the month's `dueDay`,
 * held to the month's length) to `today`. A charge not yet due counts in the first bucket.
 */
export function ageing(settlement: Settlement, today: string, dueDay: number): Record<AgeingBucket, Money> {
  const buckets: Record<AgeingBucket, Money> = { '0-30': ZERO, '31-60': ZERO, '61-90': ZERO, '90+': ZERO };
  for (const { charge, remaining } of settlement.charges) {
    if (remaining === ZERO) continue;
    const days = daysBetween(dueDate(charge.month, dueDay), today);
    const bucket: AgeingBucket = days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';
    buckets[bucket] = sum([buckets[bucket], remaining]);
  }
  return buckets;
}

/** A month's due day, held to the month's last day. */
export function dueDate(month: MonthKey, dueDay: number): string {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(dueDay, last)).padStart(2, '0')}`;
}
