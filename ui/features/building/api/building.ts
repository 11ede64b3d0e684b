import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BuildingDto, buildingSchema } from '@contract/building';
import type { BuildingField } from '@domain/building/building.ts';
import { fieldErrorsOf, sendJson } from '@/lib/api-client.ts';
import { BUILDING_KEY } from '@/lib/config/building.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** What the form sends: numbers it could not read as numbers go as null, and the server names the rule. */
export type BuildingInput = Omit<BuildingDto, 'latitude' | 'longitude'> & {
  latitude: number | null;
  longitude: number | null;
};

export const saveBuilding = (input: BuildingInput) =>
  sendJson('/api/admin/building', buildingSchema, {
    method: 'PUT',
    body: input,
    fallback: translateNow('building.saveFailed'),
  });

/** Saves, then every screen that shows the building (home, map, footer, titles) reads the new details. */
export function useSaveBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuilding,
    onSuccess: (saved) => queryClient.setQueryData(BUILDING_KEY, saved),
  });
}

/** The sentence for each field the server refused. */
export const buildingFieldErrors = (error: unknown) => fieldErrorsOf<BuildingField>(error);
