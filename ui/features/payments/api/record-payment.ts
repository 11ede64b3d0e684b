import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDto } from '@contract';
import { errorFrom, request } from '@/lib/api-client.ts';
import { refreshRentAccount } from '@/lib/api/dues.ts';

export const SAVE_FAILED = 'Failed to save payment record';

/**
 * POST /api/payments: the server asks the provider about the transaction before it records anything. A refusal
 * that says why (409: the month was paid meanwhile, the lease ended) keeps the server's code and message; the server
 * has refunded that charge.
 */
export async function recordPayment(input: { transactionId: string; month: string }): Promise<PaymentDto> {
  const res = await request('/api/payments', { method: 'POST', body: input });
  if (res.status === 409) throw await errorFrom(res, SAVE_FAILED);
  if (!res.ok) throw new Error(SAVE_FAILED);
  return (await res.json()) as PaymentDto;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => refreshRentAccount(queryClient),
  });
}
