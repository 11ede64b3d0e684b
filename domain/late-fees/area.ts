import type { AreaDeclaration } from '../shared/area.ts';

/** What the late fees area refuses with, and what the audit log records of it. */
export const lateFees = {
  refusals: {
    'LATEFEE.CHANGED': 'conflict',
    'LATEFEE.ALREADY_ADDED': 'conflict',
  },
  auditActions: ['late-fees.update'],
} as const satisfies AreaDeclaration;
