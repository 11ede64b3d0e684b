import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decidedReportSchema, paymentReportsSchema } from '@contract/payment-reports';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['payment-reports', 'admin'];

/** GET /api/admin/payment-reports: the waiting first, oldest first, then the decided, latest first. */
export const paymentReportsQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => getJson('/api/admin/payment-reports', paymentReportsSchema) });

export const usePaymentReports = () => useQuery(paymentReportsQuery());

export const confirmReport = (id: string) =>
  sendJson(`/api/admin/payment-reports/${encodeURIComponent(id)}/confirm`, decidedReportSchema, {
    method: 'POST',
    body: {},
    fallback: translateNow('paymentReports.loadFailed'),
  });

export const rejectReport = ({ id, reason }: { id: string; reason: string }) =>
  sendJson(`/api/admin/payment-reports/${encodeURIComponent(id)}/reject`, decidedReportSchema, {
    method: 'POST',
    body: { reason },
    fallback: translateNow('paymentReports.loadFailed'),
  });

function useDecision<I>(call: (input: I) => ReturnType<typeof confirmReport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean another admin decided it meanwhile: the list is read again either way, showing what became of it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useConfirmReport = () => useDecision(confirmReport);
export const useRejectReport = () => useDecision(rejectReport);
