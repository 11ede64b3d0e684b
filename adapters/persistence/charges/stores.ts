import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { RecurringChargeRow } from './entity.ts';
import { MemoryRecurringCharges } from './memory.ts';
import { MikroOrmRecurringCharges } from './repository.ts';

/** The charges area's tables, and its stores in memory and in the database. */
export const chargesStores = areaStores<Pick<Persistence, 'recurringCharges'>>({
  entities: [RecurringChargeRow],
  memory: (tables) => ({ recurringCharges: new MemoryRecurringCharges(tables) }),
  sql: ({ db }) => ({ recurringCharges: new MikroOrmRecurringCharges(db) }),
});
