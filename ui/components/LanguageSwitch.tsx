import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales.ts';
import { useLocale, useT } from '@/lib/i18n/intl.tsx';

/**
 * Offers the other language, named in itself ("বাংলা" on English pages, "English" on Bangla ones) and marked with
 * its `lang`, so a screen reader says it in that language; the button's name starts with "Change language".
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const t = useT();
  const other: Locale = locale === 'en' ? 'bn' : 'en';
  return (
    <button
      type="button"
      onClick={() => void setLocale(other)}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-slate-100 ${className}`}
    >
      <span className="sr-only">{`${t('language.switch')}: `}</span>
      <span lang={other}>{LOCALE_NAMES[other]}</span>
    </button>
  );
}
