/**
 * The words of the web app in the reader's language: every string a person sees comes from a catalogue (ui/i18n/en,
 * ui/i18n/bn) by its id, formatted by FormatJS (ICU plurals, numbers and dates through Intl). A language's words come
 * in two parts: the public part (the public pages' and the frame's) with the first page, and the rest (the signed-in
 * screens', the server's refusals) with the code that says it (`withSignedInWords`). English's public part is built
 * in and is what a screen speaks with no provider above it; Bangla is its own chunks, loaded when chosen.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { MessageId, Messages } from '@/i18n/en/index.ts';
import { publicWords as englishPublicWords } from '@/i18n/en/public.ts';
import { INTL_LOCALE, LOCALES, rememberLocale, type Locale } from './locales.ts';

const cache = createIntlCache();

const intlFor = (locale: Locale, messages: Messages): IntlShape =>
  createIntl({ locale: INTL_LOCALE[locale], defaultLocale: 'en-IN', messages }, cache);

type Words = Readonly<Record<string, string>>;

const PUBLIC_PART: Readonly<Record<Locale, () => Promise<Words>>> = {
  en: async () => englishPublicWords,
  bn: async () => (await import('@/i18n/bn/public.ts')).publicWords,
};
const SIGNED_IN_PART: Readonly<Record<Locale, () => Promise<Words>>> = {
  en: async () => (await import('@/i18n/en/signed-in.ts')).signedInWords,
  bn: async () => (await import('@/i18n/bn/signed-in.ts')).signedInWords,
};

/**
 * Each language's catalogue as far as it has loaded: one object per language, which the signed-in part is merged
 * into when it arrives, so every `IntlShape` made from it (FormatJS reads the catalogue as it formats) speaks the
 * words loaded since. Typed whole: a screen names only ids its part holds by the time it draws.
 */
const englishWords = { ...englishPublicWords } as Messages;
const catalogues = new Map<Locale, Promise<Messages>>([['en', Promise.resolve(englishWords)]]);
/** The languages whose signed-in part is merged into their catalogue, or on its way. */
const merged = new Map<Locale, Promise<void>>();
/** Whether the signed-in screens' words are wanted: from then on, every language loads them too. */
let signedIn = false;

/** What `map` holds for `key`, made the first time it is asked for; a load that failed is tried again next time. */
function once<T>(map: Map<Locale, Promise<T>>, key: Locale, make: () => Promise<T>): Promise<T> {
  let loading = map.get(key);
  if (!loading) {
    loading = make();
    map.set(key, loading);
    loading.catch(() => map.delete(key));
  }
  return loading;
}

/** The catalogue of a language, with every part wanted so far: each part fetched and merged once. */
export async function messagesFor(locale: Locale): Promise<Messages> {
  const messages = await once(catalogues, locale, async () => ({ ...(await PUBLIC_PART[locale]()) }) as Messages);
  if (signedIn) await once(merged, locale, async () => void Object.assign(messages, await SIGNED_IN_PART[locale]()));
  return messages;
}

/** The rest of the words (./signed-in.ts) in the language read now, and in any chosen after. */
export async function loadSignedInWords(): Promise<void> {
  signedIn = true;
  await messagesFor(localeNow());
}

/**
 * Code that says words the first page does without, loaded together with them, so it never speaks before its words
 * are there: `lazy(withSignedInWords(() => import(path)))`.
 */
export const withSignedInWords =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadSignedInWords()]))[0];

interface LocaleState {
  locale: Locale;
  intl: IntlShape;
  /** Switches the whole app (loading the catalogue first), remembers the choice, and says it to `onChange`. */
  setLocale(locale: Locale): Promise<void>;
}

const english = intlFor('en', englishWords);
const LocaleContext = createContext<LocaleState>({
  locale: 'en',
  intl: english,
  setLocale: async () => undefined,
});

/** The document says its language, for screen readers, hyphenation and the Bangla font (index.css). */
function markDocument(locale: Locale) {
  document.documentElement.lang = locale;
}

export function LocaleProvider({
  initial,
  messages,
  onChange,
  children,
}: {
  initial: Locale;
  /** The initial language's catalogue, loaded before the first render so no page flashes in the other language. */
  messages: Messages;
  onChange?: (locale: Locale) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    current = intlFor(initial, messages);
    return { locale: initial, intl: current };
  });
  // Before the browser paints: the page never shows one language's words under the other's `lang`.
  useLayoutEffect(() => markDocument(state.locale), [state.locale]);
  // Gone (a story or a test that read in another language): words made outside React are English again.
  useEffect(
    () => () => {
      current = english;
      markDocument('en');
    },
    [],
  );
  const setLocale = useCallback(
    async (locale: Locale) => {
      const next = intlFor(locale, await messagesFor(locale));
      current = next;
      rememberLocale(locale);
      setState({ locale, intl: next });
      onChange?.(locale);
    },
    [onChange],
  );
  const value = useMemo(() => ({ ...state, setLocale }), [state, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** The app's language right now, for words made outside a component (a request's failure); English until chosen. */
let current: IntlShape = english;

/** Back to English outside React, as a page starts before its language is read (tests start each file there). */
export const forgetLocale = (): void => {
  current = english;
};

const translatorOf = (intl: () => IntlShape) =>
  ((id: MessageId, values?: RichValues): ReactNode =>
    intl().formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1])) as Translate;

/**
 * Words in the app's current language, outside React: the default of helpers that build sentences (a component
 * passes its own `useT()`), and the fallback messages of failed requests.
 */
export const translateNow = translatorOf(() => current);

/** The app's language right now, outside React: English until another is chosen. */
export const localeNow = (): Locale => LOCALES.find((locale) => INTL_LOCALE[locale] === current.locale) ?? 'en';

/** A number in the app's language right now, outside React: 5,000 / ৫,০০০. */
export const numberNow = (n: number): string => current.formatNumber(n);

type PlainValues = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** What the translator is: plain values give a string; elements or tag functions give nodes. */
export interface Translate {
  (id: MessageId, values?: PlainValues): string;
  (id: MessageId, values: RichValues): ReactNode;
}

/**
 * The translator: `t('nav.home')`, `t('rent.monthsUnpaid', { count: 2 })`. Values may be React elements or tag
 * functions (`{ b: (chunks) => <b>{chunks}</b> }`), which makes the answer a list of nodes rather than a string.
 */
export function useT() {
  const { intl } = useLocale();
  return useCallback(
    ((id: MessageId, values?: RichValues): ReactNode =>
      intl.formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1])) as Translate,
    [intl],
  );
}

/** A moment to the minute: "24 Nov 2026, 09:05" / "২৪ নভে, ২০২৬, ০৯:০৫". */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Numbers, taka, dates and months in the reader's language, through Intl. */
export function useFormat() {
  const { intl } = useLocale();
  return useMemo(
    () => ({
      number: (n: number) => intl.formatNumber(n),
      /** Taka: whole taka as they are (14,500), poisha always to two places (850.50, never 850.5). */
      amount: (n: number) =>
        Number.isInteger(n)
          ? intl.formatNumber(n)
          : intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      /** A year, never grouped: 2025 / ২০২৫. */
      year: (n: number) => intl.formatNumber(n, { useGrouping: false }),
      date: (iso: string | Date) => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' }),
      dateTime: (iso: string | Date) => intl.formatDate(iso, DATE_TIME),
      /**
       * A building's day ("2026-11-03") as "3 Nov 2026" / "৩ নভে, ২০২৬": the day itself, whatever the reader's time
       * zone (read at noon UTC, it is the same date everywhere).
       */
      day: (day: string) =>
        intl.formatDate(new Date(`${day}T12:00:00Z`), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      /** "November 2026" / "নভেম্বর ২০২৬" from "2026-11". */
      month: (key: string) =>
        intl.formatDate(new Date(`${key}-15T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      /**
       * How long ago, for the last week ("3 hours ago", "yesterday" / "৩ ঘণ্টা আগে", "গতকাল"); older moments read as
       * their date and time, since "5 weeks ago" makes a reader count.
       */
      ago: (iso: string | Date, now: number = Date.now()) => {
        const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
        const past = Math.abs(seconds);
        const relative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
          intl.formatRelativeTime(value, unit, { numeric: 'auto' });
        if (past < 45) return relative(0, 'second');
        if (past < 3600) return relative(Math.round(seconds / 60), 'minute');
        if (past < 86_400) return relative(Math.round(seconds / 3600), 'hour');
        if (past < 7 * 86_400) return relative(Math.round(seconds / 86_400), 'day');
        return intl.formatDate(iso, DATE_TIME);
      },
    }),
    [intl],
  );
}
