import type { AreaDeclaration } from '../shared/area.ts';
import { LEDGER_RULES } from './writing.ts';
import { PAYING_RULES } from './paying.ts';

/** What the ledger area refuses with, what the audit log records of it, and its rules in words. */
export const ledger = {
  refusals: {
    'LEDGER.ENTRY_NOT_FOUND': 'not-found',
    'LEDGER.NOT_VOIDABLE': 'conflict',
    'LEDGER.ALREADY_VOIDED': 'conflict',
    'LEDGER.DUPLICATE_REFERENCE': 'conflict',
  },
  auditActions: ['ledger.payment', 'ledger.charge', 'ledger.void'],
  ruleSets: [LEDGER_RULES, PAYING_RULES],
} as const satisfies AreaDeclaration;
