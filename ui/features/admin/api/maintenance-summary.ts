import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceSummarySchema } from '@contract/maintenance';
import { getJson } from '@/lib/api-client.ts';

// Under ['maintenance'], so every change to a request refreshes the figures too.
export const maintenanceSummaryQuery = () =>
  queryOptions({
    queryKey: ['maintenance', 'summary'],
    queryFn: () => getJson('/api/admin/maintenance/summary', maintenanceSummarySchema),
  });

export const useMaintenanceSummary = () => useQuery(maintenanceSummaryQuery());
