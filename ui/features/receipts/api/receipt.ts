import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptSchema } from '@contract/payments';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { getJson, noRetryOnClientError } from '@/lib/api-client.ts';

/** GET /api/payments/receipts/{n}: the payer's or (for an admin) anyone's receipt; someone else's is a 404. */
export const fetchReceipt = (receiptNumber: number) =>
  getJson(`/api/payments/receipts/${receiptNumber}`, receiptSchema);

// Under ['payments'], so the layout drops it at logout with the rest of the person's payments.
export const receiptQuery = (receiptNumber: number) =>
  queryOptions({
    queryKey: ['payments', 'receipt', receiptNumber],
    queryFn: () => fetchReceipt(receiptNumber),
    // A receipt that is not there (or not yours) will not appear by asking again.
    retry: noRetryOnClientError,
    // A recorded payment never changes, so its receipt never goes stale.
    staleTime: Infinity,
  });

export const useReceipt = (receiptNumber: number) => useQuery(receiptQuery(receiptNumber));

/** GET /api/payments/receipts/{n}/pdf: the same receipt as a PDF file, in the reader's language. */
export const receiptPdfPath = (receiptNumber: number) => `/api/payments/receipts/${receiptNumber}/pdf`;
export const receiptPdfFile = (receiptNumber: number) => `receipt-${formatReceiptNumber(receiptNumber)}.pdf`;
