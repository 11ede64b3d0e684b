import type { AreaDeclaration } from '../shared/area.ts';
import { BOOKING_RULES } from './booking.ts';
import { SPACE_RULES } from './space.ts';

/** What the common spaces area refuses with, what the audit log records of it, and its rules in words. */
export const commonSpaces = {
  refusals: {
    'SPACE.NOT_FOUND': 'not-found',
    'SPACE.RETIRED': 'conflict',
    'SPACE.CHANGED': 'conflict',
    'SPACE.HAS_BOOKINGS': 'conflict',
    'BOOKING.NOT_FOUND': 'not-found',
    'BOOKING.CHANGED': 'conflict',
    'BOOKING.TOO_LATE': 'conflict',
    'BOOKING.LIMIT_REACHED': 'conflict',
    'BOOKING.SLOT_TAKEN': 'conflict',
  },
  auditActions: ['space.add', 'space.edit', 'space.retire', 'booking.approve', 'booking.decline', 'booking.cancel'],
  ruleSets: [SPACE_RULES, BOOKING_RULES],
} as const satisfies AreaDeclaration;
