import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { OnlinePaymentRow } from './entity.ts';
import { MemoryOnlinePayments } from './memory.ts';
import { MikroOrmOnlinePayments } from './repository.ts';

/** The online payments area's tables, and its stores in memory and in the database. */
export const onlinePaymentsStores = areaStores<Pick<Persistence, 'onlinePayments'>>({
  entities: [OnlinePaymentRow],
  memory: (tables) => ({ onlinePayments: new MemoryOnlinePayments(tables) }),
  sql: ({ db }) => ({ onlinePayments: new MikroOrmOnlinePayments(db) }),
});
