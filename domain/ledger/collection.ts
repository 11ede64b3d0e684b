import type { MonthKey } from '../shared/month.ts';
import { add, subtract, sum, ZERO, type Money } from '../shared/money.ts';
import {
  CHARGE_KINDS,
  PAYMENT_METHODS,
  type ChargeKind,
  type LedgerEntry,
  type PaymentMethod,
  type Settlement,
} from './ledger.ts';

/**
 * What the building billed and what it collected, month by month, over every lease's books. A charge counts in the
 * month it is for; money counts in the month it was received (its building day); a coupon's discount and a waiver
 * count apart from money, in the month they were given. Voided entries count nowhere.
 */

/**
 * Whether a charge of each kind is the building's income. Every kind is named here, so a new one (a deposit, which is
 * held and given back, never earned) cannot be added to the books without saying whether it is billed income.
 */
export const BILLED_AS_INCOME: Readonly<Record<ChargeKind, boolean>> = {
  rent: true,
  service: true,
  gas: true,
  water: true,
  electricity: true,
  repair: true,
  fine: true,
  'late-fee': true,
  other: true,
  // Held and given back, never earned.
  deposit: false,
  // The rent of the lease's first months asked early: those months' rent is billed as rent, so it counts there once.
  advance: false,
  // Taken from the deposit for damage or unpaid bills: the building's to keep.
  deduction: true,
  // The deposit given back: money paid out, never earned.
  refund: false,
  booking: true,
};

/** The kinds of charge a month's billed income is the sum of. */
export const INCOME_KINDS: readonly ChargeKind[] = CHARGE_KINDS.filter((kind) => BILLED_AS_INCOME[kind]);

export interface MonthCollection {
  readonly month: MonthKey;
  /** What was charged for the month, by kind (every kind, income or not). */
  readonly billedByKind: Readonly<Record<ChargeKind, Money>>;
  /** The month's billed income: the income kinds' charges. */
  readonly billed: Money;
  /** Money received in the month, by how it came. */
  readonly collectedByMethod: Readonly<Record<PaymentMethod, Money>>;
  /** Money received in the month: the methods' sum. A security deposit is not in it: it is held, not collected. */
  readonly collected: Money;
  /** Security deposits received in the month: held for the residents, apart from the money collected. */
  readonly depositsHeld: Money;
  /** Coupons' discounts given in the month: rent let off, not money received. */
  readonly discounts: Money;
  /** Charges the building let go in the month. */
  readonly waivers: Money;
}

const zeroes = <K extends string>(keys: readonly K[]): Record<K, Money> =>
  Object.fromEntries(keys.map((key) => [key, ZERO])) as Record<K, Money>;

/** An entry is named by its lease and its id: a void cancels the entry of that id on its own lease only. */
const keyOf = (leaseId: string, id: string): string => `${leaseId}\u0000${id}`;

/** What of each payment went to a security deposit, by lease and credit id (`heldKey`). */
export type HeldByCredit = ReadonlyMap<string, Money>;

/** The key `collectionByMonth` finds a payment's held part by. */
export const heldKey = keyOf;

/**
 * Each of `months` (in the order given) with what was billed for it and collected in it, from the entries of any
 * number of leases. Entries of other months are left out; the order the entries come in changes nothing. What of a
 * payment settled a security deposit (`held`, from each lease's settlement) counts as held, not collected.
 */
export function collectionByMonth(
  entries: readonly LedgerEntry[],
  months: readonly MonthKey[],
  held: HeldByCredit = new Map(),
): MonthCollection[] {
  const voided = new Set(entries.flatMap((e) => (e.type === 'void' ? [keyOf(e.leaseId, e.voids)] : [])));
  const rows = new Map(
    months.map((month) => [
      month,
      {
        billedByKind: zeroes(CHARGE_KINDS),
        collectedByMethod: zeroes(PAYMENT_METHODS),
        discounts: ZERO,
        waivers: ZERO,
        depositsHeld: ZERO,
      },
    ]),
  );
  for (const e of entries) {
    if (e.type === 'void' || voided.has(keyOf(e.leaseId, e.id))) continue;
    const row = rows.get(e.type === 'charge' ? e.month : e.paidOn.slice(0, 7));
    if (!row) continue;
    if (e.type === 'charge') row.billedByKind[e.kind] = add(row.billedByKind[e.kind], e.amount);
    else if (e.kind === 'discount') row.discounts = add(row.discounts, e.amount);
    else if (e.kind === 'waiver') row.waivers = add(row.waivers, e.amount);
    else {
      // Every payment the books write names its method: the card flow's 'card', or the one the admin picked.
      const method = e.method ?? 'cash';
      const kept = held.get(keyOf(e.leaseId, e.id)) ?? ZERO;
      row.collectedByMethod[method] = add(row.collectedByMethod[method], subtract(e.amount, kept));
      row.depositsHeld = add(row.depositsHeld, kept);
    }
  }
  return months.map((month) => {
    const row = rows.get(month)!;
    return {
      month,
      billedByKind: row.billedByKind,
      billed: sum(INCOME_KINDS.map((kind) => row.billedByKind[kind])),
      collectedByMethod: row.collectedByMethod,
      collected: sum(PAYMENT_METHODS.map((method) => row.collectedByMethod[method])),
      discounts: row.discounts,
      waivers: row.waivers,
      depositsHeld: row.depositsHeld,
    };
  });
}

/** The months' figures added up, for a total line. */
export function collectionTotal(months: readonly MonthCollection[]): Omit<MonthCollection, 'month'> {
  const total = (pick: (m: MonthCollection) => Money) => sum(months.map(pick));
  return {
    billedByKind: Object.fromEntries(CHARGE_KINDS.map((kind) => [kind, total((m) => m.billedByKind[kind])])) as Record<
      ChargeKind,
      Money
    >,
    billed: total((m) => m.billed),
    collectedByMethod: Object.fromEntries(
      PAYMENT_METHODS.map((method) => [method, total((m) => m.collectedByMethod[method])]),
    ) as Record<PaymentMethod, Money>,
    collected: total((m) => m.collected),
    discounts: total((m) => m.discounts),
    waivers: total((m) => m.waivers),
    depositsHeld: total((m) => m.depositsHeld),
  };
}

/** What of each payment a lease's settlement put on its security deposit, for `collectionByMonth`. */
export function heldByCredit(settlements: readonly Settlement[]): HeldByCredit {
  const held = new Map<string, Money>();
  for (const s of settlements)
    for (const c of s.charges)
      if (c.charge.kind === 'deposit')
        for (const { credit, amount } of c.settledBy) {
          const key = keyOf(credit.leaseId, credit.id);
          held.set(key, add(held.get(key) ?? ZERO, amount));
        }
  return held;
}
