import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  fromTaka,
  percent,
  poisha,
  shareOf,
  subtract,
  sum,
  taka,
  toTaka,
  ZERO,
} from '../../../domain/shared/money.ts';

describe('Money', () => {
  it('keeps whole poisha and refuses a fraction of one', () => {
    expect(poisha(1_234_550)).toBe(1_234_550);
    expect(poisha(-5)).toBe(-5);
    expect(() => poisha(12.5)).toThrow('An amount in poisha must be a whole number, not 12.5');
    expect(() => poisha(Number.NaN)).toThrow(RangeError);
    expect(() => poisha(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('turns whole taka into poisha and refuses a fraction of a taka', () => {
    expect(taka(12_500)).toBe(1_250_000);
    expect(taka(0)).toBe(ZERO);
    expect(() => taka(12_500.5)).toThrow('An amount in whole taka must be a whole number, not 12500.5');
  });

  it('writes taka with decimals only at the edge, and reads them back exactly', () => {
    expect(toTaka(poisha(1_049_325))).toBe(10_493.25);
    expect(toTaka(taka(12_000))).toBe(12_000);
    expect(fromTaka(10_493.25)).toBe(1_049_325);
    expect(fromTaka(0.29)).toBe(29);
    expect(fromTaka(12_000)).toBe(1_200_000);
    expect(() => fromTaka(1.005)).toThrow(RangeError);
    expect(() => fromTaka(Number.NaN)).toThrow(RangeError);
  });

  it('adds, subtracts and sums exactly', () => {
    expect(add(poisha(10), poisha(20))).toBe(30);
    expect(subtract(taka(100), poisha(1))).toBe(9_999);
    expect(sum([taka(1), poisha(50), poisha(25)])).toBe(175);
    expect(sum([])).toBe(ZERO);
    expect(sum(new Set([poisha(1), poisha(2)]))).toBe(3);
  });

  it('takes a percentage to the nearest poisha, half up', () => {
    expect(percent(taka(12_345), 85)).toBe(1_049_325);
    expect(percent(taka(12_000), 0)).toBe(0);
    expect(percent(taka(12_000), 100)).toBe(1_200_000);
    expect(percent(poisha(5), 50)).toBe(3);
    expect(percent(poisha(3), 10)).toBe(0);
  });

  it('says what share of a whole a part is, in per cent with two decimals', () => {
    expect(shareOf(poisha(1), poisha(3))).toBe(33.33);
    expect(shareOf(taka(2), taka(3))).toBe(66.67);
    expect(shareOf(taka(5), taka(5))).toBe(100);
    expect(shareOf(ZERO, ZERO)).toBe(0);
  });

  it('orders amounts', () => {
    expect(compare(poisha(1), poisha(2))).toBeLessThan(0);
    expect(compare(taka(1), poisha(100))).toBe(0);
    expect(compare(taka(2), taka(1))).toBeGreaterThan(0);
    expect([taka(3), poisha(5), taka(1)].sort(compare)).toEqual([5, 100, 300]);
  });
});
