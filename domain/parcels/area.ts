import type { AreaDeclaration } from '../shared/area.ts';
import { PARCEL_RULES } from './parcels.ts';

/** What the parcels area refuses with, what the audit log records of it, and its rules in words. */
export const parcels = {
  refusals: {
    'PARCEL.NOT_FOUND': 'not-found',
    'PARCEL.ALREADY_COLLECTED': 'conflict',
    'PARCEL.PHOTO_INVALID': 'invalid',
    'PARCEL.PHOTO_TOO_LARGE': 'too-large',
  },
  auditActions: [],
  ruleSets: [PARCEL_RULES],
} as const satisfies AreaDeclaration;
