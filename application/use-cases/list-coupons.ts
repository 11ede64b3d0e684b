import type { Coupon } from '../../domain/coupon.ts';
import type { Coupons } from '../ports.ts';

/** All coupons for the admin, or only the active ones for the home page. */
export class ListCoupons {
  constructor(private readonly coupons: Coupons) {}

  execute({ activeOnly }: { activeOnly: boolean }): Promise<Coupon[]> {
    return this.coupons.list({ activeOnly });
  }
}
