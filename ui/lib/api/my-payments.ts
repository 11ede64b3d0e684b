import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDto } from '@contract';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { getStrictJson } from '../strict-json.ts';

/** GET /api/payments/user?email=: the member's own payments; the reply must be JSON. */
export const fetchMyPayments = (email: string, token: string | null) =>
  getStrictJson<PaymentDto[]>(`/api/payments/user?${new URLSearchParams({ email })}`, token);

// ['payments'] is the prefix a recorded payment invalidates.
export const myPaymentsQuery = (email: string, getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ['payments', 'user', email],
    queryFn: async () => fetchMyPayments(email, await getToken()),
  });

export function useMyPayments() {
  const { state, getIdToken } = useAuth();
  const email = currentUser(state)?.email ?? '';
  return useQuery({ ...myPaymentsQuery(email, getIdToken), enabled: email !== '' });
}
