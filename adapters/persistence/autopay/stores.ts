import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { AutopayAttemptRow, AutopaySettingRow } from './entity.ts';
import { MemoryAutopayAttempts, MemoryAutopaySettings } from './memory.ts';
import { MikroOrmAutopayAttempts, MikroOrmAutopaySettings } from './repository.ts';

/** The autopay area's tables, and its stores in memory and in the database. */
export const autopayStores = areaStores<Pick<Persistence, 'autopaySettings' | 'autopayAttempts'>>({
  entities: [AutopaySettingRow, AutopayAttemptRow],
  memory: (tables) => ({
    autopaySettings: new MemoryAutopaySettings(tables),
    autopayAttempts: new MemoryAutopayAttempts(tables),
  }),
  sql: ({ db }) => ({
    autopaySettings: new MikroOrmAutopaySettings(db),
    autopayAttempts: new MikroOrmAutopayAttempts(db),
  }),
});
