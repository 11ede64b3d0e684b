import type { Calendar } from '../../domain/agreements/agreement.ts';
import { isUsable, type Coupon } from '../../domain/coupons/coupon.ts';
import { dayIn } from '../../domain/shared/month.ts';
import type { Clock } from '../shared/ports.ts';
import type { Coupons } from './ports.ts';

/** All coupons for the admin, or only those anyone could use today for the home page. */
export class ListCoupons {
  constructor(
    private readonly coupons: Coupons,
    private readonly clock: Clock,
    private readonly calendar: Calendar,
  ) {}

  async execute({ activeOnly }: { activeOnly: boolean }): Promise<Coupon[]> {
    if (!activeOnly) return this.coupons.list();
    const today = dayIn(this.clock.now(), this.calendar.timeZone);
    return (await this.coupons.list({ activeOnly: true })).filter((coupon) => isUsable(coupon, today));
  }
}
