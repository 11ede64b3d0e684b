import { useMutation } from '@tanstack/react-query';
import { couponCheckSchema } from '@contract/coupons';
import { errorFrom, readJson, request } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export type CouponCheck = { ok: true; discount: number } | { ok: false; message: string };

/**
 * GET /api/payments/coupon/{code}: the discount, or why the member may not use the coupon. An unknown or switched-off
 * coupon is "Invalid coupon"; an expired one, or one they have used already, is refused with a 409 whose message says
 * so in their words ("This coupon expired on 30 Nov 2026", "You have already used WELCOME10").
 */
export async function checkCoupon(code: string): Promise<CouponCheck> {
  const res = await request(`/api/payments/coupon/${encodeURIComponent(code)}`);
  if (res.ok) return { ok: true, discount: (await readJson(res, couponCheckSchema)).discountPercentage };
  if (res.status === 409)
    return { ok: false, message: (await errorFrom(res, translateNow('payments.couponInvalid'))).message };
  if (res.status >= 400 && res.status < 500) return { ok: false, message: translateNow('payments.couponInvalid') };
  throw await errorFrom(res, translateNow('payments.couponFailed'));
}

/** A mutation, not a query: the member asks once per click, and nothing else on screen shares the answer. */
export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
