import type { AreaDeclaration } from '../shared/area.ts';
import { ANNOUNCEMENT_RULES } from './announcement.ts';

/** What the announcements area refuses with, what the audit log records of it, and its rules in words. */
export const announcements = {
  refusals: {
    'ANNOUNCEMENT.NOT_FOUND': 'not-found',
    'ANNOUNCEMENT.CHANGED': 'conflict',
  },
  auditActions: ['announcement.post', 'announcement.edit', 'announcement.delete'],
  ruleSets: [ANNOUNCEMENT_RULES],
} as const satisfies AreaDeclaration;
