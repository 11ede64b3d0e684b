import type { MonthKey } from '../shared/month.ts';
import { subtract, sum, type Money } from '../shared/money.ts';
import { BILLED_AS_INCOME } from './collection.ts';
import type { ChargeKind, LedgerCredit, Settlement } from './ledger.ts';

/**
 * The building's money at a glance, over every lease's settled books: what is owed now and what came in this month.
 */

/** What every lease owes now: each lease's unpaid charges, summed; credit on one lease never pays another's. */
export const owedAcross = (books: readonly Settlement[]): Money => sum(books.map((s) => s.owed));

/**
 * The security deposits the building holds: what was paid on each lease's deposit, running or ended, until its final
 * statement is settled (which applies the deposit to the books). It is owed back, never income.
 */
export const depositsHeldAcross = (books: readonly Settlement[]): Money => sum(books.map((s) => s.depositHeld));

/** Money received on a building day of `month`, however it came: a payment, never a discount or a waiver. */
const receivedIn = (credit: LedgerCredit, month: MonthKey): boolean =>
  credit.kind === 'payment' && credit.paidOn.slice(0, 7) === month;

/**
 * The building's takings in `month`: every payment received on a building day of that month, by any method, less
 * what of it went to charges that are not income (a deposit is held and given back, never earned). Which kinds are
 * income is `BILLED_AS_INCOME`; a kind it marks as not income is left out here with no other change. Voided payments
 * count nowhere; money not yet used by any charge (paid ahead) counts in the month it came.
 */
export function collectedIn(
  books: readonly Settlement[],
  month: MonthKey,
  isIncome: (kind: ChargeKind) => boolean = (kind) => BILLED_AS_INCOME[kind],
): Money {
  const received = books.flatMap((s) =>
    s.credits.filter((c) => receivedIn(c.credit, month)).map((c) => c.credit.amount),
  );
  const held = books.flatMap((s) =>
    s.charges
      .filter((c) => !isIncome(c.charge.kind))
      .flatMap((c) => c.settledBy.filter((by) => receivedIn(by.credit, month)).map((by) => by.amount)),
  );
  return subtract(sum(received), sum(held));
}
