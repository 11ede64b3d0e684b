import type { AreaDeclaration } from '../shared/area.ts';
import { COUPON_RULES } from './coupon.ts';

/** What the coupons area refuses with, what the audit log records of it, and its rules in words. */
export const coupons = {
  refusals: {
    'COUPON.NOT_FOUND': 'not-found',
    'COUPON.DUPLICATE_CODE': 'conflict',
    'COUPON.INVALID_DISCOUNT': 'invalid',
    'COUPON.INACTIVE': 'conflict',
    'COUPON.CHANGED': 'conflict',
    'COUPON.EXPIRED': 'conflict',
    'COUPON.ALREADY_USED': 'conflict',
  },
  auditActions: ['coupon.add', 'coupon.toggle'],
  ruleSets: [COUPON_RULES],
} as const satisfies AreaDeclaration;
