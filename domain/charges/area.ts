import type { AreaDeclaration } from '../shared/area.ts';
import { RECURRING_RULES } from './charges.ts';

/** What the charges area refuses with, what the audit log records of it, and its rules in words. */
export const charges = {
  refusals: {
    'CHARGE.RECURRING_NOT_FOUND': 'not-found',
    'CHARGE.RECURRING_CHANGED': 'conflict',
    'CHARGE.RECURRING_ENDED': 'conflict',
    'CHARGE.IMPORT_INVALID': 'invalid',
    'CHARGE.IMPORT_TOO_MANY_ROWS': 'too-large',
  },
  auditActions: ['charges.recurring-add', 'charges.recurring-end', 'charges.import'],
  ruleSets: [RECURRING_RULES],
} as const satisfies AreaDeclaration;
