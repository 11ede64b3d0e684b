import { DomainError } from './errors.ts';

export interface Coupon {
  readonly id: string;
  readonly code: string;
  readonly description: string;
  /** A whole percentage from 1 to 100. */
  readonly discountPercentage: number;
  readonly isActive: boolean;
}

/** Codes are unique regardless of case: "SAVE10" and "save10" are the same coupon. */
export const couponKey = (code: string): string => code.trim().toUpperCase();

export const isValidDiscount = (percentage: number): boolean =>
  Number.isInteger(percentage) && percentage >= 1 && percentage <= 100;

export function newCoupon(id: string, code: string, discountPercentage: number, description: string): Coupon {
  if (!isValidDiscount(discountPercentage)) {
    throw new DomainError('COUPON.INVALID_DISCOUNT', 'Discount must be a whole percentage from 1 to 100');
  }
  return { id, code: couponKey(code), description: description.trim(), discountPercentage, isActive: true };
}

export const toggle = (coupon: Coupon): Coupon => ({ ...coupon, isActive: !coupon.isActive });
