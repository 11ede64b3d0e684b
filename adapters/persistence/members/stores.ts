import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { UserRow } from './entity.ts';
import { MemoryUsers } from './memory.ts';
import { MikroOrmUsers } from './repository.ts';

/** The members area's tables, and its stores in memory and in the database. */
export const membersStores = areaStores<Pick<Persistence, 'users'>>({
  entities: [UserRow],
  memory: (tables) => ({ users: new MemoryUsers(tables) }),
  sql: ({ db }) => ({ users: new MikroOrmUsers(db) }),
});
