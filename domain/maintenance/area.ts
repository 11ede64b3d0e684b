import type { AreaDeclaration } from '../shared/area.ts';
import { MAINTENANCE_RULES } from './fields.ts';

/** What the maintenance area refuses with, what the audit log records of it, and its rules in words. */
export const maintenance = {
  refusals: {
    'MAINTENANCE.NOT_YOURS': 'forbidden',
    'MAINTENANCE.ADMINS_ONLY': 'forbidden',
    'MAINTENANCE.RESIDENT_ONLY': 'forbidden',
    'MAINTENANCE.FINISHED': 'conflict',
    'MAINTENANCE.WRONG_STATUS': 'conflict',
    'MAINTENANCE.REOPEN_EXPIRED': 'conflict',
    'MAINTENANCE.DAILY_LIMIT': 'too-many',
    'MAINTENANCE.NOT_FOUND': 'not-found',
    'MAINTENANCE.CHANGED': 'conflict',
    'MAINTENANCE.NO_FLAT': 'conflict',
    'MAINTENANCE.TOO_MANY_PHOTOS': 'invalid',
    'MAINTENANCE.PHOTO_TOO_LARGE': 'too-large',
    'MAINTENANCE.PHOTO_INVALID': 'invalid',
    'MAINTENANCE.NOT_ASSIGNED': 'not-found',
    'MAINTENANCE.SAME_ASSIGNEE': 'conflict',
  },
  auditActions: [
    'maintenance.start',
    'maintenance.resolve',
    'maintenance.decline',
    'maintenance.comment',
    'maintenance.note',
    'maintenance.assign',
  ],
  ruleSets: [MAINTENANCE_RULES],
} as const satisfies AreaDeclaration;
