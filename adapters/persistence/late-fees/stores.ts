import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { LateFeeRuleRow } from './entity.ts';
import { MemoryLateFeeRules } from './memory.ts';
import { MikroOrmLateFeeRules } from './repository.ts';

/** The late fees area's tables, and its stores in memory and in the database. */
export const lateFeesStores = areaStores<Pick<Persistence, 'lateFeeRules'>>({
  entities: [LateFeeRuleRow],
  memory: (tables) => ({ lateFeeRules: new MemoryLateFeeRules(tables) }),
  sql: ({ db }) => ({ lateFeeRules: new MikroOrmLateFeeRules(db) }),
});
