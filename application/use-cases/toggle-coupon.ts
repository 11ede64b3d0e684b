import { toggle, type Coupon } from '../../domain/coupon.ts';
import { DomainError } from '../../domain/errors.ts';
import type { AuditLog, Clock, Coupons, IdGenerator, UnitOfWork } from '../ports.ts';

export class ToggleCoupon {
  constructor(
    private readonly coupons: Coupons,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  execute({ code, by }: { code: string; by: string }): Promise<Coupon> {
    return this.uow.run(async () => {
      const coupon = await this.coupons.byCode(code);
      if (!coupon) throw new DomainError('COUPON.NOT_FOUND', 'No coupon with that code');
      const toggled = toggle(coupon);
      await this.coupons.update(toggled);
      await this.audit.append({
        id: this.ids.next(),
        at: this.clock.now(),
        actor: by,
        action: 'coupon.toggle',
        subject: coupon.code,
        before: { isActive: coupon.isActive },
        after: { isActive: toggled.isActive },
      });
      return toggled;
    });
  }
}
