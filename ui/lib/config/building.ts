import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildingDto } from '@contract/building';
import { getPublicJson, unchecked } from '../api-client.ts';

export const BUILDING_KEY = ['building'];

/** The building's name, address, map location and contacts, as the admin last saved them. */
export const buildingQuery = queryOptions({
  queryKey: BUILDING_KEY,
  queryFn: () => getPublicJson('/api/building', unchecked<BuildingDto>()),
  staleTime: 60_000,
});

export const useBuilding = () => useQuery(buildingQuery);
