import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigDto } from '@contract';
import { getPublicJson } from '@/lib/api-client.ts';

export const fetchConfig = () => getPublicJson<AppConfigDto>('/api/config');

/** One UI build serves every deployment: the building, identity and map settings come from the server. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: fetchConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useConfigQuery = () => useQuery(configQuery);
