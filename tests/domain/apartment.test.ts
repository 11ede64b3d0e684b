import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inRentRange, occupancy } from '../../domain/apartment.ts';

describe('inRentRange', () => {
  it.each([
    [12_000, {}, true],
    [12_000, { minRent: 12_000 }, true],
    [11_999, { minRent: 12_000 }, false],
    [15_000, { maxRent: 15_000 }, true],
    [15_001, { maxRent: 15_000 }, false],
    [13_000, { minRent: 12_000, maxRent: 15_000 }, true],
    [16_000, { minRent: 12_000, maxRent: 15_000 }, false],
  ])('rent %i in %j: %s', (rent, range, expected) => {
    expect(inRentRange(rent, range)).toBe(expected);
  });
});

describe('occupancy', () => {
  it('has no percentages for a building without rooms', () => {
    expect(occupancy(0, 0)).toEqual({ totalRooms: 0, availablePercentage: 0, rentedPercentage: 0 });
  });

  it('rounds to two decimals', () => {
    expect(occupancy(3, 1)).toEqual({ totalRooms: 3, rentedPercentage: 33.33, availablePercentage: 66.67 });
    expect(occupancy(24, 0)).toEqual({ totalRooms: 24, rentedPercentage: 0, availablePercentage: 100 });
    expect(occupancy(24, 24)).toEqual({ totalRooms: 24, rentedPercentage: 100, availablePercentage: 0 });
  });

  it('percentages add up to exactly 100 and have at most two decimals', () => {
    const building = fc
      .integer({ min: 1, max: 100_000 })
      .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total })));
    fc.assert(
      fc.property(building, ([total, rented]) => {
        const { availablePercentage, rentedPercentage } = occupancy(total, rented);
        expect(availablePercentage + rentedPercentage).toBe(100);
        for (const p of [availablePercentage, rentedPercentage]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(Math.round(p * 100) / 100).toBe(p);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
