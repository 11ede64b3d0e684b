import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  arrive,
  byLatest,
  cancel,
  checkRetentionDays,
  isPassCode,
  keptFrom,
  leave,
  matches,
  newPass,
  newWalkIn,
  normalizeCode,
  PASS_CODE_ALPHABET,
  VISITOR_RULES,
  type Visit,
} from '../../../domain/front-desk/visitors.ts';

const AT = new Date('2026-11-05T10:00:00Z');
const TODAY = '2026-11-05';
const pass = (overrides: Partial<Parameters<typeof newPass>[0]> = {}) =>
  newPass(
    {
      id: 'v-1',
      code: 'ACDEFG',
      date: TODAY,
      apartmentId: 'apt-a101',
      flat: 'A101',
      hostEmail: 'rahim@example.com',
      createdAt: AT,
      visitorName: ' Karim   Uddin ',
      phone: '+880 1712-345678',
      note: ' Bringing a cake ',
      ...overrides,
    },
    TODAY,
  );

describe('newPass', () => {
  it('tidies what the resident typed and starts expected', () => {
    expect(pass()).toMatchObject({
      kind: 'pass',
      code: 'ACDEFG',
      visitorName: 'Karim Uddin',
      phone: '01712345678',
      note: 'Bringing a cake',
      status: 'expected',
      createdBy: 'rahim@example.com',
      arrivedAt: null,
      leftAt: null,
    });
    expect(pass({ note: undefined! }).note).toBe('');
  });

  it('takes today up to 30 days ahead, nothing before or after, nor a day that does not exist', () => {
    expect(pass({ date: addDays(TODAY, 30) }).date).toBe('2026-12-05');
    for (const date of ['2026-11-04', '2026-12-06', '2026-02-30', '2026-13-01', 'tomorrow']) {
      expect(() => pass({ date }), date).toThrow(expect.objectContaining({ fields: { date: VISITOR_RULES.date } }));
    }
  });

  it('refuses a short or long name, a phone that is not a Bangladeshi mobile and a long note, all at once', () => {
    expect(() => pass({ visitorName: 'K', phone: '12345', note: 'x'.repeat(201) })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION.INVALID_INPUT',
        fields: { visitorName: VISITOR_RULES.visitorName, phone: VISITOR_RULES.phone, note: VISITOR_RULES.note },
      }),
    );
    expect(() => pass({ visitorName: 'x'.repeat(61) })).toThrow(
      expect.objectContaining({ fields: { visitorName: VISITOR_RULES.visitorName } }),
    );
  });
});

describe('newWalkIn', () => {
  it('is a visitor let in now, today, without a code', () => {
    const walkIn = newWalkIn(
      {
        id: 'w-1',
        apartmentId: 'apt-a101',
        flat: 'A101',
        hostEmail: null,
        by: 'guard@example.com',
        at: AT,
        visitorName: 'Courier',
        phone: '01812345678',
      },
      TODAY,
    );
    expect(walkIn).toMatchObject({ kind: 'walk-in', code: null, date: TODAY, status: 'arrived', arrivedAt: AT });
  });
});

describe('arrive, leave and cancel', () => {
  const expected = pass();
  it('lets in only an expected pass of today, then lets the visitor leave once', () => {
    const arrived = arrive(expected, TODAY, AT);
    expect(arrived).toMatchObject({ status: 'arrived', arrivedAt: AT });
    expect(() => arrive(arrived, TODAY, AT)).toThrow(expect.objectContaining({ code: 'VISITOR.ALREADY_USED' }));
    const left = leave(arrived, AT);
    expect(left).toMatchObject({ status: 'left', leftAt: AT });
    expect(() => leave(left, AT)).toThrow(expect.objectContaining({ code: 'VISITOR.NOT_INSIDE' }));
    expect(() => leave(expected, AT)).toThrow(expect.objectContaining({ code: 'VISITOR.NOT_INSIDE' }));
  });

  it('refuses a pass of an earlier day (expired), of a later day, and a cancelled one', () => {
    expect(() => arrive(expected, '2026-11-06', AT)).toThrow(expect.objectContaining({ code: 'VISITOR.EXPIRED' }));
    expect(() => arrive(expected, '2026-11-04', AT)).toThrow(expect.objectContaining({ code: 'VISITOR.NOT_TODAY' }));
    const cancelled = cancel(expected, 'rahim@example.com');
    expect(cancelled.status).toBe('cancelled');
    expect(() => arrive(cancelled, TODAY, AT)).toThrow(expect.objectContaining({ code: 'VISITOR.CANCELLED' }));
  });

  it("lets only the pass's own resident cancel it, and only while unused", () => {
    expect(() => cancel(expected, 'karim@example.com')).toThrow(expect.objectContaining({ code: 'VISITOR.NOT_FOUND' }));
    const walkIn: Visit = { ...expected, kind: 'walk-in', code: null };
    expect(() => cancel(walkIn, 'rahim@example.com')).toThrow(expect.objectContaining({ code: 'VISITOR.NOT_FOUND' }));
    expect(() => cancel(arrive(expected, TODAY, AT), 'rahim@example.com')).toThrow(
      expect.objectContaining({ code: 'VISITOR.ALREADY_USED' }),
    );
  });
});

describe('codes', () => {
  it('reads a code however it was typed, and knows one of the alphabet', () => {
    expect(normalizeCode(' acd-e f g ')).toBe('ACDEFG');
    expect(isPassCode('ACDEFG')).toBe(true);
    expect(isPassCode('ACDEF')).toBe(false);
    expect(isPassCode('ACDEF0')).toBe(false);
  });

  it('has no character that reads as another', () => {
    for (const c of '0O1IL5S2Z8B') expect(PASS_CODE_ALPHABET).not.toContain(c);
  });
});

describe('days and retention', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    fc.assert(fc.property(fc.integer({ min: -4000, max: 4000 }), (n) => addDays(addDays(TODAY, n), -n) === TODAY));
  });

  it('keeps the days from today minus the setting', () => {
    expect(keptFrom(TODAY, 90)).toBe('2026-08-07');
  });

  it('takes 1 to 3650 whole days', () => {
    expect(checkRetentionDays(90)).toBe(90);
    for (const days of [0, 3651, 1.5]) {
      expect(() => checkRetentionDays(days)).toThrow(
        expect.objectContaining({ fields: { retentionDays: VISITOR_RULES.retentionDays } }),
      );
    }
  });
});

describe('matches', () => {
  const visit = pass();
  it('finds a visit by its code, part of the name, the flat or four digits of the phone; everything by nothing', () => {
    expect(matches(visit, '')).toBe(true);
    expect(matches(visit, 'acd efg')).toBe(true);
    expect(matches(visit, 'karim')).toBe(true);
    expect(matches(visit, 'a10')).toBe(true);
    expect(matches(visit, '5678')).toBe(true);
    expect(matches(visit, '567')).toBe(false);
    expect(matches(visit, 'nobody')).toBe(false);
    expect(matches({ ...visit, code: null }, 'ACDEFG')).toBe(false);
  });
});

describe('byLatest', () => {
  it('orders by day, then by the time written, then by id', () => {
    const a = pass({ id: 'a' });
    const b = pass({ id: 'b' });
    const later = pass({ id: 'c', createdAt: new Date('2026-11-05T11:00:00Z') });
    const tomorrow = pass({ id: 'd', date: '2026-11-06' });
    expect([b, a, later, tomorrow].sort(byLatest).map((v) => v.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});
