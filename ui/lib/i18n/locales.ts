/** The languages the web app speaks, and which one a visitor gets. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Each language as it calls itself: what the switch offers. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', bn: 'বাংলা' };

/**
 * What Intl formats numbers and dates with: South Asian grouping in both (1,25,000), and Bengali digits and month
 * names in Bangla (১,২৫,০০০; নভেম্বর ২০২৬).
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-IN', bn: 'bn-BD' };

const STORAGE_KEY = 'lakeview.locale';

/** The language chosen on this browser before, if any (a guest's choice lives only here). */
export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

/** A first visit follows the browser: Bangla when the browser lists it before English (or without English). */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'bn') return 'bn';
    if (language === 'en') return 'en';
  }
  return 'en';
}

export const initialLocale = (): Locale =>
  storedLocale() ?? browserLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
