import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicJson } from '@/lib/api-client.ts';

export const fetchActiveCoupons = () =>
  getPublicJson('/api/coupons/active', () => import('@contract/coupons').then((c) => c.couponSchema.array()));

export const activeCouponsQuery = queryOptions({
  queryKey: ['coupons', 'active'],
  queryFn: fetchActiveCoupons,
});

export const useActiveCoupons = () => useQuery(activeCouponsQuery);
