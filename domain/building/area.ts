import type { AreaDeclaration } from '../shared/area.ts';
import { BUILDING_RULES } from './building.ts';

/** What the building area refuses with, what the audit log records of it, and its rules in words. */
export const building = {
  refusals: {
    'BUILDING.CHANGED': 'conflict',
    'SCHEDULE.CHANGED': 'conflict',
  },
  auditActions: ['building.update', 'rent-schedule.update'],
  ruleSets: [BUILDING_RULES],
} as const satisfies AreaDeclaration;
