import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { ParcelPhotoRow, ParcelRow } from './entity.ts';
import { MemoryParcels } from './memory.ts';
import { MikroOrmParcels } from './repository.ts';

/** The parcels area's tables, and its stores in memory and in the database. */
export const parcelsStores = areaStores<Pick<Persistence, 'parcels'>>({
  entities: [ParcelPhotoRow, ParcelRow],
  memory: (tables) => ({ parcels: new MemoryParcels(tables) }),
  sql: ({ db }) => ({ parcels: new MikroOrmParcels(db) }),
});
