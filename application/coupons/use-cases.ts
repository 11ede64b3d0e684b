import type { Wiring } from '../wiring.ts';
import { AddCoupon } from './add-coupon.ts';
import { CheckCoupon } from './check-coupon.ts';
import { ListCoupons } from './list-coupons.ts';
import { ToggleCoupon } from './toggle-coupon.ts';

/** The coupons area's use cases, wired from the ports and the shared helpers. */
export function couponsUseCases(w: Wiring) {
  const { r, s, audit } = w;
  const { coupons, payments, uow } = r;
  const { ids, calendar } = s;
  return {
    listCoupons: new ListCoupons(coupons, calendar),
    checkCoupon: new CheckCoupon(coupons, payments, calendar),
    addCoupon: new AddCoupon(coupons, uow, ids, audit, calendar),
    toggleCoupon: new ToggleCoupon(coupons, uow, audit),
  };
}
