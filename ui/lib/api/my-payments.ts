import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentSchema } from '@contract/payments';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { getJson } from '../api-client.ts';

/** GET /api/payments/user?email=: the member's own payments; the reply must be JSON. */
export const fetchMyPayments = (email: string) =>
  getJson(`/api/payments/user?${new URLSearchParams({ email })}`, z.array(paymentSchema));

// ['payments'] is the prefix a recorded payment invalidates.
export const myPaymentsQuery = (email: string) =>
  queryOptions({
    queryKey: ['payments', 'user', email],
    queryFn: () => fetchMyPayments(email),
  });

export function useMyPayments() {
  const { state } = useAuth();
  const email = currentUser(state)?.email ?? '';
  return useQuery({ ...myPaymentsQuery(email), enabled: email !== '' });
}
