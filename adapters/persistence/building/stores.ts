import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { BuildingDetailsRow, RentScheduleRow } from './entity.ts';
import { MemoryBuildingDetails, MemoryRentSchedules } from './memory.ts';
import { MikroOrmRentSchedules } from './rent-schedule-repository.ts';
import { MikroOrmBuildingDetails } from './repository.ts';

/** The building area's tables, and its stores in memory and in the database. */
export const buildingStores = areaStores<Pick<Persistence, 'building' | 'rentSchedules'>>({
  entities: [BuildingDetailsRow, RentScheduleRow],
  memory: (tables) => ({ building: new MemoryBuildingDetails(tables), rentSchedules: new MemoryRentSchedules(tables) }),
  sql: ({ db }) => ({ building: new MikroOrmBuildingDetails(db), rentSchedules: new MikroOrmRentSchedules(db) }),
});
