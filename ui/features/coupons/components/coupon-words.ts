import type { CouponLimit } from '../api/coupons.ts';

/** A coupon's use limit as the admin reads it. */
export const LIMIT_LABELS: Record<CouponLimit, string> = {
  'once-per-member': 'Once per member',
  'every-month': 'Every month',
};

export const LIMIT_HINTS: Record<CouponLimit, string> = {
  'once-per-member': "Each member can use it for one month's rent.",
  'every-month': "Members can use it for every month's rent.",
};
