import { describe, expect, it } from 'vitest';
import {
  byName,
  editedSpace,
  minutesOf,
  newSpace,
  retiredSpace,
  SPACE_RULES,
  timeOf,
  type SpaceInput,
} from '../../../domain/common-spaces/space.ts';

const input: SpaceInput = {
  name: '  Rooftop ',
  opensAt: '08:00',
  closesAt: '22:00',
  slotMinutes: 120,
  aheadDays: 30,
  monthlyLimit: 2,
  needsApproval: false,
  fee: 1500,
};

const refusal = (field: keyof typeof SPACE_RULES) => ({
  code: 'VALIDATION.INVALID_INPUT',
  fields: { [field]: SPACE_RULES[field] },
});

describe('a common space', () => {
  it('keeps its name as typed, trimmed, and its fee in poisha, open and at version 1', () => {
    expect(newSpace('s-1', input)).toEqual({
      id: 's-1',
      name: 'Rooftop',
      opensAt: '08:00',
      closesAt: '22:00',
      slotMinutes: 120,
      aheadDays: 30,
      monthlyLimit: 2,
      needsApproval: false,
      fee: 150_000,
      retired: false,
      version: 1,
    });
  });

  it('may be free, and open until midnight', () => {
    expect(newSpace('s-1', { ...input, fee: 0, closesAt: '24:00' })).toMatchObject({ fee: 0, closesAt: '24:00' });
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(61) }],
    ['opensAt', { opensAt: '8am' }],
    ['opensAt', { opensAt: '24:00' }],
    ['slotMinutes', { slotMinutes: 45 }],
    ['closesAt', { closesAt: '25:00' }],
    ['closesAt', { closesAt: '09:00' }],
    ['closesAt', { opensAt: '21:00', closesAt: '22:00' }],
    ['aheadDays', { aheadDays: 0 }],
    ['aheadDays', { aheadDays: 91 }],
    ['aheadDays', { aheadDays: 1.5 }],
    ['monthlyLimit', { monthlyLimit: 0 }],
    ['monthlyLimit', { monthlyLimit: 32 }],
    ['fee', { fee: -1 }],
    ['fee', { fee: 100_001 }],
    ['fee', { fee: 10.001 }],
  ] as const)('refuses a bad %s, naming the field', (field, change) => {
    expect(() => newSpace('s-1', { ...input, ...change })).toThrow(expect.objectContaining(refusal(field)));
  });

  it('takes new terms with its version counted, and is retired once', () => {
    const space = newSpace('s-1', input);
    const edited = editedSpace(space, { ...input, name: 'Roof garden', needsApproval: true });
    expect(edited).toMatchObject({ name: 'Roof garden', needsApproval: true, version: 2 });
    const retired = retiredSpace(edited);
    expect(retired).toMatchObject({ retired: true, version: 3 });
    expect(() => retiredSpace(retired)).toThrow(expect.objectContaining({ code: 'SPACE.RETIRED' }));
    expect(() => editedSpace(retired, input)).toThrow(expect.objectContaining({ code: 'SPACE.RETIRED' }));
  });

  it('reads times as minutes and back', () => {
    expect(minutesOf('18:30')).toBe(1110);
    expect(minutesOf('18.30')).toBeUndefined();
    expect(timeOf(1110)).toBe('18:30');
    expect(timeOf(1440)).toBe('24:00');
  });

  it('lists open spaces first, then by name', () => {
    const a = newSpace('a', { ...input, name: 'Hall' });
    const b = newSpace('b', { ...input, name: 'Rooftop' });
    const c = retiredSpace(newSpace('c', { ...input, name: 'Attic' }));
    const d = newSpace('d', { ...input, name: 'Hall' });
    expect([c, b, d, a].sort(byName).map((s) => s.id)).toEqual(['a', 'd', 'b', 'c']);
  });
});
