import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaseChangesSchema, renewalOfferSchema, rentChangeSchema } from '@contract/agreements';
import { messageSchema } from '@contract/shared';
import { getJson, noRetryOnClientError, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const key = (leaseId: string) => ['lease-changes', leaseId];

export const leaseChangesQuery = (leaseId: string) =>
  queryOptions({
    queryKey: key(leaseId),
    queryFn: () => getJson(`/api/admin/leases/${encodeURIComponent(leaseId)}/changes`, leaseChangesSchema),
    retry: noRetryOnClientError,
  });

/** A lease's rent now, its changes still to come and a pending renewal offer. */
export const useLeaseChanges = (leaseId: string) => useQuery(leaseChangesQuery(leaseId));

function useLeaseMutation<T>(leaseId: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(leaseId) }),
  });
}

/** POST a new rent from a month; a refusal names its fields. */
export const useScheduleRentChange = (leaseId: string) =>
  useLeaseMutation(leaseId, (body: { rent: number; effectiveMonth: string }) =>
    sendJson(`/api/admin/leases/${encodeURIComponent(leaseId)}/rent-changes`, rentChangeSchema, {
      method: 'POST',
      body,
      fallback: translateNow('leaseChanges.scheduleFailed', { message: '' }),
    }),
  );

export const useCancelRentChange = (leaseId: string) =>
  useLeaseMutation(leaseId, (id: string) =>
    sendJson(`/api/admin/rent-changes/${encodeURIComponent(id)}`, messageSchema, {
      method: 'DELETE',
      fallback: translateNow('leaseChanges.cancelFailed', { message: '' }),
    }),
  );

export const useOfferRenewal = (leaseId: string) =>
  useLeaseMutation(leaseId, (body: { endMonth: string; rent: number }) =>
    sendJson(`/api/admin/leases/${encodeURIComponent(leaseId)}/renewal-offers`, renewalOfferSchema, {
      method: 'POST',
      body,
      fallback: translateNow('leaseChanges.offerFailed', { message: '' }),
    }),
  );
