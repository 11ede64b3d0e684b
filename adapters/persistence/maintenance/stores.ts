import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { MaintenanceHistoryRow, MaintenancePhotoRow, MaintenanceRequestRow } from './entity.ts';
import { MemoryMaintenanceRequests } from './memory.ts';
import { MikroOrmMaintenanceRequests } from './repository.ts';

/** The maintenance area's tables, and its stores in memory and in the database. */
export const maintenanceStores = areaStores<Pick<Persistence, 'maintenance'>>({
  entities: [MaintenanceRequestRow, MaintenanceHistoryRow, MaintenancePhotoRow],
  memory: (tables) => ({ maintenance: new MemoryMaintenanceRequests(tables) }),
  sql: ({ db }) => ({ maintenance: new MikroOrmMaintenanceRequests(db) }),
});
