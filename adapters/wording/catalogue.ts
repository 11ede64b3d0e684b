import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../domain/shared/language.ts';
import { formatDay, formatMonth, type MonthKey } from '../../domain/shared/month.ts';
import { notices as englishNotices } from '../../ui/i18n/en/notices.ts';
import { notices as banglaNotices } from '../../ui/i18n/bn/notices.ts';
import { reports as englishReports } from '../../ui/i18n/en/reports.ts';
import { reports as banglaReports } from '../../ui/i18n/bn/reports.ts';
import { receipts as englishReceipts } from '../../ui/i18n/en/receipts.ts';
import { receipts as banglaReceipts } from '../../ui/i18n/bn/receipts.ts';
import { myAccount as englishAccount } from '../../ui/i18n/en/myAccount.ts';
import { myAccount as banglaAccount } from '../../ui/i18n/bn/myAccount.ts';
import { books as englishBooks } from '../../ui/i18n/en/books.ts';
import { books as banglaBooks } from '../../ui/i18n/bn/books.ts';
import { moveOut as englishMoveOut } from '../../ui/i18n/en/moveOut.ts';
import { moveOut as banglaMoveOut } from '../../ui/i18n/bn/moveOut.ts';

/**
 * The server's words, from the web app's own catalogues (ui/i18n): the same ICU messages, formatted by the same
 * FormatJS, so an email, a CSV file and a screen say a thing alike.
 */
const english = {
  ...englishNotices,
  ...englishReports,
  ...englishReceipts,
  ...englishAccount,
  ...englishBooks,
  ...englishMoveOut,
};
export type WordId = keyof typeof english;

const CATALOGUES: Readonly<Record<Language, Readonly<Record<WordId, string>>>> = {
  en: english,
  bn: {
    ...banglaNotices,
    ...banglaReports,
    ...banglaReceipts,
    ...banglaAccount,
    ...banglaBooks,
    ...banglaMoveOut,
  },
};

/**
 * What Intl formats numbers with, as in the web app: South Asian grouping in both languages (1,25,000), Bengali
 * digits in Bangla (১,২৫,০০০).
 */
const INTL_LOCALE: Readonly<Record<Language, string>> = { en: 'en-IN', bn: 'bn-BD' };

/** A number in the reader's digits, grouped the South Asian way (১,২৫,০০০ in Bangla). */
export const numberIn = (language: Language, value: number): string =>
  new Intl.NumberFormat(INTL_LOCALE[language]).format(value);

/** Taka as a document shows them: grouped the South Asian way, poisha to two places when there are any, the sign after. */
export function takaIn(language: Language, amount: number): string {
  const digits = Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `${new Intl.NumberFormat(INTL_LOCALE[language], digits).format(amount)} ৳`;
}

const compiled = new Map<string, IntlMessageFormat>();

/** A message's markup (`<b>…</b>`) kept as its plain words, for writing that has no markup. */
const PLAIN_TAG = (chunks: readonly unknown[]) => chunks.join('');

/** The catalogue's message `id` in `language`, with `values` in its places; its markup tags read as plain words. */
export function say(language: Language, id: WordId, values?: Record<string, string | number>): string {
  const key = `${language}\u0000${id}`;
  let message = compiled.get(key);
  if (!message) {
    message = new IntlMessageFormat(CATALOGUES[language][id], INTL_LOCALE[language]);
    compiled.set(key, message);
  }
  const said = message.format({ b: PLAIN_TAG, ...values });
  return Array.isArray(said) ? said.join('') : String(said);
}

const bnDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('bn-BD', { ...options, timeZone: 'UTC' });
const BN_MONTH = bnDate({ month: 'long', year: 'numeric' });
const BN_DAY = bnDate({ day: 'numeric', month: 'long', year: 'numeric' });
const BN_MONTH_LATIN_YEAR = bnDate({ month: 'long', year: 'numeric', numberingSystem: 'latn' });

/**
 * How a month and a day read in each language: in English as every screen writes them ("November 2026", "5 Dec
 * 2026"); in Bangla with Bangla month names and digits ("নভেম্বর ২০২৬", "৫ ডিসেম্বর, ২০২৬").
 */
export const CALENDAR: Readonly<Record<Language, { month(key: MonthKey): string; day(day: string): string }>> = {
  en: { month: formatMonth, day: formatDay },
  bn: {
    month: (key) => BN_MONTH.format(new Date(`${key}-15T00:00:00Z`)),
    day: (day) => BN_DAY.format(new Date(`${day}T12:00:00Z`)),
  },
};

/**
 * A month in a spreadsheet, whose year other programs read: in English as everywhere; in Bangla its Bangla name with
 * the year in Western digits ("নভেম্বর 2026").
 */
export const SHEET_MONTH: Readonly<Record<Language, (key: MonthKey) => string>> = {
  en: formatMonth,
  bn: (key) => BN_MONTH_LATIN_YEAR.format(new Date(`${key}-15T00:00:00Z`)),
};
