import type { AreaDeclaration } from '../shared/area.ts';

/** What the identity area refuses with, what the audit log records of it, and its rules in words. */
export const identity = {
  refusals: {},
  auditActions: ['admin.create'],
  ruleSets: [],
} as const satisfies AreaDeclaration;
