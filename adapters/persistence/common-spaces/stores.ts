import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { CommonSpaceRow, SpaceBookingRow } from './entity.ts';
import { MemoryCommonSpaces, MemorySpaceBookings } from './memory.ts';
import { MikroOrmCommonSpaces, MikroOrmSpaceBookings } from './repository.ts';

/** The common spaces area's tables, and its stores in memory and in the database. */
export const commonSpacesStores = areaStores<Pick<Persistence, 'commonSpaces' | 'spaceBookings'>>({
  entities: [CommonSpaceRow, SpaceBookingRow],
  memory: (tables) => ({
    commonSpaces: new MemoryCommonSpaces(tables),
    spaceBookings: new MemorySpaceBookings(tables),
  }),
  sql: ({ db }) => ({ commonSpaces: new MikroOrmCommonSpaces(db), spaceBookings: new MikroOrmSpaceBookings(db) }),
});
