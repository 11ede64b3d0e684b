import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponKey, isValidDiscount, newCoupon, toggle } from '../../domain/coupon.ts';
import { aCoupon } from '../support/builders.ts';

describe('coupon discount', () => {
  it('accepts every whole percentage from 1 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (d) => {
        expect(isValidDiscount(d)).toBe(true);
      }),
    );
  });

  it.each([0, -5, 101, 10.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (d) => {
    expect(isValidDiscount(d)).toBe(false);
    expect(() => newCoupon('c1', 'SAVE', d, 'x')).toThrow(expect.objectContaining({ code: 'COUPON.INVALID_DISCOUNT' }));
  });
});

describe('newCoupon', () => {
  it('is active, with its code in the canonical case and the description trimmed', () => {
    expect(newCoupon('c1', '  save10 ', 10, ' Ten off  ')).toEqual({
      id: 'c1',
      code: 'SAVE10',
      description: 'Ten off',
      discountPercentage: 10,
      isActive: true,
      limit: 'once-per-member',
    });
  });
});

describe('couponKey', () => {
  it('makes codes that differ only in case or surrounding space the same key', () => {
    expect(couponKey('save10')).toBe(couponKey(' SAVE10 '));
    expect(couponKey('Save10')).toBe('SAVE10');
    expect(couponKey('SAVE10')).not.toBe(couponKey('SAVE11'));
  });
});

describe('toggle', () => {
  it('switches active and inactive, and back, leaving the rest alone', () => {
    const coupon = aCoupon().build();
    const off = toggle(coupon);
    expect(off).toEqual({ ...coupon, isActive: false });
    expect(toggle(off)).toEqual(coupon);
    expect(coupon.isActive).toBe(true);
  });
});
