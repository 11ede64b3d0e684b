import type { AreaDeclaration } from '../shared/area.ts';
import { LEASE_TERMS_RULES } from './terms.ts';
import { REJECTION_RULES } from './agreement.ts';
import { RENEWAL_RULES } from './renewal.ts';
import { RENT_CHANGE_RULES } from './rent-change.ts';
import { TENANT_DETAILS_RULES } from './tenant-details.ts';

/** What the agreements area refuses with, what the audit log records of it, and its rules in words. */
export const agreements = {
  refusals: {
    'AGREEMENT.NOT_FOUND': 'not-found',
    'AGREEMENT.OPEN_EXISTS': 'conflict',
    'AGREEMENT.ALREADY_DECIDED': 'conflict',
    'AGREEMENT.ALREADY_ACCEPTED': 'conflict',
    'AGREEMENT.ALREADY_REJECTED': 'conflict',
    'AGREEMENT.NOT_ACCEPTED': 'conflict',
    'AGREEMENT.INVALID_START': 'invalid',
    'RENTCHANGE.NOT_FOUND': 'not-found',
    'RENTCHANGE.IN_EFFECT': 'conflict',
    'RENTCHANGE.DUPLICATE_MONTH': 'conflict',
    'RENEWAL.NOT_FOUND': 'not-found',
    'RENEWAL.NOT_RENEWABLE': 'conflict',
    'RENEWAL.TOO_LATE': 'conflict',
    'RENEWAL.ANSWERED': 'conflict',
    'RENEWAL.PENDING_EXISTS': 'conflict',
  },
  auditActions: [
    'agreement.accept',
    'agreement.reject',
    'agreement.withdraw',
    'lease.rent-change',
    'lease.rent-change-cancel',
    'lease.renewal-offer',
    'lease.end',
  ],
  ruleSets: [RENT_CHANGE_RULES, RENEWAL_RULES, REJECTION_RULES, TENANT_DETAILS_RULES, LEASE_TERMS_RULES],
} as const satisfies AreaDeclaration;
