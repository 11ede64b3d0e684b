import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { collectionSchema } from '@contract/payments';
import { downloadCsv } from '@/lib/csv-download.ts';
import { getJson } from '@/lib/api-client.ts';

const monthQuery = (month: string) => new URLSearchParams({ month });

/** Without a month the server answers this month, as the building's calendar has it. */
export const fetchRentCollection = (month: string | undefined) =>
  getJson(`/api/admin/rent-collection${month === undefined ? '' : `?${monthQuery(month)}`}`, collectionSchema);

// Under ['admin']: accepting or removing a member changes who owes rent, and those invalidate that prefix.
export const rentCollectionQuery = (month: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'rent-collection', month ?? 'this month'],
    queryFn: () => fetchRentCollection(month),
    // Stepping through months keeps the last table on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });

/** Only a month the server can read is asked for (or none: this month); an emptied picker asks for nothing. */
export const useRentCollection = (month: string | undefined) =>
  useQuery({ ...rentCollectionQuery(month), enabled: month === undefined || /^\d{4}-\d{2}$/.test(month) });

export const csvFileName = (month: string) => `rent-collection-${month}.csv`;

/** GET /api/admin/rent-collection/csv for the month, saved as a file. */
export function useDownloadCollectionCsv() {
  return useMutation({
    mutationFn: (month: string) =>
      downloadCsv(`/api/admin/rent-collection/csv?${monthQuery(month)}`, csvFileName(month)),
  });
}
