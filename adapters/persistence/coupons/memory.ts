import { couponKey, type Coupon } from '../../../domain/coupons/coupon.ts';
import type { Coupons } from '../../../application/coupons/ports.ts';
import { couponCodeTaken } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

export class MemoryCoupons implements Coupons {
  constructor(private readonly t: MemoryTables) {}

  async add(coupon: Coupon) {
    this.assertCodeFree(coupon);
    this.t.coupons.set(coupon.id, coupon);
  }

  async byCode(code: string) {
    const key = couponKey(code);
    return [...this.t.coupons.values()].find((c) => couponKey(c.code) === key);
  }

  async list(filter?: { activeOnly: boolean }) {
    return [...this.t.coupons.values()]
      .filter((c) => !filter?.activeOnly || c.isActive)
      .sort((a, b) => compareText(a.code, b.code) || compareText(a.id, b.id));
  }

  async setActive(code: string, isActive: boolean) {
    const coupon = await this.byCode(code);
    if (!coupon || coupon.isActive === isActive) return false;
    this.t.coupons.set(coupon.id, { ...coupon, isActive });
    return true;
  }

  private assertCodeFree(coupon: Coupon) {
    const key = couponKey(coupon.code);
    if ([...this.t.coupons.values()].some((c) => c.id !== coupon.id && couponKey(c.code) === key)) {
      throw couponCodeTaken(coupon.code);
    }
  }
}
