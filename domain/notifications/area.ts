import type { AreaDeclaration } from '../shared/area.ts';
import { REMINDER_RULES } from './reminders.ts';

/** What the notifications area refuses with, what the audit log records of it, and its rules in words. */
export const notifications = {
  refusals: {
    'EMAIL.NOT_FOUND': 'not-found',
    'EMAIL.NOT_FAILED': 'conflict',
  },
  auditActions: ['email.retry'],
  ruleSets: [REMINDER_RULES],
} as const satisfies AreaDeclaration;
