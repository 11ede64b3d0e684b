import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponDto } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { errorFrom, request } from '@/lib/http.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

// ['coupons'] also prefixes the home page's active list, so every change here refreshes the marquee too.
const KEY = ['coupons', 'admin'];
const ALL_COUPONS = ['coupons'];

export const fetchCoupons = (token: string | null) => getStrictJson<CouponDto[]>('/api/admin/coupons', token);

export const couponsQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: KEY, queryFn: async () => fetchCoupons(await getToken()) });

export const useCoupons = () => useQuery(couponsQuery(useAuth().getIdToken));

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

export async function addCoupon(input: CouponInput, token: string | null): Promise<CouponDto> {
  const res = await request('/api/admin/coupons', { method: 'POST', body: input, token });
  if (!res.ok) throw await errorFrom(res, 'Failed to add coupon');
  return (await res.json()) as CouponDto;
}

export async function toggleCoupon(code: string, token: string | null): Promise<CouponDto> {
  const res = await request(`/api/admin/coupons/${encodeURIComponent(code)}/toggle`, { method: 'PATCH', token });
  if (!res.ok) throw await errorFrom(res, 'Failed to update coupon');
  return (await res.json()) as CouponDto;
}

function useCouponMutation<I>(call: (input: I, token: string | null) => Promise<CouponDto>) {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => call(input, await getIdToken()),
    // A refusal may mean the list is out of date (another admin switched the coupon just now): fetch it again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL_COUPONS }),
  });
}

export const useAddCoupon = () => useCouponMutation(addCoupon);
export const useToggleCoupon = () => useCouponMutation(toggleCoupon);
