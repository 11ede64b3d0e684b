import { couponKey, type Coupon } from '../../../domain/coupons/coupon.ts';
import { isDomainError } from '../../../domain/shared/errors.ts';
import type { Coupons } from '../../../application/coupons/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { couponCodeTaken } from '../unique-rules.ts';
import { CouponRow } from './entity.ts';
import { couponToDomain, couponToRow } from './mapper.ts';

/** Codes are unique regardless of case through a unique index on code_key = couponKey(code). */
export class MikroOrmCoupons implements Coupons {
  constructor(private readonly db: Db) {}

  async add(coupon: Coupon): Promise<void> {
    try {
      await this.db.write((em) => em.insert(CouponRow, couponToRow(coupon)));
    } catch (error) {
      throw withCode(error, coupon);
    }
  }

  byCode(code: string): Promise<Coupon | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(CouponRow, { codeKey: couponKey(code) }, READ);
      return row ? couponToDomain(row) : undefined;
    });
  }

  list(filter?: { activeOnly: boolean }): Promise<Coupon[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(CouponRow, filter?.activeOnly ? { isActive: true } : {}, {
        ...READ,
        orderBy: { code: 'asc', id: 'asc' },
      });
      return rows.map(couponToDomain);
    });
  }

  setActive(code: string, isActive: boolean): Promise<boolean> {
    return this.db.write(
      async (em) =>
        (await em.nativeUpdate(CouponRow, { codeKey: couponKey(code), isActive: !isActive }, { isActive })) === 1,
    );
  }
}

const withCode = (error: unknown, coupon: Coupon): unknown =>
  isDomainError(error) && error.code === 'COUPON.DUPLICATE_CODE' ? couponCodeTaken(coupon.code) : error;
