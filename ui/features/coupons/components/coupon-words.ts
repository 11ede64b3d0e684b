import type { MessageId } from '@/i18n/en/index.ts';
import type { CouponLimit } from '../api/coupons.ts';

/** A coupon's use limit as the admin reads it (message ids). */
export const LIMIT_LABELS: Record<CouponLimit, MessageId> = {
  'once-per-member': 'coupons.oncePerMember',
  'every-month': 'coupons.everyMonth',
};

export const LIMIT_HINTS: Record<CouponLimit, MessageId> = {
  'once-per-member': 'coupons.oncePerMemberHint',
  'every-month': 'coupons.everyMonthHint',
};
