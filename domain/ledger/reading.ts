/** Reading a lease's books: a month's statement, what is owed by how long, and how a month's rent stands. */
import type { MonthKey } from '../shared/month.ts';
import { subtract, sum, ZERO, type Money } from '../shared/money.ts';
import { standing, type LedgerCharge, type LedgerCredit, type LedgerEntry, type Settlement } from './ledger.ts';

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
  const { charges: standingCharges, credits } = standing(entries);
  // The advance is its months' rent asked early; each month's rent is on the statement already, so it is left out.
  const charges = standingCharges.filter((c) => c.kind !== 'advance');
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
    // The rent of the advance's months is owed through the advance, counted once, in its month.
    if (remaining === ZERO || settlement.throughAdvance.has(charge.id)) continue;
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

/** How a month's rent charge stands in a lease's books. */
export interface MonthRent {
  readonly due: Money;
  /** What is still owed of it. */
  readonly remaining: Money;
  /** The money received that went to it; a coupon's discount or a waiver settles rent but is not money. */
  readonly paid: Money;
  /**
   * The payment that settled the last of it, or, while part is owed, the last that went to it; when no money went to
   * it, the credit that carries a receipt (a card payment a 100% coupon made free). None when nothing did.
   */
  readonly by?: LedgerCredit;
}

/** The month's rent in a lease's settled books, when the lease bills it. */
export function monthRent(settlement: Settlement, month: MonthKey): MonthRent | undefined {
  const rent = settlement.charges.find((c) => c.charge.kind === 'rent' && c.charge.month === month);
  if (!rent) return undefined;
  const payments = rent.settledBy.filter((s) => s.credit.kind === 'payment');
  const by =
    payments.at(-1)?.credit ?? rent.settledBy.filter((s) => s.credit.receiptNumber !== undefined).at(-1)?.credit;
  return {
    due: rent.charge.amount,
    remaining: rent.remaining,
    paid: sum(payments.map((s) => s.amount)),
    ...(by ? { by } : {}),
  };
}
