import { expiryPassed, newCoupon, type Coupon, type CouponLimit } from '../../domain/coupons/coupon.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { BuildingCalendar, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Coupons } from './ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';

export interface AddCouponInput {
  readonly code: string;
  readonly discountPercentage: number;
  readonly description: string;
  /** Once per member unless said otherwise. */
  readonly limit?: CouponLimit;
  /** The last day it can be used, "YYYY-MM-DD"; not before today. */
  readonly expiresOn?: string;
  readonly by: string;
}

export class AddCoupon {
  constructor(
    private readonly coupons: Coupons,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly audit: AuditTrail,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: AddCouponInput): Promise<Coupon> {
    const today = this.calendar.today();
    if (input.expiresOn !== undefined && input.expiresOn < today) {
      const problem = expiryPassed(input.expiresOn);
      throw new DomainError('VALIDATION.INVALID_INPUT', problem, { expiresOn: problem });
    }
    const coupon = newCoupon(this.ids.next(), input.code, input.discountPercentage, input.description, {
      ...(input.limit ? { limit: input.limit } : {}),
      ...(input.expiresOn ? { expiresOn: input.expiresOn } : {}),
    });
    return this.uow.run(async () => {
      await this.coupons.add(coupon);
      await this.audit.record({
        actor: input.by,
        action: 'coupon.add',
        subject: coupon.code,
        label: coupon.code,
        after: {
          discountPercentage: coupon.discountPercentage,
          isActive: coupon.isActive,
          limit: coupon.limit,
          expiresOn: coupon.expiresOn ?? null,
        },
      });
      return coupon;
    });
  }
}
