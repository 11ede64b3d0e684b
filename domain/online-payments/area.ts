import type { AreaDeclaration } from '../shared/area.ts';

/** What the online payments area refuses with, what the audit log records of it, and its rules in words. */
export const onlinePayments = {
  refusals: {
    'ONLINEPAYMENT.OFF': 'not-found',
    'ONLINEPAYMENT.NOT_FOUND': 'not-found',
    'ONLINEPAYMENT.NOT_VALIDATED': 'conflict',
  },
  auditActions: [],
  ruleSets: [],
} as const satisfies AreaDeclaration;
