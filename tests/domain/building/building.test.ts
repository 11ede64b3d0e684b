import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDING_RULES,
  changedFields,
  checkBuilding,
  reviseBuilding,
  type Building,
  type SavedBuilding,
} from '../../../domain/building/building.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

const valid: Building = {
  name: 'Lakeview Residency',
  address: 'House 12, Road 5, Gulshan 1, Dhaka 1212',
  latitude: 23.7806,
  longitude: 90.4193,
  phone: '+880 2-9881234',
  email: 'office@lakeview.example',
  emergencyPhone: '01711-000000',
};
const saved: SavedBuilding = { ...valid, version: 3 };

describe('building details', () => {
  it('accepts a real building, tidying spaces and the email case', () => {
    const { details, problems } = checkBuilding({
      ...valid,
      name: '  Lakeview   Residency ',
      email: 'Office@Lakeview.Example',
    });
    expect(problems).toEqual({});
    expect(details).toEqual(valid);
  });

  it('names every broken rule by its field', () => {
    const { problems } = checkBuilding({
      name: ' ',
      address: 'x'.repeat(201),
      latitude: 91,
      longitude: Number.NaN,
      phone: '12-34',
      email: 'office@',
      emergencyPhone: 'call Karim',
    });
    expect(problems).toEqual(BUILDING_RULES);
  });

  it('refuses a name that is not text', () => {
    expect(checkBuilding({ ...valid, name: 42 }).problems).toEqual({ name: BUILDING_RULES.name });
  });

  it('refuses coordinates that are not numbers and phones with too many digits', () => {
    const { problems } = checkBuilding({
      ...valid,
      latitude: '23.8' as unknown as number,
      longitude: undefined,
      phone: '+1 234 567 890 123 456 789 01',
    });
    expect(Object.keys(problems).sort()).toEqual(['latitude', 'longitude', 'phone']);
  });

  it('accepts every coordinate on the globe and none beyond', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          expect(checkBuilding({ ...valid, latitude, longitude }).problems).toEqual({});
        },
      ),
    );
    fc.assert(
      fc.property(fc.double({ min: 90.000001, max: 1e9, noNaN: true }), (beyond) => {
        expect(Object.keys(checkBuilding({ ...valid, latitude: -beyond, longitude: beyond * 2 }).problems)).toEqual([
          'latitude',
          'longitude',
        ]);
      }),
    );
  });

  it('a revision is the next version, or refused with every problem by field', () => {
    expect(reviseBuilding(saved, { ...valid, address: 'Road 7, Banani, Dhaka' })).toEqual({
      ...valid,
      address: 'Road 7, Banani, Dhaka',
      version: 4,
    });
    const refused = (() => {
      try {
        reviseBuilding(saved, { ...valid, latitude: 200, email: 'nobody' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      message: BUILDING_RULES.latitude,
      fields: { latitude: BUILDING_RULES.latitude, email: BUILDING_RULES.email },
    });
  });

  it('tells which fields a revision changed', () => {
    expect(changedFields(valid, valid)).toEqual([]);
    expect(changedFields(valid, { ...valid, name: 'Lakeview Towers', emergencyPhone: '999' })).toEqual([
      'name',
      'emergencyPhone',
    ]);
  });
});
