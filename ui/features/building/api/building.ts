import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuildingDto } from '@contract';
import type { BuildingField } from '@domain/building.ts';
import { errorFrom, fieldErrorsOf, request } from '@/lib/http.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { BUILDING_KEY } from '@/lib/config/building.ts';

/** What the form sends: numbers it could not read as numbers go as null, and the server names the rule. */
export type BuildingInput = Omit<BuildingDto, 'latitude' | 'longitude'> & {
  latitude: number | null;
  longitude: number | null;
};

export async function saveBuilding(input: BuildingInput, token: string | null): Promise<BuildingDto> {
  const res = await request('/api/admin/building', { method: 'PUT', body: input, token });
  if (!res.ok) throw await errorFrom(res, "Failed to save the building's details");
  return (await res.json()) as BuildingDto;
}

/** Saves, then every screen that shows the building (home, map, footer, titles) reads the new details. */
export function useSaveBuilding() {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BuildingInput) => saveBuilding(input, await getIdToken()),
    onSuccess: (saved) => queryClient.setQueryData(BUILDING_KEY, saved),
  });
}

/** The sentence for each field the server refused. */
export const buildingFieldErrors = (error: unknown) => fieldErrorsOf<BuildingField>(error);
