import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceSummaryDto } from '@contract/maintenance';
import { getJson } from '@/lib/api-client.ts';

// Under ['maintenance'], so every change to a request refreshes the figures too.
export const maintenanceSummaryQuery = () =>
  queryOptions({
    queryKey: ['maintenance', 'summary'],
    queryFn: () => getJson<MaintenanceSummaryDto>('/api/admin/maintenance/summary'),
  });

export const useMaintenanceSummary = () => useQuery(maintenanceSummaryQuery());
