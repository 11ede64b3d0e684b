import type { ProcessedEvents } from '../../../application/payments/ports.ts';
import type { Db } from '../mikro-orm/db.ts';
import { ProcessedEventRow } from './entity.ts';

/** The primary key on event_id decides which of several deliveries, on any instance, handles an event. */
export class MikroOrmProcessedEvents implements ProcessedEvents {
  constructor(private readonly db: Db) {}

  isProcessed(eventId: string): Promise<boolean> {
    return this.db.run(async (em) => (await em.count(ProcessedEventRow, { eventId })) > 0);
  }

  markProcessed(eventId: string): Promise<boolean> {
    return this.db.write(async (em) => {
      // One statement, no read first: a concurrent mark of the same id inserts nothing and reports false.
      const result = await em
        .createQueryBuilder(ProcessedEventRow)
        .insert({ eventId, processedAt: new Date() })
        .onConflict('eventId')
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
  }
}
