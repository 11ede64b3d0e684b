import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSummarySchema } from '@contract/building';
import { getJson } from '@/lib/api-client.ts';

export const fetchAdminSummary = () => getJson('/api/admin/summary', adminSummarySchema);

// ['admin'] is the prefix that accepts and removals invalidate: both change these numbers.
export const adminSummaryQuery = () => queryOptions({ queryKey: ['admin', 'summary'], queryFn: fetchAdminSummary });

export const useAdminSummary = () => useQuery(adminSummaryQuery());
