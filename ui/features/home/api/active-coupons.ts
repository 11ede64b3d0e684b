import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponSchema } from '@contract/coupons';
import { getPublicJson } from '@/lib/api-client.ts';

export const fetchActiveCoupons = () => getPublicJson('/api/coupons/active', z.array(couponSchema));

export const activeCouponsQuery = queryOptions({
  queryKey: ['coupons', 'active'],
  queryFn: fetchActiveCoupons,
});

export const useActiveCoupons = () => useQuery(activeCouponsQuery);
