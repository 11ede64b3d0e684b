import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CollectionDto } from '../../../../adapters/http/contract.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { errorFrom } from '../../../lib/http.ts';
import { getStrictJson } from '../../../components/ui/strict-json.ts';

const monthQuery = (month: string) => new URLSearchParams({ month });

export const fetchRentCollection = (month: string, token: string | null) =>
  getStrictJson<CollectionDto>(`/api/admin/rent-collection?${monthQuery(month)}`, token);

// Under ['admin']: accepting or removing a member changes who owes rent, and those invalidate that prefix.
export const rentCollectionQuery = (month: string, getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ['admin', 'rent-collection', month],
    queryFn: async () => fetchRentCollection(month, await getToken()),
    // Stepping through months keeps the last table on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });

/** Only a month the server can read is asked for; an emptied picker asks for nothing. */
export const useRentCollection = (month: string) =>
  useQuery({ ...rentCollectionQuery(month, useAuth().getIdToken), enabled: /^\d{4}-\d{2}$/.test(month) });

/**
 * The CSV needs the bearer token, which a plain link cannot send, so it is fetched here and handed to the
 * browser as a file.
 */
export async function fetchCollectionCsv(month: string, token: string | null): Promise<Blob> {
  const res = await fetch(`/api/admin/rent-collection/csv?${monthQuery(month)}`, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw await errorFrom(res, 'Failed to download the CSV');
  return res.blob();
}

export const csvFileName = (month: string) => `rent-collection-${month}.csv`;

/** Saves a blob under a file name, the way a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; revoking later rather than at once is what every
  // engine tolerates.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadCollectionCsv() {
  const { getIdToken } = useAuth();
  return useMutation({
    mutationFn: async (month: string) => saveFile(await fetchCollectionCsv(month, await getIdToken()), csvFileName(month)),
  });
}
