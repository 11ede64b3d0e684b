import type { PaymentReport, ReportedMethod, ReportStatus } from '../../../domain/payment-reports/payment-report.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { PaymentReportRow } from './entity.ts';

const optional = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

export const paymentReportToDomain = (r: PaymentReportRow): PaymentReport => ({
  id: r.id,
  leaseId: r.leaseId,
  reporterEmail: r.reporterEmail,
  amount: poisha(Number(r.amountMinor)),
  paidOn: r.paidOn,
  method: r.method as ReportedMethod,
  reference: r.reference,
  ...optional('note', r.note),
  status: r.status as ReportStatus,
  ...optional('reason', r.reason),
  ...optional('decidedBy', r.decidedBy),
  ...optional('decidedAt', r.decidedAt === null || r.decidedAt === undefined ? null : new Date(r.decidedAt)),
  ...optional('creditId', r.creditId),
  ...optional('receiptNumber', r.receiptNumber === null ? null : Number(r.receiptNumber)),
  createdAt: new Date(r.createdAt),
  version: Number(r.version),
});

export const paymentReportToRow = (r: PaymentReport): PaymentReportRow => ({
  id: r.id,
  leaseId: r.leaseId,
  reporterEmail: r.reporterEmail,
  amountMinor: r.amount,
  paidOn: r.paidOn,
  method: r.method,
  reference: r.reference,
  note: r.note ?? null,
  status: r.status,
  reason: r.reason ?? null,
  decidedBy: r.decidedBy ?? null,
  decidedAt: r.decidedAt ?? null,
  creditId: r.creditId ?? null,
  receiptNumber: r.receiptNumber ?? null,
  createdAt: r.createdAt,
  version: r.version,
});

/** Latest reported first; reports of the same instant by id, so every store lists them alike. */
export const LATEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;
