import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PaymentDto, paymentSchema } from '@contract/payments';
import { errorFrom, readJson, request } from '@/lib/api-client.ts';
import { refreshRentAccount } from '@/lib/api/dues.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** The server did not record the payment and did not say why: the flow tells it apart by its kind, not its words. */
export class PaymentNotSaved extends Error {
  constructor() {
    super(translateNow('payments.saveFailed'));
    this.name = 'PaymentNotSaved';
  }
}

/**
 * POST /api/payments: the server asks the provider about the transaction before it records anything. A refusal
 * that says why (409: the month was paid meanwhile, the lease ended) keeps the server's code and message; the server
 * has refunded that charge.
 */
export async function recordPayment(input: { transactionId: string; month: string }): Promise<PaymentDto> {
  const res = await request('/api/payments', { method: 'POST', body: input });
  if (res.status === 409) throw await errorFrom(res, translateNow('payments.saveFailed'));
  if (!res.ok) throw new PaymentNotSaved();
  return readJson(res, paymentSchema);
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => refreshRentAccount(queryClient),
  });
}
