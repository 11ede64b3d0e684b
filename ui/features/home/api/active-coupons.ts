import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponDto } from '@contract/coupons';
import { getPublicJson } from '@/lib/api-client.ts';

export const fetchActiveCoupons = () => getPublicJson<CouponDto[]>('/api/coupons/active');

export const activeCouponsQuery = queryOptions({
  queryKey: ['coupons', 'active'],
  queryFn: fetchActiveCoupons,
});

export const useActiveCoupons = () => useQuery(activeCouponsQuery);
