import type { AreaDeclaration } from '../shared/area.ts';

/** What the online payments area refuses with, and what the audit log records of it. */
export const onlinePayments = {
  refusals: {
    'ONLINEPAYMENT.OFF': 'not-found',
    'ONLINEPAYMENT.NOT_FOUND': 'not-found',
    'ONLINEPAYMENT.NOT_VALIDATED': 'conflict',
  },
  auditActions: [],
  ruleSets: [],
} as const satisfies AreaDeclaration;
