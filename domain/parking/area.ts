import type { AreaDeclaration } from '../shared/area.ts';
import { PARKING_RULES } from './parking.ts';

/** What the parking area refuses with, what the audit log records of it, and its rules in words. */
export const parking = {
  refusals: {
    'PARKING.NOT_FOUND': 'not-found',
    'PARKING.LABEL_TAKEN': 'conflict',
    'PARKING.SPACE_TAKEN': 'conflict',
    'PARKING.MEMBER_HAS_SPACE': 'conflict',
  },
  auditActions: ['parking.add', 'parking.assign', 'parking.unassign'],
  ruleSets: [PARKING_RULES],
} as const satisfies AreaDeclaration;
