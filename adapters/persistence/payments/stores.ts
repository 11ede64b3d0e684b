import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { PaymentRow, ProcessedEventRow, SandboxIntentRow } from './entity.ts';
import { MemoryPayments } from './memory.ts';
import { MemoryProcessedEvents, MemorySandboxIntentStore } from './memory-payment-state.ts';
import { MikroOrmProcessedEvents } from './processed-events-repository.ts';
import { MikroOrmPayments } from './repository.ts';
import { MikroOrmSandboxIntents } from './sandbox-intents-repository.ts';

/** The payments area's tables, and its stores in memory and in the database. */
export const paymentsStores = areaStores<Pick<Persistence, 'payments' | 'processedEvents' | 'sandboxIntents'>>({
  entities: [PaymentRow, ProcessedEventRow, SandboxIntentRow],
  memory: (tables) => ({
    payments: new MemoryPayments(tables),
    processedEvents: new MemoryProcessedEvents(tables),
    sandboxIntents: new MemorySandboxIntentStore(tables),
  }),
  sql: ({ db }) => ({
    payments: new MikroOrmPayments(db),
    processedEvents: new MikroOrmProcessedEvents(db),
    sandboxIntents: new MikroOrmSandboxIntents(db),
  }),
});
