import type { Coupon } from '../../../domain/coupons/coupon.ts';
import type { CouponDto } from './contract.ts';

export const couponDto = (c: Coupon): CouponDto => ({
  _id: c.id,
  code: c.code,
  description: c.description,
  discountPercentage: c.discountPercentage,
  isActive: c.isActive,
  limit: c.limit,
  expiresOn: c.expiresOn ?? null,
});
