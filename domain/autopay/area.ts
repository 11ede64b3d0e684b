import type { AreaDeclaration } from '../shared/area.ts';
import { AUTOPAY_RULES } from './autopay.ts';

/** What the autopay area refuses with, what the audit log records of it, and its rules in words. */
export const autopay = {
  refusals: {
    'AUTOPAY.NO_LEASE': 'conflict',
    'AUTOPAY.NO_CARD': 'conflict',
    'AUTOPAY.NOT_ON': 'conflict',
    'AUTOPAY.CHANGED': 'conflict',
    'AUTOPAY.CARD_NOT_SAVED': 'declined',
  },
  auditActions: [],
  ruleSets: [AUTOPAY_RULES],
} as const satisfies AreaDeclaration;
