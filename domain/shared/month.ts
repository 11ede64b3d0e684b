import { DomainError } from './errors.ts';

/** The months' names in English, lower case, January first: what typed months are matched against. */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month as the product keeps it: "YYYY-MM". Keys compare as text in calendar order. */
export type MonthKey = string;

/**
 * The month a rent payment is for, as typed or picked ("2026-11", "November 2026", "nov 2026"),
 * turned into one canonical key "YYYY-MM" so that the same month never counts twice,
 * whatever its case or spelling.
 */
export function normalizeMonth(text: string): string {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const iso = /^(\d{4})-(\d{2})$/.exec(value);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), text);
  const named = /^([a-z]+) (\d{4})$/.exec(value);
  if (named) {
    const [, name, year] = named as unknown as [string, string, string];
    const index = name.length >= 3 ? MONTH_NAMES.findIndex((month) => month.startsWith(name)) : -1;
    return checked(Number(year), index + 1, text);
  }
  throw invalid(text);
}

function checked(year: number, month: number, text: string): string {
  if (year < 2000 || year > 2999 || month < 1 || month > 12) throw invalid(text);
  return `${year}-${String(month).padStart(2, '0')}`;
}

const invalid = (text: string) =>
  new DomainError('PAYMENT.INVALID_MONTH', `"${text.slice(0, 40)}" is not a month; use YYYY-MM, e.g. 2026-11`);

export const isSameMonth = (a: string, b: string): boolean => normalizeMonth(a) === normalizeMonth(b);

const parts = (key: MonthKey): [number, number] => [Number(key.slice(0, 4)), Number(key.slice(5, 7))];

/** The month `count` months after (or, negative, before) `key`. */
export function addMonths(key: MonthKey, count: number): MonthKey {
  const [year, month] = parts(key);
  const index = year * 12 + (month - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last`, both included; none when `last` comes first. */
export function monthsFrom(first: MonthKey, last: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** How every screen, message, receipt and file writes a month: "November 2026". */
export function formatMonth(key: MonthKey): string {
  const [year, month] = parts(key);
  const name = MONTH_NAMES[month - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}

/** The calendar day of an instant in a time zone, "YYYY-MM-DD": the building's today, not the server's. */
export function dayIn(at: Date, timeZone: string): string {
  return dayFormat(timeZone).format(at);
}

// A formatter is costly to make and the building has one time zone: one is made per zone and kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The month of an instant in a time zone. */
export const monthIn = (at: Date, timeZone: string): MonthKey => dayIn(at, timeZone).slice(0, 7);

const SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};
const ORDINAL = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** A day of the month as English writes it in a sentence: "5th", "21st", "22nd", "23rd". */
export const ordinalDay = (day: number): string => `${day}${ORDINAL_SUFFIX[ORDINAL.select(day)]}`;

/** A calendar day "YYYY-MM-DD" as people read it: "30 Nov 2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${SHORT_NAMES[month - 1]} ${year}`;
}
