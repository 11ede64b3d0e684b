import { addMonths, monthsFrom, type MonthKey } from '../shared/month.ts';
import { poisha, subtract, sum, ZERO, type Money } from '../shared/money.ts';

/**
 * A lease's books: charges (what the resident owes: the month's rent, a service charge, a utility bill, a repair)
 * and credits (what settles them: payments however they were made, a coupon's discount, a waiver). Entries are never
 * changed or deleted; a mistake is put right by a void that names the entry and says why.
 */

/**
 * What a charge is for. Rent is billed from the lease and a late fee by the building's late-fee rule; the deposit and
 * the advance are written when the lease is accepted, from its terms; the others are added by the building.
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
  'deposit',
  'advance',
  'deduction',
  'refund',
  'booking',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * The kinds the books bill by themselves, never added by hand: the lease's rent, the late fees, the deposit and
 * advance its terms ask for, and the deductions from the deposit and its refund its final statement writes.
 */
export const SELF_BILLED_KINDS = [
  'rent',
  'late-fee',
  'deposit',
  'advance',
  'deduction',
  'refund',
  'booking',
] as const satisfies readonly ChargeKind[];
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
  /** An advance only: how many months' rent it pays, from its own month on. */
  readonly months?: number;
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
  /**
   * The security deposit paid: money the building holds for the resident and gives back, less what they owe, when
   * they leave. It settled the deposit charge, so it is in no other figure: never income, never rent collected.
   */
  readonly depositHeld: Money;
  /** The rent charges the advance pays (its months), by id: while the advance is owed, they are owed through it. */
  readonly throughAdvance: ReadonlySet<string>;
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
 *
 * The advance. A lease's terms may ask for the rent of its first months ahead: one 'advance' charge in the lease's
 * first month, of that many (`months`) months' rent, beside the rent the lease bills for each of those months. The
 * advance is not a second debt but those months' rent asked for early, so:
 * - the rent of its months is reached only through it, or by a credit that names that month's rent (a card payment
 *   does); money paid against the advance, named or reaching it oldest first, passes on to the rent of its months,
 *   oldest first, and each month shows settled by the payment that paid the advance;
 * - it asks only for the rent of its months that nothing else has paid, so a month paid by card is not asked again;
 * - while it is owed, its months' rent is owed through it and counts once: `owed` counts the advance, and the rent of
 *   its months only beyond what the advance still asks;
 * - what it was paid and no month of it could take (the lease ended before its months did) stays as credit.
 *
 * The deposit. A 'deposit' charge is settled like any other; what was paid on it is held for the resident
 * (`depositHeld`): money the building gives back, never income.
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
  const advance = charges.find((c) => c.kind === 'advance' && (c.months ?? 0) > 0);
  const window = new Set(advance ? monthsFrom(advance.month, addMonths(advance.month, advance.months! - 1)) : []);
  const months = charges.filter((c) => c.kind === 'rent' && window.has(c.month));
  const through = new Set(months.map((c) => c.id));

  for (const credit of credits)
    if (credit.forCharge !== undefined && credit.forCharge !== advance?.id) take(credit, credit.forCharge);
  if (advance) {
    const paidOtherwise = months.reduce((total, c) => total + c.amount - remaining.get(c.id)!, 0);
    remaining.set(advance.id, Math.max(0, advance.amount - paidOtherwise));
    for (const credit of credits) if (credit.forCharge === advance.id) take(credit, advance.id);
  }
  for (const credit of credits) for (const charge of charges) if (!through.has(charge.id)) take(credit, charge.id);
  if (advance) passOn(paidBy.get(advance.id)!, months, remaining, paidBy, applied);

  const settledCharges = charges.map((charge) => {
    const by = paidBy.get(charge.id)!;
    return { charge, paid: sum(by.map((b) => b.amount)), remaining: remaining.get(charge.id)! as Money, settledBy: by };
  });
  const appliedCredits = credits.map((credit) => {
    const used = applied.get(credit.id)! as Money;
    return { credit, applied: used, unapplied: subtract(credit.amount, used) };
  });
  const open = (cs: typeof settledCharges) => sum(cs.map((c) => c.remaining));
  const advanceAsks = advance ? (remaining.get(advance.id)! as Money) : ZERO;
  const monthsOpen = open(settledCharges.filter((c) => through.has(c.charge.id)));
  const owed = sum([
    open(settledCharges.filter((c) => !through.has(c.charge.id))),
    monthsOpen > advanceAsks ? subtract(monthsOpen, advanceAsks) : ZERO,
  ]);
  const unappliedCredit = sum(appliedCredits.map((c) => c.unapplied));
  return {
    charges: settledCharges,
    credits: appliedCredits,
    owed,
    unappliedCredit,
    balance: subtract(owed, unappliedCredit),
    voided,
    depositHeld: sum(settledCharges.filter((c) => c.charge.kind === 'deposit').map((c) => c.paid)),
    throughAdvance: through,
  };
}

/**
 * Passes what each credit paid on the advance to the rent of the advance's months, oldest first; what none of them
 * can take is the credit's again (unapplied).
 */
function passOn(
  paidOnAdvance: readonly { credit: LedgerCredit; amount: Money }[],
  months: readonly LedgerCharge[],
  remaining: Map<string, number>,
  paidBy: Map<string, { credit: LedgerCredit; amount: Money }[]>,
  applied: Map<string, number>,
): void {
  for (const { credit, amount } of paidOnAdvance) {
    let left: number = amount;
    for (const rent of months) {
      const moved = Math.min(remaining.get(rent.id)!, left);
      if (moved <= 0) continue;
      remaining.set(rent.id, remaining.get(rent.id)! - moved);
      paidBy.get(rent.id)!.push({ credit, amount: moved as Money });
      left -= moved;
    }
    applied.set(credit.id, applied.get(credit.id)! - left);
  }
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

/** The id of a lease's security deposit charge: one per lease, so accepting it twice writes it once. */
export const depositChargeId = (leaseId: string): string => `deposit:${leaseId}`;

/** The id of a lease's advance: one per lease, so accepting it twice writes it once. */
export const advanceChargeId = (leaseId: string): string => `advance:${leaseId}`;

/** The security deposit a lease's terms ask for, in its first month. */
export const depositCharge = (leaseId: string, month: MonthKey, amount: Money, at: Date, by: string): LedgerCharge => ({
  type: 'charge',
  id: depositChargeId(leaseId),
  leaseId,
  kind: 'deposit',
  month,
  label: 'Security deposit',
  amount,
  at,
  by,
});

/** The rent of a lease's first `months` months, asked ahead by its terms, in its first month. */
export const advanceCharge = (
  leaseId: string,
  month: MonthKey,
  months: number,
  rent: Money,
  at: Date,
  by: string,
): LedgerCharge => ({
  type: 'charge',
  id: advanceChargeId(leaseId),
  leaseId,
  kind: 'advance',
  month,
  label: 'Advance rent',
  amount: poisha(rent * months),
  at,
  by,
  months,
});
