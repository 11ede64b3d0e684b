import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { CouponRow } from './entity.ts';
import { MemoryCoupons } from './memory.ts';
import { MikroOrmCoupons } from './repository.ts';

/** The coupons area's tables, and its stores in memory and in the database. */
export const couponsStores = areaStores<Pick<Persistence, 'coupons'>>({
  entities: [CouponRow],
  memory: (tables) => ({ coupons: new MemoryCoupons(tables) }),
  sql: ({ db }) => ({ coupons: new MikroOrmCoupons(db) }),
});
