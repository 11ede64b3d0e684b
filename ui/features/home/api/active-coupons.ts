import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponDto } from '@contract';
import { getJson } from '@/lib/http.ts';

export const fetchActiveCoupons = () => getJson<CouponDto[]>('/api/coupons/active');

export const activeCouponsQuery = queryOptions({
  queryKey: ['coupons', 'active'],
  queryFn: fetchActiveCoupons,
});

export const useActiveCoupons = () => useQuery(activeCouponsQuery);
