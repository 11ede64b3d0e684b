import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponKey,
  isUsable,
  isValidDiscount,
  newCoupon,
  toggle,
  usableCoupon,
} from '../../../domain/coupons/coupon.ts';
import { dayIn } from '../../../domain/shared/month.ts';
import { aCoupon } from '../../support/builders.ts';

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

describe('a coupon’s expiry day, in the building’s calendar', () => {
  const DHAKA = 'Asia/Dhaka';
  const november = aCoupon().withCode('NOVEMBER').expiringOn('2026-11-30').build();
  const expired = { name: 'DomainError', code: 'COUPON.EXPIRED', message: 'This coupon expired on 30 Nov 2026' };

  it('still holds on its last day, up to 23:59 in Dhaka', () => {
    for (const at of ['2026-11-30T00:00:00+06:00', '2026-11-30T23:30:00+06:00', '2026-11-30T23:59:59+06:00']) {
      const today = dayIn(new Date(at), DHAKA);
      expect(isUsable(november, today), at).toBe(true);
      expect(usableCoupon(november, today, false)).toBe(november);
    }
  });

  it('is refused from midnight in Dhaka on the day after, though that is still its last day in UTC', () => {
    const today = dayIn(new Date('2026-11-30T18:00:00Z'), DHAKA);
    expect(today).toBe('2026-12-01');
    expect(isUsable(november, today)).toBe(false);
    expect(() => usableCoupon(november, today, false)).toThrow(expect.objectContaining(expired));
  });

  it('is refused across a year’s end too, and never while it has no expiry day', () => {
    const december = aCoupon().expiringOn('2026-12-31').build();
    expect(isUsable(december, '2026-12-31')).toBe(true);
    expect(isUsable(december, '2027-01-01')).toBe(false);
    expect(isUsable(aCoupon().build(), '2999-12-31')).toBe(true);
  });

  it('reads as unknown once switched off, expired or not, and as expired before as used', () => {
    const switchedOff = { code: 'COUPON.NOT_FOUND', message: 'Invalid coupon' };
    expect(() => usableCoupon(toggle(november), '2026-11-30', false)).toThrow(expect.objectContaining(switchedOff));
    expect(() => usableCoupon(toggle(november), '2026-12-01', false)).toThrow(expect.objectContaining(switchedOff));
    const once = { ...november, limit: 'once-per-member' as const };
    expect(() => usableCoupon(once, '2026-12-01', true)).toThrow(expect.objectContaining(expired));
    expect(() => usableCoupon(once, '2026-11-30', true)).toThrow(
      expect.objectContaining({ code: 'COUPON.ALREADY_USED' }),
    );
  });
});
