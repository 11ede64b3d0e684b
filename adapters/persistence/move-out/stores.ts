import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { FinalStatementRow } from './entity.ts';
import { MemoryFinalStatements } from './memory.ts';
import { MikroOrmFinalStatements } from './repository.ts';

/** The move out area's tables, and its stores in memory and in the database. */
export const moveOutStores = areaStores<Pick<Persistence, 'finalStatements'>>({
  entities: [FinalStatementRow],
  memory: (tables) => ({ finalStatements: new MemoryFinalStatements(tables) }),
  sql: ({ db }) => ({ finalStatements: new MikroOrmFinalStatements(db) }),
});
