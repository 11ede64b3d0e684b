import type { AreaDeclaration } from '../shared/area.ts';

/** What the identity area refuses with, and what the audit log records of it. */
export const identity = {
  refusals: {},
  auditActions: ['admin.create'],
  ruleSets: [],
} as const satisfies AreaDeclaration;
