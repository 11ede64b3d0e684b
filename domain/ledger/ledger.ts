import type { MonthKey } from '../shared/month.ts';
import { subtract, sum, ZERO, type Money } from '../shared/money.ts';

/**
 * A lease's books: charges (what the resident owes: the month's rent, a service charge, a utility bill, a repair)
 * and credits (what settles them: payments however they were made, a coupon's discount, a waiver). Entries are never
 * changed or deleted; a mistake is put right by a void that names the entry and says why.
 */

/**
 * What a charge is for. Rent is billed from the lease and a late fee by the building's late-fee rule; the others are
 * added by the building.
 */
export const CHARGE_KINDS = [
  'rent',
  'service',
  'gas',
  'water',
  'electricity',
  'repair',
  'fine',
  'late-fee',
  'other',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** The kinds the books bill by themselves, never added by hand: the lease's rent and the late fees. */
export const SELF_BILLED_KINDS = ['rent', 'late-fee'] as const satisfies readonly ChargeKind[];
export type AddedKind = Exclude<ChargeKind, (typeof SELF_BILLED_KINDS)[number]>;
/** The kinds an admin may add: every kind the books do not bill by themselves. */
export const ADDED_KINDS = CHARGE_KINDS.filter(
  (k): k is AddedKind => !(SELF_BILLED_KINDS as readonly ChargeKind[]).includes(k),
);

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
  /** The credits that paid it and how much each took, in the order they were applied: the last settled the rest. */
  readonly settledBy: readonly { readonly credit: LedgerCredit; readonly amount: Money }[];
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
  const paidBy = new Map(charges.map((c) => [c.id, [] as { credit: LedgerCredit; amount: Money }[]]));
  const take = (credit: LedgerCredit, chargeId: string) => {
    const open = remaining.get(chargeId) ?? 0;
    const left = credit.amount - applied.get(credit.id)!;
    const amount = Math.min(open, left);
    if (amount <= 0) return;
    remaining.set(chargeId, open - amount);
    applied.set(credit.id, applied.get(credit.id)! + amount);
    paidBy.get(chargeId)!.push({ credit, amount: amount as Money });
  };
  for (const credit of credits) if (credit.forCharge !== undefined) take(credit, credit.forCharge);
  for (const credit of credits) for (const charge of charges) take(credit, charge.id);

  const settledCharges = charges.map((charge) => {
    const left = remaining.get(charge.id)! as Money;
    return { charge, paid: subtract(charge.amount, left), remaining: left, settledBy: paidBy.get(charge.id)! };
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
