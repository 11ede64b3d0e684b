import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CouponDto, couponSchema } from '@contract/coupons';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

// ['coupons'] also prefixes the home page's active list, so every change here refreshes the marquee too.
const KEY = ['coupons', 'admin'];
const ALL_COUPONS = ['coupons'];

export const fetchCoupons = () => getJson('/api/admin/coupons', z.array(couponSchema));

export const couponsQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchCoupons });

export const useCoupons = () => useQuery(couponsQuery());

export type CouponLimit = CouponDto['limit'];

export interface CouponInput {
  code: string;
  /** Null when the form's text is not a number written in digits: the server refuses it and says why. */
  discountPercentage: number | null;
  description: string;
  /** How often one member may use it: for one month's rent, or every month. */
  limit: CouponLimit;
  /** The last day it can be used, YYYY-MM-DD; left out, it never expires. */
  expiresOn?: string;
}

export const addCoupon = (input: CouponInput) =>
  sendJson('/api/admin/coupons', couponSchema, {
    method: 'POST',
    body: input,
    fallback: translateNow('coupons.addFailed'),
  });

export const toggleCoupon = (code: string) =>
  sendJson(`/api/admin/coupons/${encodeURIComponent(code)}/toggle`, couponSchema, {
    method: 'PATCH',
    fallback: translateNow('coupons.toggleFailed'),
  });

function useCouponMutation<I>(call: (input: I) => Promise<CouponDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean the list is out of date (another admin switched the coupon just now): fetch it again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL_COUPONS }),
  });
}

export const useAddCoupon = () => useCouponMutation(addCoupon);
export const useToggleCoupon = () => useCouponMutation(toggleCoupon);
