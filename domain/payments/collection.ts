import { leaseOf, type Agreement } from '../agreements/agreement.ts';
import { arrears } from '../agreements/lease.ts';
import type { MonthKey } from '../shared/month.ts';
import { compare, shareOf, subtract, sum, taka, ZERO, type Money } from '../shared/money.ts';
import type { Payment } from './payment.ts';

export interface CollectionRow {
  readonly memberEmail: string;
  readonly memberName: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Rent due for the month. */
  readonly dueMinor: Money;
  readonly paid: boolean;
  /** What was paid (after any coupon); nothing when unpaid. */
  readonly paidMinor: Money;
  readonly paidAt?: Date;
  /** The payment's receipt, when it has one (payments recorded before receipts existed have none). */
  readonly receiptNumber?: number;
}

export interface CollectionTotals {
  readonly members: number;
  readonly paidMembers: number;
  readonly expectedMinor: Money;
  readonly collectedMinor: Money;
  /** Rent of the members who have not paid yet. */
  readonly outstandingMinor: Money;
  /** Share of the month's dues settled, as a percentage with two decimals (a coupon settles a due in full). */
  readonly collectionRate: number;
}

/**
 * A month's rent collection: one row per person whose lease covers the month (current and former members alike),
 * and the totals. Someone who moved out and back in within the month owes it once, under their later lease.
 */
export function rentCollection(
  covering: readonly Agreement[],
  paymentsForMonth: readonly Payment[],
): { rows: CollectionRow[]; totals: CollectionTotals } {
  const paidBy = new Map(paymentsForMonth.map((p) => [p.userEmail, p]));
  const rows = [...latestPerPerson(covering).values()]
    .map((a): CollectionRow => {
      const payment = paidBy.get(a.userEmail);
      return {
        memberEmail: a.userEmail,
        memberName: a.userName,
        floor: a.floor,
        block: a.block,
        number: a.number,
        dueMinor: taka(a.rent),
        paid: payment !== undefined,
        paidMinor: payment?.amountMinor ?? ZERO,
        ...(payment ? { paidAt: payment.paidAt } : {}),
        ...(payment?.receiptNumber !== undefined ? { receiptNumber: payment.receiptNumber } : {}),
      };
    })
    .sort((x, y) => x.block.localeCompare(y.block) || x.floor - y.floor || x.number.localeCompare(y.number));
  const expectedMinor = sum(rows.map((r) => r.dueMinor));
  const outstandingMinor = sum(rows.filter((r) => !r.paid).map((r) => r.dueMinor));
  return {
    rows,
    totals: {
      members: rows.length,
      paidMembers: rows.filter((r) => r.paid).length,
      expectedMinor,
      collectedMinor: sum(rows.map((r) => r.paidMinor)),
      outstandingMinor,
      collectionRate: shareOf(subtract(expectedMinor, outstandingMinor), expectedMinor),
    },
  };
}

/**
 * Orders one person's leases by when they began: start month, then the moment each was accepted, then id. Whatever
 * order the store reads them in, the later of two leases covering a month is the same one.
 */
const byBeginning = (a: Agreement, b: Agreement): number =>
  byText(`${a.startMonth}`, `${b.startMonth}`) ||
  (a.decidedAt?.getTime() ?? 0) - (b.decidedAt?.getTime() ?? 0) ||
  byText(a.id, b.id);

/** By code point, as the stores sort ids and month keys, whatever the reader's locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Each person's latest lease among `leases` (agreements that were accepted, so all have a start month). */
function latestPerPerson(leases: readonly Agreement[]): Map<string, Agreement> {
  const latest = new Map<string, Agreement>();
  for (const a of [...leases].sort(byBeginning)) latest.set(a.userEmail, a);
  return latest;
}

export interface ArrearsRow {
  readonly memberEmail: string;
  readonly memberName: string;
  /** Whether they still live here (a lease still running). */
  readonly current: boolean;
  /** Months owed and unpaid, oldest first. */
  readonly months: readonly MonthKey[];
  readonly owedMinor: Money;
}

/**
 * Everyone, current or former member, who owes rent for any month up to `current`: the months, and the total at
 * each lease's rent. A month two of one person's leases cover (they moved out and back in) is owed once, at the
 * later lease's rent, as the month's collection counts it; they are listed under the name of their latest lease.
 * Largest debt first, then by name.
 */
export function arrearsReport(
  leases: readonly Agreement[],
  paidMonths: ReadonlyMap<string, ReadonlySet<MonthKey>>,
  current: MonthKey,
): ArrearsRow[] {
  const byPerson = new Map<string, { name: string; current: boolean; owed: Map<MonthKey, Money> }>();
  for (const agreement of [...leases].sort(byBeginning)) {
    const lease = leaseOf(agreement);
    if (!lease) continue;
    const person = byPerson.get(agreement.userEmail) ?? { name: agreement.userName, current: false, owed: new Map() };
    person.name = agreement.userName;
    person.current ||= lease.endMonth === undefined;
    for (const month of arrears(lease, paidMonths.get(agreement.userEmail) ?? new Set(), current)) {
      person.owed.set(month, taka(agreement.rent));
    }
    byPerson.set(agreement.userEmail, person);
  }
  return [...byPerson.entries()]
    .filter(([, person]) => person.owed.size > 0)
    .map(([email, person]): ArrearsRow => ({
      memberEmail: email,
      memberName: person.name,
      current: person.current,
      months: [...person.owed.keys()].sort(),
      owedMinor: sum(person.owed.values()),
    }))
    .sort(
      (a, b) =>
        compare(b.owedMinor, a.owedMinor) ||
        a.memberName.localeCompare(b.memberName) ||
        a.memberEmail.localeCompare(b.memberEmail),
    );
}

/** Each person's paid months, from the store's (email, month) pairs. */
export function paidMonthsByPerson(
  paid: readonly { readonly userEmail: string; readonly monthKey: MonthKey }[],
): Map<string, Set<MonthKey>> {
  const byPerson = new Map<string, Set<MonthKey>>();
  for (const { userEmail, monthKey } of paid)
    byPerson.set(userEmail, (byPerson.get(userEmail) ?? new Set()).add(monthKey));
  return byPerson;
}

/**
 * The first month a collection report can show anything: the earliest start month of any lease, running or ended.
 * Before it nobody owed rent; with no lease yet (or only leases starting later), it is `current`.
 */
export function firstReportMonth(leases: readonly Agreement[], current: MonthKey): MonthKey {
  return leases.reduce<MonthKey>((first, agreement) => {
    const start = leaseOf(agreement)?.startMonth;
    return start !== undefined && start < first ? start : first;
  }, current);
}
