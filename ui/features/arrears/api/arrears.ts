import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ArrearsDto } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { downloadCsv } from '@/lib/csv-download.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

export const fetchArrears = (token: string | null) => getStrictJson<ArrearsDto>('/api/admin/arrears', token);

// Under ['admin']: accepting or removing a member changes who owes rent, and those invalidate that prefix.
export const arrearsQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: ['admin', 'arrears'], queryFn: async () => fetchArrears(await getToken()) });

export const useArrears = () => useQuery(arrearsQuery(useAuth().getIdToken));

export const arrearsCsvFileName = (currentMonth: string) => `arrears-${currentMonth}.csv`;

/** GET /api/admin/arrears/csv, saved as a file named for the month it runs up to. */
export function useDownloadArrearsCsv() {
  const { getIdToken } = useAuth();
  return useMutation({
    mutationFn: async (currentMonth: string) => downloadCsv('/api/admin/arrears/csv', arrearsCsvFileName(currentMonth), await getIdToken()),
  });
}
