import type { ReportOfLease } from '../../../application/payment-reports/payment-reports.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import type { PaymentReport } from '../../../domain/payment-reports/payment-report.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import type { MyPaymentReportDto, PaymentReportDto, PaymentReportsDto } from './contract.ts';

export const myPaymentReportDto = (r: PaymentReport): MyPaymentReportDto => ({
  id: r.id,
  amount: toTaka(r.amount),
  paidOn: r.paidOn,
  method: r.method,
  reference: r.reference,
  note: r.note ?? null,
  status: r.status,
  reason: r.reason ?? null,
  receiptNumber: r.receiptNumber ?? null,
  reportedAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

export const paymentReportDto = ({ report, lease }: ReportOfLease): PaymentReportDto => ({
  ...myPaymentReportDto(report),
  leaseId: report.leaseId,
  reporterEmail: report.reporterEmail,
  memberName: lease?.userName ?? null,
  flat: lease ? { floor: lease.floor, block: lease.block, number: lease.number } : null,
  decidedBy: report.decidedBy ?? null,
});

export const paymentReportsDto = (rows: readonly ReportOfLease[]): PaymentReportsDto => ({
  reports: rows.map(paymentReportDto),
  waiting: rows.filter((r) => r.report.status === 'pending').length,
});

export const decidedDto = (report: PaymentReport, lease: Agreement | undefined) => ({
  report: paymentReportDto({ report, lease }),
});
