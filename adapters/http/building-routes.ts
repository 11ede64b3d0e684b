/** The building's details: anyone reads them (home page, map, footer), the admin changes them. */
import type { SavedBuilding } from '../../domain/building.ts';
import type { GetBuilding } from '../../application/use-cases/get-building.ts';
import type { SaveBuilding } from '../../application/use-cases/save-building.ts';
import { buildingBody, type BuildingDto } from './contract.ts';
import { route, type Route } from './routes.ts';

export interface BuildingUseCases {
  getBuilding: GetBuilding;
  saveBuilding: SaveBuilding;
}

const buildingDto = (b: SavedBuilding): BuildingDto => ({ ...b });

export function buildingRoutes(u: BuildingUseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/building',
      access: 'guest',
      summary: "The building's name, address, map location and contacts (read from the database on every call)",
      handle: async () => ({ body: buildingDto(await u.getBuilding.execute()) }),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/building',
      access: 'admin',
      summary: "Change the building's details over the version they were read at (409 when someone saved meanwhile)",
      body: buildingBody,
      formFields: true,
      handle: async ({ actor, body: { version, ...details } }) => ({
        body: buildingDto(await u.saveBuilding.execute({ details, version, by: actor.email })),
      }),
    }),
  ];
}
