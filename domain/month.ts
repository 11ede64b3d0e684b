import { DomainError } from './errors.ts';

const MONTH_NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

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
