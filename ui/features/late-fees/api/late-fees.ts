import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lateFeeSchema, type LateFeeBody } from '@contract/late-fees';
import { fieldErrorsOf, getJson, noRetryOnClientError, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export type LateFeeField = 'enabled' | 'graceDays' | 'basis' | 'amount' | 'percent' | 'cap';

export const LATE_FEES_KEY = ['admin', 'late-fees'];

/** GET /api/admin/late-fees: the rule (off, version 0, until an admin saves one) and the due day. */
export const lateFeesQuery = queryOptions({
  queryKey: LATE_FEES_KEY,
  queryFn: () => getJson('/api/admin/late-fees', lateFeeSchema),
  retry: noRetryOnClientError,
});

export const useLateFees = () => useQuery(lateFeesQuery);

export const saveLateFees = (input: LateFeeBody) =>
  sendJson('/api/admin/late-fees', lateFeeSchema, {
    method: 'PUT',
    body: input,
    fallback: translateNow('lateFees.saveFailed'),
  });

/** Saves over the version read; the screen then shows what was saved, with its new version. */
export function useSaveLateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLateFees,
    onSuccess: (saved) => queryClient.setQueryData(LATE_FEES_KEY, saved),
  });
}

/** The sentence for each field the server refused. */
export const lateFeeFieldErrors = (error: unknown) => fieldErrorsOf<LateFeeField>(error);
