import type { Agreement } from './agreement.ts';
import type { Payment } from './payment.ts';

export interface CollectionRow {
  readonly memberEmail: string;
  readonly memberName: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Rent due for the month, in minor units. */
  readonly dueMinor: number;
  readonly paid: boolean;
  /** What was paid (after any coupon), in minor units; 0 when unpaid. */
  readonly paidMinor: number;
  readonly paidAt?: Date;
  /** The payment's receipt, when it has one (payments recorded before receipts existed have none). */
  readonly receiptNumber?: number;
}

export interface CollectionTotals {
  readonly members: number;
  readonly paidMembers: number;
  readonly expectedMinor: number;
  readonly collectedMinor: number;
  /** Rent of the members who have not paid yet. */
  readonly outstandingMinor: number;
  /** Share of the month's dues settled, as a percentage with two decimals (a coupon settles a due in full). */
  readonly collectionRate: number;
}

/** A month's rent collection: one row per member with an accepted agreement, and the totals. */
export function rentCollection(accepted: readonly Agreement[], paymentsForMonth: readonly Payment[]): { rows: CollectionRow[]; totals: CollectionTotals } {
  const paidBy = new Map(paymentsForMonth.map((p) => [p.userEmail, p]));
  const rows = accepted
    .map((a): CollectionRow => {
      const payment = paidBy.get(a.userEmail);
      return {
        memberEmail: a.userEmail,
        memberName: a.userName,
        floor: a.floor,
        block: a.block,
        number: a.number,
        dueMinor: a.rent * 100,
        paid: payment !== undefined,
        paidMinor: payment?.amountMinor ?? 0,
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
      collectionRate: expectedMinor === 0 ? 0 : Math.round(((expectedMinor - outstandingMinor) / expectedMinor) * 10_000) / 100,
    },
  };
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
