import type { AreaDeclaration } from '../shared/area.ts';
import { USER_RULES } from './user.ts';

/** What the members area refuses with, what the audit log records of it, and its rules in words. */
export const members = {
  refusals: {
    'USER.NOT_FOUND': 'not-found',
    'USER.EMAIL_TAKEN': 'conflict',
    'USER.IS_ADMIN': 'conflict',
    'USER.NOT_MEMBER': 'conflict',
    'USER.ROLE_CHANGED': 'conflict',
  },
  auditActions: ['member.remove'],
  ruleSets: [USER_RULES],
} as const satisfies AreaDeclaration;
