import type { AreaDeclaration } from '../shared/area.ts';
import { APARTMENT_RULES } from './apartment.ts';

/** What the apartments area refuses with, what the audit log records of it, and its rules in words. */
export const apartments = {
  refusals: {
    'APARTMENT.NOT_FOUND': 'not-found',
    'APARTMENT.ALREADY_RENTED': 'conflict',
    'APARTMENT.DUPLICATE': 'conflict',
    'APARTMENT.RETIRED': 'conflict',
    'APARTMENT.LEASED': 'conflict',
    'APARTMENT.REQUESTED': 'conflict',
    'APARTMENT.CHANGED': 'conflict',
    'APARTMENT.PHOTO_INVALID': 'invalid',
    'APARTMENT.PHOTO_TOO_LARGE': 'too-large',
    'APARTMENT.IMPORT_INVALID': 'invalid',
    'APARTMENT.IMPORT_TOO_MANY_ROWS': 'too-large',
  },
  auditActions: ['apartment.add', 'apartment.reprice', 'apartment.photo', 'apartment.retire', 'apartment.import'],
  ruleSets: [APARTMENT_RULES],
} as const satisfies AreaDeclaration;
