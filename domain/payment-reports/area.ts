import type { AreaDeclaration } from '../shared/area.ts';
import { PAYMENT_REPORT_RULES } from './payment-report.ts';

/** What the payment reports area refuses with, what the audit log records of it, and its rules in words. */
export const paymentReports = {
  refusals: {},
  auditActions: ['payment-report.confirm', 'payment-report.reject'],
  ruleSets: [PAYMENT_REPORT_RULES],
} as const satisfies AreaDeclaration;
