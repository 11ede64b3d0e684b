import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaseChangesSchema, renewalOfferSchema } from '@contract/agreements';
import { getJson, noRetryOnClientError, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['my-lease-changes'];

export const myLeaseChangesQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => getJson('/api/me/lease-changes', leaseChangesSchema),
    retry: noRetryOnClientError,
  });

/** The caller's lease: its rent changes still to come and a renewal offer waiting for an answer. */
export const useMyLeaseChanges = () => useQuery(myLeaseChangesQuery());

/** Accepts or declines the offer, once; the lease, its terms and its books are read again after. */
export function useAnswerRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      sendJson(`/api/me/renewal-offers/${encodeURIComponent(id)}/answer`, renewalOfferSchema, {
        method: 'POST',
        body: { answer },
        fallback: translateNow('leaseChanges.answerFailed', { message: '' }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['payments', 'books'] }),
      ]),
  });
}
