import { entryAmount, NOTE_MAX, REFERENCE_MAX, type LeaseSpan } from '../ledger/writing.ts';
import { DomainError } from '../shared/errors.ts';
import type { Money } from '../shared/money.ts';

/**
 * A payment a resident says they made (a bank transfer, bKash, Nagad or a cheque), waiting for an admin. It changes
 * nothing on the books until an admin confirms it, when it becomes a recorded payment with a receipt; an admin may
 * instead reject it with a reason. A report is decided once.
 */

/** How a resident may say they paid: the ways that leave a reference an admin can check. */
export const REPORTED_METHODS = ['bank', 'bkash', 'nagad', 'cheque'] as const;
export type ReportedMethod = (typeof REPORTED_METHODS)[number];

export const REPORT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const DECISION_REASON_MAX = 300;

export const PAYMENT_REPORT_RULES = {
  amount: 'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
  paidOn: 'Pick the day you paid: not in the future, and not before your lease began',
  method: 'Pick how you paid: bank, bKash, Nagad or cheque',
  reference: `Write the transaction or cheque reference, up to ${REFERENCE_MAX} characters`,
  note: `Write a note of up to ${NOTE_MAX} characters, or none`,
  reason: `Write why, up to ${DECISION_REASON_MAX} characters`,
} as const;

export interface PaymentReport {
  readonly id: string;
  readonly leaseId: string;
  /** The resident who reported it (normalised email). */
  readonly reporterEmail: string;
  readonly amount: Money;
  /** The building's day they say they paid ("YYYY-MM-DD"). */
  readonly paidOn: string;
  readonly method: ReportedMethod;
  readonly reference: string;
  readonly note?: string;
  readonly status: ReportStatus;
  /** A rejection's reason. */
  readonly reason?: string;
  /** The admin who decided it, and when. */
  readonly decidedBy?: string;
  readonly decidedAt?: Date;
  /** A confirmed report's payment on the books, and its receipt. */
  readonly creditId?: string;
  readonly receiptNumber?: number;
  readonly createdAt: Date;
  /** Counts the report's changes: each one is written only over the version it was read at. */
  readonly version: number;
}

const invalid = (field: keyof typeof PAYMENT_REPORT_RULES): DomainError =>
  new DomainError('VALIDATION.INVALID_INPUT', PAYMENT_REPORT_RULES[field], { [field]: PAYMENT_REPORT_RULES[field] });

const text = (value: string | undefined, max: number, field: keyof typeof PAYMENT_REPORT_RULES) => {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw invalid(field);
  return trimmed.length > 0 ? trimmed : undefined;
};

export interface PaymentReportInput {
  readonly id: string;
  readonly reporterEmail: string;
  readonly amountInTaka: number;
  readonly paidOn: string;
  readonly method: string;
  readonly reference: string;
  readonly note?: string;
  readonly at: Date;
}

/**
 * A resident's report of a payment to their lease: an amount an admin could record, a day from the lease's first to
 * `today`, a method that leaves a reference, and the reference itself.
 */
export function newPaymentReport(lease: LeaseSpan, input: PaymentReportInput, today: string): PaymentReport {
  let amount: Money;
  try {
    amount = entryAmount(input.amountInTaka);
  } catch {
    throw invalid('amount');
  }
  if (!(REPORTED_METHODS as readonly string[]).includes(input.method)) throw invalid('method');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.paidOn) || input.paidOn > today || input.paidOn < `${lease.startMonth}-01`)
    throw invalid('paidOn');
  const reference = text(input.reference, REFERENCE_MAX, 'reference');
  if (reference === undefined) throw invalid('reference');
  const note = text(input.note, NOTE_MAX, 'note');
  return {
    id: input.id,
    leaseId: lease.id,
    reporterEmail: input.reporterEmail,
    amount,
    paidOn: input.paidOn,
    method: input.method as ReportedMethod,
    reference,
    ...(note !== undefined ? { note } : {}),
    status: 'pending',
    createdAt: input.at,
    version: 0,
  };
}

/** The refusal of a second decision, saying what became of the report and who decided it. */
export function alreadyDecided(report: PaymentReport): DomainError {
  const by = report.decidedBy !== undefined ? ` by ${report.decidedBy}` : '';
  const what =
    report.status === 'confirmed'
      ? `confirmed${by}${report.receiptNumber !== undefined ? ` (receipt ${report.receiptNumber})` : ''}`
      : `rejected${by}${report.reason !== undefined ? `: ${report.reason}` : ''}`;
  return new DomainError('PAYMENT.REPORT_DECIDED', `This payment report was already ${what}`);
}

const pending = (report: PaymentReport): void => {
  if (report.status !== 'pending') throw alreadyDecided(report);
};

/** A waiting report taken by an admin for confirmation: the receipt is added once the payment is on the books. */
export function confirmed(report: PaymentReport, by: string, at: Date): PaymentReport {
  pending(report);
  return { ...report, status: 'confirmed', decidedBy: by, decidedAt: at, version: report.version + 1 };
}

/** A confirmed report with the payment it became. */
export function withReceipt(report: PaymentReport, creditId: string, receiptNumber: number): PaymentReport {
  if (report.status !== 'confirmed') throw alreadyDecided(report);
  return { ...report, creditId, receiptNumber, version: report.version + 1 };
}

/** A waiting report an admin turned down, with the reason the resident reads. */
export function rejected(report: PaymentReport, by: string, at: Date, reason: string): PaymentReport {
  pending(report);
  const why = text(reason, DECISION_REASON_MAX, 'reason');
  if (why === undefined) throw invalid('reason');
  return { ...report, status: 'rejected', reason: why, decidedBy: by, decidedAt: at, version: report.version + 1 };
}

/** Waiting reports first, oldest first (the order an admin works through them); then the decided, latest first. */
export function reportOrder(a: PaymentReport, b: PaymentReport): number {
  const waiting = Number(b.status === 'pending') - Number(a.status === 'pending');
  if (waiting !== 0) return waiting;
  const time = a.createdAt.getTime() - b.createdAt.getTime();
  return (a.status === 'pending' ? time : -time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
