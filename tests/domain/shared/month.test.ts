import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/shared/errors.ts';
import {
  addMonths,
  dayIn,
  formatDay,
  ordinalDay,
  formatMonth,
  isSameMonth,
  monthIn,
  monthsFrom,
  normalizeMonth,
} from '../../../domain/shared/month.ts';

const NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const years = fc.integer({ min: 2000, max: 2999 });
const months = fc.integer({ min: 1, max: 12 });
const pad = (n: number) => String(n).padStart(2, '0');
/** Some whitespace, including none, the way people type around a month. */
const spaces = fc.array(fc.constantFrom(' ', '\t', '\u00a0'), { maxLength: 3 }).map((s) => s.join(''));
const gap = fc.array(fc.constantFrom(' ', '\t', '\u00a0'), { minLength: 1, maxLength: 3 }).map((s) => s.join(''));
/** Each character of the text in upper or lower case, chosen by fast-check. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

/** A month spelled any way the product accepts it, with the key it must give. */
const spelledMonth = fc
  .record({
    year: years,
    month: months,
    style: fc.constantFrom('iso', 'full', 'short'),
    before: spaces,
    after: spaces,
    between: gap,
  })
  .chain(({ year, month, style, before, after, between }) => {
    const key = `${year}-${pad(month)}`;
    const name = NAMES[month - 1]!;
    const word = style === 'short' ? name.slice(0, 3) : name;
    const text = style === 'iso' ? fc.constant(key) : anyCase(word).map((w) => `${w}${between}${year}`);
    return text.map((t) => ({ text: `${before}${t}${after}`, key }));
  });

const invalidMonth = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError && error.code === 'PAYMENT.INVALID_MONTH';
  }
  return false;
};

describe('normalizeMonth', () => {
  it.each(['2026-11', 'November 2026', 'NOV 2026', '  nov   2026 ', 'nOvEmBeR\t2026', 'novem 2026'])(
    'reads %j as 2026-11',
    (text) => {
      expect(normalizeMonth(text)).toBe('2026-11');
    },
  );

  it('gives the canonical key for any case, spacing and spelling of a month', () => {
    fc.assert(
      fc.property(spelledMonth, ({ text, key }) => {
        expect(normalizeMonth(text)).toBe(key);
      }),
    );
  });

  it('is idempotent on its output', () => {
    fc.assert(
      fc.property(spelledMonth, ({ text }) => {
        const once = normalizeMonth(text);
        expect(normalizeMonth(once)).toBe(once);
      }),
    );
  });

  it('either gives a YYYY-MM key or refuses with PAYMENT.INVALID_MONTH, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        let key: string | undefined;
        const refused = invalidMonth(() => (key = normalizeMonth(text)));
        expect(refused || /^2\d{3}-(0[1-9]|1[0-2])$/.test(key!)).toBe(true);
      }),
    );
  });

  it('refuses months and years out of range', () => {
    const outOfRange = fc.oneof(
      fc.record({ year: years, month: fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })) }),
      fc.record({
        year: fc.oneof(fc.integer({ min: 1000, max: 1999 }), fc.integer({ min: 3000, max: 9999 })),
        month: months,
      }),
    );
    fc.assert(
      fc.property(outOfRange, ({ year, month }) => {
        expect(invalidMonth(() => normalizeMonth(`${year}-${pad(month)}`))).toBe(true);
      }),
    );
  });

  it.each([
    '',
    '   ',
    '2026-1',
    '2026/11',
    '11-2026',
    '2026-11-05',
    'no 2026',
    'ma 2026',
    'novemberr 2026',
    'nov 26',
    'nov',
    'nov 1999',
    'smarch 2026',
    '2026 nov',
  ])('refuses %j with PAYMENT.INVALID_MONTH', (text) => {
    expect(invalidMonth(() => normalizeMonth(text))).toBe(true);
  });

  it('quotes at most 40 characters of what it refused', () => {
    const long = 'x'.repeat(100);
    expect(() => normalizeMonth(long)).toThrow(`"${'x'.repeat(40)}" is not a month`);
  });
});

describe('isSameMonth', () => {
  it('compares months whatever their spelling', () => {
    expect(isSameMonth('2026-11', 'nov 2026')).toBe(true);
    expect(isSameMonth('2026-11', 'December 2026')).toBe(false);
  });
});

describe('month arithmetic and wording', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
    expect(monthsFrom('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsFrom('2026-11', '2026-10')).toEqual([]);
  });

  it('writes months and days the way people read them', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
    expect(formatDay('2026-11-30')).toBe('30 Nov 2026');
    expect(formatDay('2027-01-05')).toBe('5 Jan 2027');
    expect([1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 28].map(ordinalDay)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
  });

  it("reads the day and month of an instant in the building's time zone", () => {
    const lateEvening = new Date('2026-11-30T19:30:00Z');
    expect(dayIn(lateEvening, 'Asia/Dhaka')).toBe('2026-12-01');
    expect(monthIn(lateEvening, 'Asia/Dhaka')).toBe('2026-12');
    expect(monthIn(lateEvening, 'UTC')).toBe('2026-11');
  });

  it('makes one date formatter per time zone, however often a day is read there', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Original;
    try {
      const zone = 'Asia/Kathmandu';
      const days = [0, 1, 2].map((d) => dayIn(new Date(Date.UTC(2026, 11, 31, 18, 14 + d)), zone));
      expect(days).toEqual(['2026-12-31', '2027-01-01', '2027-01-01']);
      expect(made).toBe(1);
      expect(dayIn(new Date(Date.UTC(2026, 11, 31, 18, 15)), 'Asia/Kolkata')).toBe('2026-12-31');
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('every month key steps forward and back to itself, and is written with its own year', () => {
    fc.assert(
      fc.property(years, months, fc.integer({ min: -500, max: 500 }), (year, month, step) => {
        const key = `${year}-${pad(month)}`;
        expect(addMonths(addMonths(key, step), -step)).toBe(key);
        expect(formatMonth(key)).toBe(`${NAMES[month - 1]} ${year}`);
      }),
    );
  });
});
