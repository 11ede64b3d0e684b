import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicJson } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';

export const BUILDING_KEY = ['building'];

/** The building's name, address, map location and contacts, as the admin last saved them. */
export const buildingQuery = queryOptions({
  queryKey: BUILDING_KEY,
  queryFn: () => getPublicJson('/api/building', () => import('@contract/building').then((c) => c.buildingSchema)),
  staleTime: 60_000,
});

/** The building's details; none while the server's drawing (made without them) is being taken over. */
export function useBuilding() {
  const query = useQuery(buildingQuery);
  return useHydrated() ? query : ({ ...query, data: undefined } as typeof query);
}
