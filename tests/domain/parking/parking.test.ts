import { describe, expect, it } from 'vitest';
import {
  assignSpace,
  byLabel,
  newParkingSpace,
  parkingLabel,
  spaceOf,
  unassignSpace,
  type ParkingSpace,
} from '../../../domain/parking/parking.ts';

const free = (id: string, label: string): ParkingSpace => ({ id, label });
const held = (id: string, label: string, memberEmail: string): ParkingSpace => ({ id, label, memberEmail });

describe('newParkingSpace', () => {
  it('is free, with its label trimmed and in capitals', () => {
    expect(newParkingSpace('s1', '  p-01 ')).toEqual({ id: 's1', label: 'P-01' });
    expect(parkingLabel(' b2-7 ')).toBe('B2-7');
  });

  it.each(['P', 'P-01', 'A1B2C3D4E5F6'])('takes %s', (label) => {
    expect(newParkingSpace('s1', label).label).toBe(label);
  });

  it.each(['', '   ', '-P01', 'P01-', 'P 01', 'P_01', 'A1B2C3D4E5F6G', 'পি-০১'])('refuses %j', (label) => {
    expect(() => newParkingSpace('s1', label)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION.INVALID_INPUT',
        fields: { label: 'Enter a label of up to 12 letters, digits or -, like P-01' },
      }),
    );
  });
});

describe('assignSpace', () => {
  const spaces = [free('s1', 'P-01'), held('s2', 'P-02', 'rahim@example.com'), free('s3', 'P-03')];

  it('puts the member on a free space, by their email in lower case', () => {
    expect(assignSpace(spaces, 's1', ' Karim@Example.com ')).toEqual(held('s1', 'P-01', 'karim@example.com'));
  });

  it('changes nothing when the member already holds that space', () => {
    expect(assignSpace(spaces, 's2', 'RAHIM@example.com')).toBe(spaces[1]);
  });

  it('refuses a space held by another member', () => {
    expect(() => assignSpace(spaces, 's2', 'karim@example.com')).toThrow(
      expect.objectContaining({ code: 'PARKING.SPACE_TAKEN', message: 'P-02 is already assigned to another member' }),
    );
  });

  it('refuses a member who already has another space', () => {
    expect(() => assignSpace(spaces, 's3', 'rahim@example.com')).toThrow(
      expect.objectContaining({ code: 'PARKING.MEMBER_HAS_SPACE', message: 'This member already has P-02' }),
    );
  });

  it('refuses a space that does not exist', () => {
    expect(() => assignSpace(spaces, 'nope', 'karim@example.com')).toThrow(
      expect.objectContaining({ code: 'PARKING.NOT_FOUND' }),
    );
  });
});

describe('unassignSpace and spaceOf', () => {
  it('frees the space, keeping its label', () => {
    expect(unassignSpace(held('s2', 'P-02', 'rahim@example.com'))).toEqual(free('s2', 'P-02'));
  });

  it('finds the space a member holds, whatever the case of the email, or none', () => {
    const spaces = [free('s1', 'P-01'), held('s2', 'P-02', 'rahim@example.com')];
    expect(spaceOf(spaces, 'Rahim@Example.com')).toEqual(spaces[1]);
    expect(spaceOf(spaces, 'karim@example.com')).toBeUndefined();
  });
});

describe('byLabel', () => {
  it('orders labels as people read them, numbers by value, then by id', () => {
    const spaces = [free('b', 'P-10'), free('c', 'P-2'), free('a', 'B-1'), free('a2', 'P-2')];
    expect([...spaces].sort(byLabel).map((s) => `${s.label}/${s.id}`)).toEqual(['B-1/a', 'P-2/a2', 'P-2/c', 'P-10/b']);
  });
});
