import type { AreaDeclaration } from '../shared/area.ts';
import { LATE_FEE_RULES } from './late-fee.ts';

/** What the late fees area refuses with, what the audit log records of it, and its rules in words. */
export const lateFees = {
  refusals: {
    'LATEFEE.CHANGED': 'conflict',
    'LATEFEE.ALREADY_ADDED': 'conflict',
  },
  auditActions: ['late-fees.update'],
  ruleSets: [LATE_FEE_RULES],
} as const satisfies AreaDeclaration;
