import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSummaryDto } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

export const fetchAdminSummary = (token: string | null) => getStrictJson<AdminSummaryDto>('/api/admin/summary', token);

// ['admin'] is the prefix that accepts and removals invalidate: both change these numbers.
export const adminSummaryQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: ['admin', 'summary'], queryFn: async () => fetchAdminSummary(await getToken()) });

export const useAdminSummary = () => useQuery(adminSummaryQuery(useAuth().getIdToken));
