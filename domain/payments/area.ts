import type { AreaDeclaration } from '../shared/area.ts';

/** What the payments area refuses with, what the audit log records of it, and its rules in words. */
export const payments = {
  refusals: {
    'PAYMENT.INVALID_MONTH': 'invalid',
    'PAYMENT.MONTH_ALREADY_PAID': 'conflict',
    'PAYMENT.MONTH_NOT_PAYABLE': 'conflict',
    'PAYMENT.DUPLICATE_TRANSACTION': 'conflict',
    'PAYMENT.RECORDED_FOR_ANOTHER_MONTH': 'conflict',
    'PAYMENT.AMOUNT_MISMATCH': 'invalid',
    'PAYMENT.INTENT_NOT_FOUND': 'not-found',
    'PAYMENT.INTENT_NOT_SUCCEEDED': 'conflict',
    'PAYMENT.INTENT_MISMATCH': 'forbidden',
    'PAYMENT.CARD_DECLINED': 'declined',
    'PAYMENT.PROVIDER_FAILED': 'provider-failed',
    'PAYMENT.RECEIPT_NOT_FOUND': 'not-found',
    'PAYMENT.REPORT_NOT_FOUND': 'not-found',
    'PAYMENT.REPORT_DECIDED': 'conflict',
    'PAYMENT.NOTHING_OWED': 'conflict',
  },
  auditActions: [],
  ruleSets: [],
} as const satisfies AreaDeclaration;
