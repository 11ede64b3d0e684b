import type { Coupon } from '../../domain/coupon.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Coupons } from '../ports.ts';

/** Only an active coupon is worth anything; an inactive one answers exactly like an unknown one. */
export class CheckCoupon {
  constructor(private readonly coupons: Coupons) {}

  async execute({ code }: { code: string }): Promise<Coupon> {
    const coupon = await this.coupons.byCode(code);
    if (!coupon?.isActive) throw new DomainError('COUPON.NOT_FOUND', 'Invalid coupon');
    return coupon;
  }
}
