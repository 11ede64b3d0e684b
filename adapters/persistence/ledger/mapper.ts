import type {
  ChargeKind,
  CreditKind,
  LedgerCharge,
  LedgerCredit,
  LedgerEntry,
  PaymentMethod,
} from '../../../domain/ledger/ledger.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { LedgerEntryRow } from './entity.ts';

/** A column's value, or nothing for null: an optional field absent in the domain is null in the row. */
const optional = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** The column a type always has, which the table leaves nullable because the other types have none. */
function required<V>(value: V | null | undefined, column: string, row: LedgerEntryRow): V {
  if (value === null || value === undefined) throw new Error(`Ledger entry ${row.id} (${row.type}) has no ${column}`);
  return value;
}

export function ledgerEntryToDomain(r: LedgerEntryRow): LedgerEntry {
  const at = new Date(r.at);
  switch (r.type) {
    case 'charge':
      return {
        type: 'charge',
        id: r.id,
        leaseId: r.leaseId,
        kind: required(r.kind, 'kind', r) as ChargeKind,
        month: required(r.month, 'month', r),
        label: required(r.label, 'label', r),
        amount: poisha(Number(required(r.amountMinor, 'amount_minor', r))),
        at,
        ...optional('by', r.byWhom),
        ...optional('months', r.months === null || r.months === undefined ? null : Number(r.months)),
      };
    case 'credit':
      return {
        type: 'credit',
        id: r.id,
        leaseId: r.leaseId,
        kind: required(r.kind, 'kind', r) as CreditKind,
        amount: poisha(Number(required(r.amountMinor, 'amount_minor', r))),
        paidOn: required(r.paidOn, 'paid_on', r),
        at,
        ...optional('method', r.method as PaymentMethod | null),
        ...optional('reference', r.reference),
        ...optional('note', r.note),
        ...optional('receiptNumber', r.receiptNumber === null ? null : Number(r.receiptNumber)),
        ...optional('forCharge', r.forCharge),
        ...optional('by', r.byWhom),
      };
    case 'void':
      return {
        type: 'void',
        id: r.id,
        leaseId: r.leaseId,
        voids: required(r.voids, 'voids', r),
        reason: required(r.reason, 'reason', r),
        at,
        by: required(r.byWhom, 'by_whom', r),
      };
    default:
      throw new Error(`Ledger entry ${r.id} has an unknown type ${r.type}`);
  }
}

const NONE = {
  kind: null,
  month: null,
  label: null,
  amountMinor: null,
  paidOn: null,
  method: null,
  reference: null,
  note: null,
  receiptNumber: null,
  forCharge: null,
  voids: null,
  reason: null,
  byWhom: null,
  months: null,
} as const;

const chargeColumns = (e: LedgerCharge) => ({
  kind: e.kind,
  month: e.month,
  label: e.label,
  amountMinor: e.amount,
  byWhom: e.by ?? null,
  months: e.months ?? null,
});

const creditColumns = (e: LedgerCredit) => ({
  kind: e.kind,
  amountMinor: e.amount,
  paidOn: e.paidOn,
  method: e.method ?? null,
  reference: e.reference ?? null,
  note: e.note ?? null,
  receiptNumber: e.receiptNumber ?? null,
  forCharge: e.forCharge ?? null,
  byWhom: e.by ?? null,
});

export function ledgerEntryToRow(e: LedgerEntry): LedgerEntryRow {
  const columns =
    e.type === 'charge'
      ? chargeColumns(e)
      : e.type === 'credit'
        ? creditColumns(e)
        : { voids: e.voids, reason: e.reason, byWhom: e.by };
  return { ...NONE, ...columns, id: e.id, leaseId: e.leaseId, type: e.type, at: e.at };
}

/** Whether the entry is a payment, which takes the building's next receipt number as it is written. */
export const takesReceipt = (e: LedgerEntry): e is LedgerCredit => e.type === 'credit' && e.kind === 'payment';

/**
 * The entry as it is stored: a payment with the receipt number the store issued it, anything else with none, since
 * receipt numbers come only from the building's counter.
 */
export function numbered(e: LedgerEntry, receiptNumber?: number): LedgerEntry {
  if (e.type !== 'credit') return e;
  const { receiptNumber: _given, ...credit } = e;
  return receiptNumber === undefined ? credit : { ...credit, receiptNumber };
}
