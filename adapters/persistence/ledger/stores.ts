import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { LedgerEntryRow } from './entity.ts';
import { MemoryLedgerEntries } from './memory.ts';
import { MikroOrmLedgerEntries } from './repository.ts';

/** The ledger area's tables, and its stores in memory and in the database. */
export const ledgerStores = areaStores<Pick<Persistence, 'ledger'>>({
  entities: [LedgerEntryRow],
  memory: (tables) => ({ ledger: new MemoryLedgerEntries(tables) }),
  sql: ({ db }) => ({ ledger: new MikroOrmLedgerEntries(db) }),
});
