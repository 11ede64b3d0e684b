import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { type CouponDto, couponSchema } from '@contract/coupons';
import { coupons } from '@/lib/mocks/dashboard-fixtures.ts';
import { json } from '@/lib/mocks/json.ts';

/** A festival coupon whose last day has passed (it is still switched on): it reads as expired. */
export const expiredCoupon: CouponDto = {
  _id: 'c-4',
  code: 'PUJA20',
  description: 'Durga Puja rent discount',
  discountPercentage: 20,
  isActive: true,
  limit: 'once-per-member',
  expiresOn: '2026-10-31',
};

/** The dashboard's sample coupons (one never expires, one expires 30 Apr 2027, one switched off) and an expired one. */
export const couponsWithExpiry: CouponDto[] = [...coupons, expiredCoupon];

export const couponList = (list: CouponDto[] = couponsWithExpiry) =>
  http.get('/api/admin/coupons', () => json(z.array(couponSchema), list));

/** Another admin switched the coupon a moment before: the server refuses the switch. */
export const toggleRaced = http.patch('/api/admin/coupons/:code/toggle', () =>
  HttpResponse.json(
    {
      message: 'Someone else switched this coupon just now. Refresh the list.',
      code: 'COUPON.CHANGED',
      requestId: 'story',
    },
    { status: 409 },
  ),
);
