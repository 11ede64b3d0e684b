import type { AreaDeclaration } from '../shared/area.ts';
import { FINAL_STATEMENT_RULES } from './final-statement.ts';

/** What the move out area refuses with, what the audit log records of it, and its rules in words. */
export const moveOut = {
  refusals: {
    'FINAL.NOT_FOUND': 'not-found',
    'FINAL.ALREADY_SETTLED': 'conflict',
    'FINAL.CHANGED': 'conflict',
    'FINAL.DEDUCTION_NOT_FOUND': 'not-found',
  },
  auditActions: ['final-statement.deduct', 'final-statement.undeduct', 'final-statement.settle'],
  ruleSets: [FINAL_STATEMENT_RULES],
} as const satisfies AreaDeclaration;
