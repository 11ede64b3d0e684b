import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPaymentReportSchema, myPaymentReportsSchema } from '@contract/payment-reports';
import { getJson, noRetryOnClientError, sendJson } from '@/lib/api-client.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export interface PaymentReportInput {
  readonly amount: number | null;
  readonly paidOn: string;
  readonly method: string;
  readonly reference: string;
  readonly note?: string;
}

/** GET /api/payment-reports/mine: the payments the caller reported, latest first. */
export const myPaymentReportsQuery = (uid: string) =>
  queryOptions({
    queryKey: ['payments', 'reports', uid],
    queryFn: async () => (await getJson('/api/payment-reports/mine', myPaymentReportsSchema)).reports,
    retry: noRetryOnClientError,
  });

export function useMyPaymentReports() {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...myPaymentReportsQuery(user?.uid ?? ''), enabled: user !== null });
}

/** POST /api/payment-reports: the report waits for an admin; the list shows it at once. */
export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentReportInput) =>
      sendJson('/api/payment-reports', myPaymentReportSchema, {
        method: 'POST',
        body: input,
        fallback: translateNow('paymentReports.form.failed'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'reports'] }),
  });
}
