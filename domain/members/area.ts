import type { AreaDeclaration } from '../shared/area.ts';

/** What the members area refuses with, and what the audit log records of it. */
export const members = {
  refusals: {
    'USER.NOT_FOUND': 'not-found',
    'USER.EMAIL_TAKEN': 'conflict',
    'USER.IS_ADMIN': 'conflict',
    'USER.NOT_MEMBER': 'conflict',
    'USER.ROLE_CHANGED': 'conflict',
  },
  auditActions: ['member.remove'],
} as const satisfies AreaDeclaration;
