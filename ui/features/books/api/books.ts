import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BooksDto,
  booksArrearsSchema,
  booksCollectionSchema,
  booksSchema,
  entryWrittenSchema,
  type EntryWrittenDto,
  statementSchema,
} from '@contract/ledger';
import type { z } from 'zod';
import type { addChargeBody, recordPaymentBody } from '@contract/ledger';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { downloadCsv } from '@/lib/csv-download.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export type RecordPaymentInput = z.input<typeof recordPaymentBody>;
export type AddChargeInput = z.input<typeof addChargeBody>;

// Under ['admin']: accepting or removing a member changes whose books run, and those invalidate that prefix.
const LIST_KEY = ['admin', 'books', 'list'] as const;
const leaseKey = (leaseId: string) => ['admin', 'books', 'lease', leaseId] as const;
const statementKey = (leaseId: string) => ['admin', 'books', 'statement', leaseId] as const;

const id = encodeURIComponent;

export const booksArrearsQuery = () =>
  queryOptions({ queryKey: LIST_KEY, queryFn: () => getJson('/api/admin/books', booksArrearsSchema) });

export const useBooksArrears = () => useQuery(booksArrearsQuery());

// Under ['admin', 'books']: a write to any lease's books changes what was billed or collected.
const COLLECTION_KEY = ['admin', 'books', 'collection'] as const;

export const booksCollectionQuery = () =>
  queryOptions({
    queryKey: COLLECTION_KEY,
    queryFn: () => getJson('/api/admin/books/collection', booksCollectionSchema),
  });

/** The last twelve months, billed against collected, and collected by method. */
export const useBooksCollection = () => useQuery(booksCollectionQuery());

export const booksCsvFileName = (today: string) => `books-${today}.csv`;
export const collectionCsvFileName = (currentMonth: string) => `billed-and-collected-${currentMonth}.csv`;

/** GET /api/admin/books/csv: what each lease owes by age, saved as a file named for the day. */
export const useDownloadBooksCsv = () =>
  useMutation({ mutationFn: (today: string) => downloadCsv('/api/admin/books/csv', booksCsvFileName(today)) });

/** GET /api/admin/books/collection/csv: the twelve months by method, saved as a file named for the last month. */
export const useDownloadCollectionCsv = () =>
  useMutation({
    mutationFn: (currentMonth: string) =>
      downloadCsv('/api/admin/books/collection/csv', collectionCsvFileName(currentMonth)),
  });

export const leaseBooksQuery = (leaseId: string) =>
  queryOptions({ queryKey: leaseKey(leaseId), queryFn: () => getJson(`/api/admin/books/${id(leaseId)}`, booksSchema) });

export const useLeaseBooks = (leaseId: string) => useQuery(leaseBooksQuery(leaseId));

export const statementQuery = (leaseId: string, month: string) =>
  queryOptions({
    queryKey: [...statementKey(leaseId), month],
    queryFn: () => getJson(`/api/admin/books/${id(leaseId)}/statement?month=${id(month)}`, statementSchema),
  });

export const useStatement = (leaseId: string, month: string) => useQuery(statementQuery(leaseId, month));

/** GET /api/admin/books/{lease}/statement/pdf?month=YYYY-MM: the same statement as a PDF file, in the admin's language. */
export const statementPdfPath = (leaseId: string, month: string) =>
  `/api/admin/books/${id(leaseId)}/statement/pdf?month=${id(month)}`;

export const recordPayment = (leaseId: string, body: RecordPaymentInput) =>
  sendJson(`/api/admin/books/${id(leaseId)}/payments`, entryWrittenSchema, {
    method: 'POST',
    body,
    fallback: translateNow('books.payment.failed'),
  });

export const addCharge = (leaseId: string, body: AddChargeInput) =>
  sendJson(`/api/admin/books/${id(leaseId)}/charges`, entryWrittenSchema, {
    method: 'POST',
    body,
    fallback: translateNow('books.charge.failed'),
  });

export const voidEntry = (leaseId: string, entryId: string, reason: string) =>
  sendJson(`/api/admin/books/${id(leaseId)}/entries/${id(entryId)}/void`, entryWrittenSchema, {
    method: 'POST',
    body: { reason },
    fallback: translateNow('books.void.failed'),
  });

/**
 * A write to a lease's books. Its answer carries the books as they now stand, which the lease's screen shows at once;
 * the list of who owes and the lease's statements change with it, so they are asked again. A refusal may mean the
 * books moved under the admin (another admin voided the entry first): the lease's books are asked again too.
 */
function useBooksWrite<I>(leaseId: string, call: (input: I) => Promise<EntryWrittenDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData<BooksDto>(leaseKey(leaseId), answer.books);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: COLLECTION_KEY });
      void queryClient.invalidateQueries({ queryKey: statementKey(leaseId) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: leaseKey(leaseId) }),
  });
}

export const useRecordPayment = (leaseId: string) =>
  useBooksWrite(leaseId, (body: RecordPaymentInput) => recordPayment(leaseId, body));
export const useAddCharge = (leaseId: string) =>
  useBooksWrite(leaseId, (body: AddChargeInput) => addCharge(leaseId, body));
export const useVoidEntry = (leaseId: string) =>
  useBooksWrite(leaseId, ({ entryId, reason }: { entryId: string; reason: string }) =>
    voidEntry(leaseId, entryId, reason),
  );
