import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponDto } from '@contract/coupons';
import { getPublicJson, unchecked } from '@/lib/api-client.ts';

export const fetchActiveCoupons = () => getPublicJson('/api/coupons/active', unchecked<CouponDto[]>());

export const activeCouponsQuery = queryOptions({
  queryKey: ['coupons', 'active'],
  queryFn: fetchActiveCoupons,
});

export const useActiveCoupons = () => useQuery(activeCouponsQuery);
