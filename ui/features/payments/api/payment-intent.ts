import { queryOptions, useQuery } from '@tanstack/react-query';
import { type IntentDto, intentSchema } from '@contract/payments';
import { amountDue } from '@domain/payments/payment.ts';
import { errorFrom, readJson, request } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export interface IntentInput {
  rent: number;
  discount: number;
  month: string;
  couponCode?: string;
}

/** POST /api/payments/create-payment-intent with the amount the client expects; the server checks it. */
export async function createPaymentIntent({ rent, discount, month, couponCode }: IntentInput): Promise<IntentDto> {
  const body = { amount: amountDue(rent, discount), month, ...(couponCode ? { couponCode } : {}) };
  const res = await request('/api/payments/create-payment-intent', { method: 'POST', body });
  if (!res.ok) throw await errorFrom(res, translateNow('payments.intentFailed'));
  return readJson(res, intentSchema);
}

/**
 * The intent as a query keyed by what prices it: a new rent, discount or month is a new key, so a new intent
 * each time. It never goes stale by itself, and one failure is reported instead of silently retried.
 */
export const paymentIntentQuery = (input: IntentInput) =>
  queryOptions({
    queryKey: ['payment-intent', input.rent, input.discount, input.month, input.couponCode ?? ''],
    queryFn: () => createPaymentIntent(input),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const usePaymentIntent = (input: IntentInput, enabled: boolean) =>
  useQuery({ ...paymentIntentQuery(input), enabled });
