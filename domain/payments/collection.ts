import { leaseOf, type Agreement } from '../agreements/agreement.ts';
import { arrears } from '../agreements/lease.ts';
import type { MonthKey } from '../shared/month.ts';
import { compare, shareOf, subtract, sum, taka, ZERO, type Money } from '../shared/money.ts';
import type { PaymentMethod } from '../ledger/ledger.ts';
import type { MonthRent } from '../ledger/reading.ts';

/** How a month's rent stands: settled in full, part of it settled, or nothing yet. */
export const RENT_STATES = ['paid', 'part-paid', 'unpaid'] as const;
export type RentState = (typeof RENT_STATES)[number];

export interface CollectionRow {
  readonly memberEmail: string;
  readonly memberName: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Rent due for the month. */
  readonly dueMinor: Money;
  /** Whether the books show the month's rent settled in full, however it was paid. */
  readonly paid: boolean;
  readonly state: RentState;
  /** The money that went to the month's rent (a coupon's discount is not money); so far, while part is owed. */
  readonly paidMinor: Money;
  /** What is still owed of the month's rent. */
  readonly owedMinor: Money;
  /** When the payment that settled it (or went to it last) was made or recorded, and the building's day received. */
  readonly paidAt?: Date;
  readonly paidOn?: string;
  /** That payment's receipt, when it has one (payments recorded before receipts existed have none). */
  readonly receiptNumber?: number;
  /** How that payment came: by card, or in cash, by bank, cheque, bKash or Nagad at the desk. */
  readonly method?: PaymentMethod;
}

export interface CollectionTotals {
  readonly members: number;
  readonly paidMembers: number;
  readonly expectedMinor: Money;
  /** The money that went to the month's rent, part payments included. */
  readonly collectedMinor: Money;
  /** What is still owed of the month's rent. */
  readonly outstandingMinor: Money;
  /** Share of the month's dues settled, as a percentage with two decimals (a coupon settles a due in full). */
  readonly collectionRate: number;
}

/**
 * A month's rent collection: one row per person whose lease covers the month (current and former members alike),
 * with how their books show the month's rent (`rents`, by email; none where the books do not bill it yet), and the
 * totals. Someone who moved out and back in within the month owes it once, under their later lease.
 */
export function rentCollection(
  covering: readonly Agreement[],
  rents: ReadonlyMap<string, MonthRent>,
): { rows: CollectionRow[]; totals: CollectionTotals } {
  const rows = [...latestPerPerson(covering).values()]
    .map((a): CollectionRow => {
      const rent = rents.get(a.userEmail);
      const dueMinor = rent?.due ?? taka(a.rent);
      const owedMinor = rent?.remaining ?? dueMinor;
      const by = rent?.by;
      return {
        memberEmail: a.userEmail,
        memberName: a.userName,
        floor: a.floor,
        block: a.block,
        number: a.number,
        dueMinor,
        paid: owedMinor === ZERO,
        state: owedMinor === ZERO ? 'paid' : owedMinor < dueMinor ? 'part-paid' : 'unpaid',
        paidMinor: rent?.paid ?? ZERO,
        owedMinor,
        ...(by ? { paidAt: by.at, paidOn: by.paidOn } : {}),
        ...(by?.receiptNumber !== undefined ? { receiptNumber: by.receiptNumber } : {}),
        ...(by?.method !== undefined ? { method: by.method } : {}),
      };
    })
    .sort((x, y) => x.block.localeCompare(y.block) || x.floor - y.floor || x.number.localeCompare(y.number));
  const expectedMinor = sum(rows.map((r) => r.dueMinor));
  const outstandingMinor = sum(rows.map((r) => r.owedMinor));
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
  /** Each month's rent under a lease (whole taka): the rent it began with unless told otherwise. */
  rentOf: (agreement: Agreement, month: MonthKey) => number = (agreement) => agreement.rent,
): ArrearsRow[] {
  const byPerson = new Map<string, { name: string; current: boolean; owed: Map<MonthKey, Money> }>();
  for (const agreement of [...leases].sort(byBeginning)) {
    const lease = leaseOf(agreement);
    if (!lease) continue;
    const person = byPerson.get(agreement.userEmail) ?? { name: agreement.userName, current: false, owed: new Map() };
    person.name = agreement.userName;
    person.current ||= lease.endMonth === undefined;
    for (const month of arrears(lease, paidMonths.get(agreement.userEmail) ?? new Set(), current)) {
      person.owed.set(month, taka(rentOf(agreement, month)));
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
