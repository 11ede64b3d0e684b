import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { ParkingSpaceRow } from './entity.ts';
import { MemoryParkingSpaces } from './memory.ts';
import { MikroOrmParkingSpaces } from './repository.ts';

/** The parking area's tables, and its stores in memory and in the database. */
export const parkingStores = areaStores<Pick<Persistence, 'parkingSpaces'>>({
  entities: [ParkingSpaceRow],
  memory: (tables) => ({ parkingSpaces: new MemoryParkingSpaces(tables) }),
  sql: ({ db }) => ({ parkingSpaces: new MikroOrmParkingSpaces(db) }),
});
