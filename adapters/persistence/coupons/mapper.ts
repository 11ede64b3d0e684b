import { couponKey, type Coupon, type CouponLimit } from '../../../domain/coupons/coupon.ts';
import type { CouponRow } from './entity.ts';

export const couponToDomain = (r: CouponRow): Coupon => ({
  id: r.id,
  code: r.code,
  description: r.description,
  discountPercentage: r.discountPercentage,
  isActive: r.isActive,
  limit: r.useLimit as CouponLimit,
  ...(r.expiresOn ? { expiresOn: r.expiresOn } : {}),
});

export const couponToRow = (c: Coupon): CouponRow => ({
  id: c.id,
  code: c.code,
  codeKey: couponKey(c.code),
  description: c.description,
  discountPercentage: c.discountPercentage,
  isActive: c.isActive,
  useLimit: c.limit,
  expiresOn: c.expiresOn ?? null,
});
