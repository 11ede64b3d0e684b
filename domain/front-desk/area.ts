import type { AreaDeclaration } from '../shared/area.ts';
import { STAFF_RULES } from './staff.ts';
import { VISITOR_RULES } from './visitors.ts';

/** What the front desk area refuses with, what the audit log records of it, and its rules in words. */
export const frontDesk = {
  refusals: {
    'STAFF.NOT_FOUND': 'not-found',
    'STAFF.NOT_ELIGIBLE': 'conflict',
    'STAFF.ALREADY_STAFF': 'conflict',
    'VISITOR.NOT_FOUND': 'not-found',
    'VISITOR.EXPIRED': 'conflict',
    'VISITOR.NOT_TODAY': 'conflict',
    'VISITOR.ALREADY_USED': 'conflict',
    'VISITOR.CANCELLED': 'conflict',
    'VISITOR.NOT_INSIDE': 'conflict',
    'VISITOR.CODE_TAKEN': 'conflict',
    'VISITOR.NO_FLAT': 'conflict',
    'VISITOR.SETTINGS_CHANGED': 'conflict',
  },
  auditActions: ['staff.add', 'staff.remove', 'visitors.retention'],
  ruleSets: [STAFF_RULES, VISITOR_RULES],
} as const satisfies AreaDeclaration;
