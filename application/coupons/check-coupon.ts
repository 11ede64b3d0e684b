import type { Calendar } from '../../domain/agreements/agreement.ts';
import type { Coupon } from '../../domain/coupons/coupon.ts';
import { dayIn } from '../../domain/shared/month.ts';
import type { Actor, Clock } from '../shared/ports.ts';
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
    private readonly clock: Clock,
    private readonly calendar: Calendar,
  ) {}

  async execute({ code, actor }: { code: string; actor: Pick<Actor, 'email'> }): Promise<Coupon> {
    const today = dayIn(this.clock.now(), this.calendar.timeZone);
    return (await couponFor(this.coupons, code, today, await this.payments.listFor(actor.email)))!;
  }
}
