import type { Coupon } from '../../domain/coupons/coupon.ts';

export interface Coupons {
  /** Throws COUPON.DUPLICATE_CODE when the code exists in any case. */
  add(coupon: Coupon): Promise<void>;
  byCode(code: string): Promise<Coupon | undefined>;
  list(filter?: { activeOnly: boolean }): Promise<Coupon[]>;
  /** Switches the coupon on or off only if it is not so already; false when it was (someone else switched it). */
  setActive(code: string, isActive: boolean): Promise<boolean>;
}
