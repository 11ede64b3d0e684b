import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSummaryDto } from '@contract/building';
import { getJson, unchecked } from '@/lib/api-client.ts';

export const fetchAdminSummary = () => getJson('/api/admin/summary', unchecked<AdminSummaryDto>());

// ['admin'] is the prefix that accepts and removals invalidate: both change these numbers.
export const adminSummaryQuery = () => queryOptions({ queryKey: ['admin', 'summary'], queryFn: fetchAdminSummary });

export const useAdminSummary = () => useQuery(adminSummaryQuery());
