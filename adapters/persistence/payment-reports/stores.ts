import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { PaymentReportRow } from './entity.ts';
import { MemoryPaymentReports } from './memory.ts';
import { MikroOrmPaymentReports } from './repository.ts';

/** The payment reports area's tables, and its stores in memory and in the database. */
export const paymentReportsStores = areaStores<Pick<Persistence, 'paymentReports'>>({
  entities: [PaymentReportRow],
  memory: (tables) => ({ paymentReports: new MemoryPaymentReports(tables) }),
  sql: ({ db }) => ({ paymentReports: new MikroOrmPaymentReports(db) }),
});
