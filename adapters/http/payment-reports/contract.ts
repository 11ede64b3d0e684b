/**
 * The payments residents report on the wire: a resident's report and their list, the admin's list, and the admin's
 * confirmation or rejection. Amounts are taka with at most two decimals. The UI imports this file as
 * `@contract/payment-reports`, so both ends read one definition.
 */
import { z } from 'zod';
import {
  PAYMENT_REPORT_RULES,
  REPORT_STATUSES,
  REPORTED_METHODS,
} from '../../../domain/payment-reports/payment-report.ts';
import { text } from '../shared/contract.ts';

export { PAYMENT_REPORT_RULES, REPORT_STATUSES, REPORTED_METHODS };

export const reportParam = z.object({ reportId: text('reportId', 64) });

/** A payment the caller made: it waits for an admin. */
export const reportPaymentBody = z.object({
  amount: z.number({ error: PAYMENT_REPORT_RULES.amount }),
  paidOn: z.string({ error: PAYMENT_REPORT_RULES.paidOn }).regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_REPORT_RULES.paidOn),
  method: z.enum(REPORTED_METHODS, { error: PAYMENT_REPORT_RULES.method }),
  reference: z.string({ error: PAYMENT_REPORT_RULES.reference }).max(200, PAYMENT_REPORT_RULES.reference),
  note: z.string({ error: PAYMENT_REPORT_RULES.note }).max(1000, PAYMENT_REPORT_RULES.note).optional(),
});

export const rejectReportBody = z.object({
  reason: z.string({ error: PAYMENT_REPORT_RULES.reason }).max(1000, PAYMENT_REPORT_RULES.reason),
});

/** A report as its resident reads it. */
export const myPaymentReportSchema = z.strictObject({
  id: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  method: z.enum(REPORTED_METHODS),
  reference: z.string(),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** A rejection's reason. */
  reason: z.string().nullable(),
  /** The receipt of the payment a confirmed report became. */
  receiptNumber: z.number().nullable(),
  reportedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyPaymentReportDto = z.infer<typeof myPaymentReportSchema>;

export const myPaymentReportsSchema = z.strictObject({ reports: z.array(myPaymentReportSchema) });
export type MyPaymentReportsDto = z.infer<typeof myPaymentReportsSchema>;

/** A report as the admin reads it: whose lease, and who decided it. */
export const paymentReportSchema = myPaymentReportSchema.extend({
  leaseId: z.string(),
  reporterEmail: z.string(),
  /** The lease's resident and flat; null when the lease is gone. */
  memberName: z.string().nullable(),
  flat: z.strictObject({ floor: z.number(), block: z.string(), number: z.string() }).nullable(),
  decidedBy: z.string().nullable(),
});
export type PaymentReportDto = z.infer<typeof paymentReportSchema>;

/** Every report: the waiting first, oldest first, then the decided, latest first. */
export const paymentReportsSchema = z.strictObject({
  reports: z.array(paymentReportSchema),
  /** How many wait for an admin. */
  waiting: z.number(),
});
export type PaymentReportsDto = z.infer<typeof paymentReportsSchema>;

export const decidedReportSchema = z.strictObject({ report: paymentReportSchema });
export type DecidedReportDto = z.infer<typeof decidedReportSchema>;
