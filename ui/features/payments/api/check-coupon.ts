import { useMutation } from '@tanstack/react-query';
import type { CouponCheckDto } from '../../../../adapters/http/contract.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { request } from '../../../lib/http.ts';

/** GET /api/payments/coupon/{code}: the discount, or null when the server says no (any non-ok reply). */
export async function checkCoupon(code: string, token: string | null): Promise<number | null> {
  const res = await request(`/api/payments/coupon/${encodeURIComponent(code)}`, { token });
  if (!res.ok) return null;
  return ((await res.json()) as CouponCheckDto).discountPercentage;
}

/** A mutation, not a query: the member asks once per click, and nothing else on screen shares the answer. */
export function useCheckCoupon() {
  const { getIdToken } = useAuth();
  return useMutation({ mutationFn: async (code: string) => checkCoupon(code, await getIdToken()) });
}
