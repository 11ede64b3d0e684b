import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { booksIntentSchema, entryWrittenSchema, type BooksIntentDto, type EntryWrittenDto } from '@contract/ledger';
import { sendJson } from '@/lib/api-client.ts';
import { refreshRentAccount } from '@/lib/api/dues.ts';
import { myBooksQuery } from '@/lib/api/my-books.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** What the member asks to pay: the amount the page shows, and the charge when they picked one. */
export interface CardPaymentAsk {
  amount: number;
  forCharge?: string;
}

/**
 * POST /api/ledger/mine/intents: a card payment of the whole balance, or of what is left of one charge, priced by the
 * server. It refuses what is paid already (409 PAYMENT.NOTHING_OWED), an amount the books no longer show (400
 * PAYMENT.AMOUNT_MISMATCH, saying the new one) and a charge that is not the caller's (400, `fields.forCharge`).
 */
export const openCardPayment = ({ amount, forCharge }: CardPaymentAsk): Promise<BooksIntentDto> =>
  sendJson('/api/ledger/mine/intents', booksIntentSchema, {
    method: 'POST',
    body: { amount, ...(forCharge === undefined ? {} : { forCharge }) },
    fallback: translateNow('myAccount.pay.intentFailed'),
  });

/**
 * POST /api/ledger/mine/card-payments: the card went through; the books record it once, however often it is reported,
 * and answer the entry, its receipt and the books as they now stand.
 */
export const reportCardPayment = (transactionId: string): Promise<EntryWrittenDto> =>
  sendJson('/api/ledger/mine/card-payments', entryWrittenSchema, {
    method: 'POST',
    body: { transactionId },
    fallback: translateNow('myAccount.pay.notReported'),
  });

/**
 * After a card payment: the books as the server answered them at once, then everything that shows the balance or the
 * payments (My Account, My Profile's tile, the rent account, the history) read afresh.
 */
export function useCardPaymentRecorded() {
  const queryClient = useQueryClient();
  const uid = currentUser(useAuth().state)?.uid ?? '';
  return useCallback(
    (written: EntryWrittenDto) => {
      queryClient.setQueryData(myBooksQuery(uid).queryKey, written.books);
      void refreshRentAccount(queryClient);
    },
    [queryClient, uid],
  );
}
