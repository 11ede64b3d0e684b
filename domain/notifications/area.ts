import type { AreaDeclaration } from '../shared/area.ts';

/** What the notifications area refuses with, and what the audit log records of it. */
export const notifications = {
  refusals: {
    'EMAIL.NOT_FOUND': 'not-found',
    'EMAIL.NOT_FAILED': 'conflict',
  },
  auditActions: ['email.retry'],
} as const satisfies AreaDeclaration;
