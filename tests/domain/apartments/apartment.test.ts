import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APARTMENT_RULES,
  assertLettable,
  checkApartment,
  ImportRowError,
  inRentRange,
  isRetired,
  isValidRent,
  locationKey,
  MAX_FLOOR,
  MAX_RENT,
  newApartment,
  occupancy,
  rephotograph,
  reprice,
  retire,
  type ApartmentField,
} from '../../../domain/apartments/apartment.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

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

describe('a new flat', () => {
  const valid = { block: ' a ', floor: 3, number: 'a-301 ', rent: 12_000 };

  it('is stored with its block and number upper-case and trimmed, listed and without a retirement', () => {
    expect(newApartment('apt-1', valid, '')).toEqual({
      id: 'apt-1',
      image: '',
      block: 'A',
      floor: 3,
      number: 'A-301',
      rent: 12_000,
    });
  });

  it('names every broken rule by its field, in words a person reads', () => {
    const refused = () => newApartment('apt-1', { block: 'A B', floor: 2.5, number: '', rent: 0 }, '');
    expect(refused).toThrow(DomainError);
    try {
      refused();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
        message: 'Block must be 1 to 10 letters or digits, like A',
        fields: {
          block: 'Block must be 1 to 10 letters or digits, like A',
          floor: 'Floor must be a whole number from 0 (the ground floor) to 500',
          number: 'Apartment number must be 1 to 20 letters, digits, - or /, like A101',
          rent: 'Rent must be a whole number of taka from 1 to 10,000,000',
        },
      });
    }
  });

  it.each([
    ['floor', -1],
    ['floor', 501],
    ['floor', '3'],
    ['rent', 10_000_001],
    ['rent', 12_000.5],
    ['rent', '12000'],
    ['block', 'ABCDEFGHIJK'],
    ['block', 7],
    ['number', '-A1'],
    ['number', 101],
    ['number', 'A'.repeat(21)],
  ])('refuses %s %j', (field, value) => {
    expect(checkApartment({ ...valid, [field]: value }).problems).toEqual({
      [field]: APARTMENT_RULES[field as ApartmentField],
    });
  });

  it('takes every edge of the ranges', () => {
    for (const edge of [
      { floor: 0 },
      { floor: MAX_FLOOR },
      { rent: 1 },
      { rent: MAX_RENT },
      { block: 'B12' },
      { number: '12/B' },
    ]) {
      expect(checkApartment({ ...valid, ...edge }).problems).toEqual({});
    }
  });

  it('accepts any whole rent from 1 to the most and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string()), (rent) => {
        const ok = typeof rent === 'number' && Number.isInteger(rent) && rent >= 1 && rent <= MAX_RENT;
        expect(isValidRent(rent)).toBe(ok);
      }),
    );
  });
});

describe('changing and retiring a flat', () => {
  const flat = newApartment('apt-1', { block: 'A', floor: 1, number: 'A101', rent: 12_000 }, '/x.webp');
  const at = new Date('2026-11-05T10:00:00Z');
  const retired = retire(flat, { leased: false, pendingRequests: 0 }, at);

  it('re-prices and re-photographs a listed flat, and nothing else of it', () => {
    expect(reprice(flat, 15_000)).toEqual({ ...flat, rent: 15_000 });
    expect(rephotograph(flat, '/y.webp')).toEqual({ ...flat, image: '/y.webp' });
    expect(() => reprice(flat, 0)).toThrow(
      expect.objectContaining({ code: 'VALIDATION.INVALID_INPUT', fields: { rent: APARTMENT_RULES.rent } }),
    );
  });

  it('retires a flat nobody holds or has asked for, keeping everything else', () => {
    expect(retired).toEqual({ ...flat, retiredAt: at });
    expect(isRetired(retired)).toBe(true);
    expect(isRetired(flat)).toBe(false);
    expect(() => assertLettable(flat)).not.toThrow();
  });

  it('refuses to retire a let flat, or one somebody has asked for, saying what to do first', () => {
    expect(() => retire(flat, { leased: true, pendingRequests: 1 }, at)).toThrow(
      new DomainError(
        'APARTMENT.LEASED',
        'Block A, floor 1, A101 is let to a member: remove the member before retiring it',
      ),
    );
    expect(() => retire(flat, { leased: false, pendingRequests: 1 }, at)).toThrow(
      'Block A, floor 1, A101 has a request to rent it: accept or reject it before retiring it',
    );
    expect(() => retire(flat, { leased: false, pendingRequests: 2 }, at)).toThrow(
      'Block A, floor 1, A101 has 2 requests to rent it: accept or reject them before retiring it',
    );
  });

  it('a retired flat is never retired again, re-priced, re-photographed or let', () => {
    for (const attempt of [
      () => retire(retired, { leased: false, pendingRequests: 0 }, at),
      () => reprice(retired, 15_000),
      () => rephotograph(retired, '/y.webp'),
      () => assertLettable(retired),
    ]) {
      expect(attempt).toThrow(
        new DomainError('APARTMENT.RETIRED', 'Block A, floor 1, A101 is retired: it is no longer let'),
      );
    }
  });

  it('one location is one key, whatever else differs', () => {
    expect(locationKey(flat)).toBe(locationKey(reprice(flat, 1)));
    expect(locationKey(flat)).not.toBe(locationKey({ ...flat, floor: 2 }));
  });

  it('a bad spreadsheet row says its line', () => {
    expect(new ImportRowError(7, 'no rent')).toMatchObject({
      code: 'APARTMENT.IMPORT_INVALID',
      line: 7,
      message: 'Line 7: no rent',
    });
  });
});
