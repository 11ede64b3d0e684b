import { newCoupon, type Coupon } from '../../domain/coupon.ts';
import type { AuditLog, Clock, Coupons, IdGenerator, UnitOfWork } from '../ports.ts';

export class AddCoupon {
  constructor(
    private readonly coupons: Coupons,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { code: string; discountPercentage: number; description: string; by: string }): Promise<Coupon> {
    const coupon = newCoupon(this.ids.next(), input.code, input.discountPercentage, input.description);
    return this.uow.run(async () => {
      await this.coupons.add(coupon);
      await this.audit.append({
        id: this.ids.next(),
        at: this.clock.now(),
        actor: input.by,
        action: 'coupon.add',
        subject: coupon.code,
        after: { discountPercentage: coupon.discountPercentage, isActive: coupon.isActive },
      });
      return coupon;
    });
  }
}
