import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDto } from '../../../../adapters/http/contract.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { request } from '../../../lib/http.ts';

/** POST /api/payments: the server asks the provider about the transaction before it records anything. */
export async function recordPayment(input: { transactionId: string; month: string }, token: string | null): Promise<PaymentDto> {
  const res = await request('/api/payments', { method: 'POST', body: input, token });
  if (!res.ok) throw new Error('Failed to save payment record');
  return (await res.json()) as PaymentDto;
}

export function useRecordPayment() {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { transactionId: string; month: string }) => recordPayment(input, await getIdToken()),
    // The history and the duplicate-month check both read the payments list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
