import { DomainError } from '../shared/errors.ts';
import { formatDay } from '../shared/month.ts';

/** How often one member may use a coupon: for one month's rent only, or for every month. */
export type CouponLimit = 'once-per-member' | 'every-month';

export interface Coupon {
  readonly id: string;
  readonly code: string;
  readonly description: string;
  /** A whole percentage from 1 to 100. */
  readonly discountPercentage: number;
  readonly isActive: boolean;
  readonly limit: CouponLimit;
  /** The last day it can be used, "YYYY-MM-DD" in the building's calendar; none: it does not expire. */
  readonly expiresOn?: string;
}

/** Codes are unique regardless of case: "SAVE10" and "save10" are the same coupon. */
export const couponKey = (code: string): string => code.trim().toUpperCase();

export type CouponField = 'code' | 'discountPercentage' | 'description' | 'limit' | 'expiresOn';

/** Each rule in words a person reads, named by the field it is about. */
export const COUPON_RULES: Readonly<Record<CouponField, string>> = {
  code: 'Enter a code of up to 40 letters, digits, - or _, like WELCOME10',
  discountPercentage: 'Discount must be a whole percentage from 1 to 100',
  description: 'Enter a description of up to 300 characters',
  limit: 'Choose how often a member may use it',
  expiresOn: 'The expiry day must be a real date, like 31/12/2026',
};

/** Why an expiry day cannot be taken: it is before today in the building's calendar. */
export const expiryPassed = (day: string): string =>
  `The expiry date ${formatDay(day)} has passed; pick today or a later day`;

export const isValidDiscount = (percentage: number): boolean =>
  Number.isInteger(percentage) && percentage >= 1 && percentage <= 100;

export function newCoupon(
  id: string,
  code: string,
  discountPercentage: number,
  description: string,
  { limit = 'once-per-member', expiresOn }: { limit?: CouponLimit; expiresOn?: string } = {},
): Coupon {
  if (!isValidDiscount(discountPercentage)) {
    throw new DomainError('COUPON.INVALID_DISCOUNT', COUPON_RULES.discountPercentage, {
      discountPercentage: COUPON_RULES.discountPercentage,
    });
  }
  return {
    id,
    code: couponKey(code),
    description: description.trim(),
    discountPercentage,
    isActive: true,
    limit,
    ...(expiresOn !== undefined ? { expiresOn } : {}),
  };
}

export const toggle = (coupon: Coupon): Coupon => ({ ...coupon, isActive: !coupon.isActive });

/** Whether anyone could use the coupon on `today` (the building's "YYYY-MM-DD"): switched on and not expired. */
export const isUsable = (coupon: Coupon, today: string): boolean =>
  coupon.isActive && (coupon.expiresOn === undefined || today <= coupon.expiresOn);

/**
 * The coupon a member may apply now, or the reason they may not, in words they understand. An inactive coupon
 * reads exactly as an unknown one.
 */
export function usableCoupon(coupon: Coupon | undefined, today: string, usedByMember: boolean): Coupon {
  if (!coupon?.isActive) throw new DomainError('COUPON.NOT_FOUND', 'Invalid coupon');
  if (!isUsable(coupon, today)) {
    throw new DomainError('COUPON.EXPIRED', `This coupon expired on ${formatDay(coupon.expiresOn!)}`);
  }
  if (usedByMember && coupon.limit === 'once-per-member') {
    throw new DomainError('COUPON.ALREADY_USED', `You have already used ${coupon.code}`);
  }
  return coupon;
}
