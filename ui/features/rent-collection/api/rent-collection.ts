import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CollectionDto } from '@contract';
import { downloadCsv } from '@/lib/csv-download.ts';
import { getJson } from '@/lib/api-client.ts';

const monthQuery = (month: string) => new URLSearchParams({ month });

export const fetchRentCollection = (month: string) =>
  getJson<CollectionDto>(`/api/admin/rent-collection?${monthQuery(month)}`);

// Under ['admin']: accepting or removing a member changes who owes rent, and those invalidate that prefix.
export const rentCollectionQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'rent-collection', month],
    queryFn: () => fetchRentCollection(month),
    // Stepping through months keeps the last table on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });

/** Only a month the server can read is asked for; an emptied picker asks for nothing. */
export const useRentCollection = (month: string) =>
  useQuery({ ...rentCollectionQuery(month), enabled: /^\d{4}-\d{2}$/.test(month) });

export const csvFileName = (month: string) => `rent-collection-${month}.csv`;

/** GET /api/admin/rent-collection/csv for the month, saved as a file. */
export function useDownloadCollectionCsv() {
  return useMutation({
    mutationFn: (month: string) =>
      downloadCsv(`/api/admin/rent-collection/csv?${monthQuery(month)}`, csvFileName(month)),
  });
}
