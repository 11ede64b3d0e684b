import { isUsable, type Coupon } from '../../domain/coupons/coupon.ts';
import type { BuildingCalendar } from '../shared/ports.ts';
import type { Coupons } from './ports.ts';

/** All coupons for the admin, or only those anyone could use today for the home page. */
export class ListCoupons {
  constructor(
    private readonly coupons: Coupons,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute({ activeOnly }: { activeOnly: boolean }): Promise<Coupon[]> {
    if (!activeOnly) return this.coupons.list();
    const today = this.calendar.today();
    return (await this.coupons.list({ activeOnly: true })).filter((coupon) => isUsable(coupon, today));
  }
}
