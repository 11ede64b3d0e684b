import type { AreaDeclaration } from '../shared/area.ts';

/** What the building area refuses with, and what the audit log records of it. */
export const building = {
  refusals: {
    'BUILDING.CHANGED': 'conflict',
    'SCHEDULE.CHANGED': 'conflict',
  },
  auditActions: ['building.update', 'rent-schedule.update'],
} as const satisfies AreaDeclaration;
