import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { arrearsSchema } from '@contract/payments';
import { downloadCsv } from '@/lib/csv-download.ts';
import { getJson } from '@/lib/api-client.ts';

export const fetchArrears = () => getJson('/api/admin/arrears', arrearsSchema);

// Under ['admin']: accepting or removing a member changes who owes rent, and those invalidate that prefix.
export const arrearsQuery = () => queryOptions({ queryKey: ['admin', 'arrears'], queryFn: fetchArrears });

export const useArrears = () => useQuery(arrearsQuery());

export const arrearsCsvFileName = (currentMonth: string) => `arrears-${currentMonth}.csv`;

/** GET /api/admin/arrears/csv, saved as a file named for the month it runs up to. */
export function useDownloadArrearsCsv() {
  return useMutation({
    mutationFn: (currentMonth: string) => downloadCsv('/api/admin/arrears/csv', arrearsCsvFileName(currentMonth)),
  });
}
