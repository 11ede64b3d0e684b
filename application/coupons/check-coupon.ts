import type { Coupon } from '../../domain/coupons/coupon.ts';
import type { Actor, BuildingCalendar } from '../shared/ports.ts';
import type { Coupons } from './ports.ts';
import type { Payments } from '../payments/ports.ts';
import { couponFor } from '../payments/payment-terms.ts';

/**
 * What a coupon is worth to the member now: an unknown or switched-off one answers as unknown, an expired one says
 * when it expired, a once-per-member one they used already says so.
 */
export class CheckCoupon {
  constructor(
    private readonly coupons: Coupons,
    private readonly payments: Payments,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute({ code, actor }: { code: string; actor: Pick<Actor, 'email'> }): Promise<Coupon> {
    const today = this.calendar.today();
    return (await couponFor(this.coupons, code, today, await this.payments.listFor(actor.email)))!;
  }
}
