import { toggle, type Coupon } from '../../domain/coupons/coupon.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Coupons } from './ports.ts';
import type { UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';

export class ToggleCoupon {
  constructor(
    private readonly coupons: Coupons,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  execute({ code, by }: { code: string; by: string }): Promise<Coupon> {
    return this.uow.run(async () => {
      const coupon = await this.coupons.byCode(code);
      if (!coupon) throw new DomainError('COUPON.NOT_FOUND', 'No coupon with that code');
      const toggled = toggle(coupon);
      // Conditional on the state the admin saw: of two switches at once, one wins and the other is told.
      if (!(await this.coupons.setActive(coupon.code, toggled.isActive))) {
        throw new DomainError('COUPON.CHANGED', 'Someone else switched this coupon just now. Refresh the list.');
      }
      await this.audit.record({
        actor: by,
        action: 'coupon.toggle',
        subject: coupon.code,
        label: coupon.code,
        before: { isActive: coupon.isActive },
        after: { isActive: toggled.isActive },
      });
      return toggled;
    });
  }
}
