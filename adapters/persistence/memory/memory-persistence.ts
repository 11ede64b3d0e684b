import type { Persistence } from '../persistence.ts';
import { memoryStores } from '../areas.ts';
import { MemoryTables, MemoryUnitOfWork } from './memory-store.ts';

export function createMemoryPersistence(tables = new MemoryTables()): Persistence {
  return {
    ...memoryStores(tables),
    uow: new MemoryUnitOfWork(tables),
    inRequestContext: (work) => work(),
    ping: async () => undefined,
    close: async () => undefined,
  };
}
