import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { AuditRow } from './entity.ts';
import { MemoryAuditLog } from './memory.ts';
import { MikroOrmAuditLog } from './repository.ts';

/** The audit area's tables, and its stores in memory and in the database. */
export const auditStores = areaStores<Pick<Persistence, 'audit'>>({
  entities: [AuditRow],
  memory: (tables) => ({ audit: new MemoryAuditLog(tables) }),
  sql: ({ db }) => ({ audit: new MikroOrmAuditLog(db) }),
});
