import type { AreaDeclaration } from '../shared/area.ts';

/** What the payment reports area refuses with, and what the audit log records of it. */
export const paymentReports = {
  refusals: {},
  auditActions: ['payment-report.confirm', 'payment-report.reject'],
} as const satisfies AreaDeclaration;
