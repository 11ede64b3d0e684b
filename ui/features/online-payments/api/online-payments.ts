import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onlinePaymentSchema, type OnlinePaymentDto } from '@contract/online-payments';
import { getJson, noRetryOnClientError } from '@/lib/api-client.ts';

/** How often a payment the gateway has not confirmed yet is read again. */
export const POLL_MS = 3_000;

/** GET /api/online-payments/:tranId: one of the caller's online payments (404 for anyone else's). */
export const fetchOnlinePayment = (tranId: string): Promise<OnlinePaymentDto> =>
  getJson(`/api/online-payments/${encodeURIComponent(tranId)}`, onlinePaymentSchema);

/**
 * The payment, read again every few seconds while it is pending; once it is paid, everything that shows the balance
 * or the payments (My Account, the rent account, the history) is read afresh.
 */
export function useOnlinePayment(tranId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['online-payments', tranId],
    queryFn: () => fetchOnlinePayment(tranId),
    retry: noRetryOnClientError,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? POLL_MS : false),
  });
  const paid = query.data?.state === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ['payments'] });
  }, [paid, queryClient]);
  return query;
}
