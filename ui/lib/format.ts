import { translateNow, type Translate } from '@/lib/i18n/intl.tsx';

/** Dates as residents in Dhaka read them: "5 Nov 2026". Shown in the viewer's own time zone. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Date and time, for records where the order within a day matters (the audit log): "5 Nov 2026, 14:05". */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const UNITS = [
  { ms: 24 * 60 * 60 * 1000, id: 'common.duration.days' },
  { ms: 60 * 60 * 1000, id: 'common.duration.hours' },
  { ms: 60 * 1000, id: 'common.duration.minutes' },
] as const;

/**
 * A length of time as people say it, to the two largest units that are not zero: "2 days 4 hours", "3 hours",
 * "5 minutes"; under a minute is "less than a minute". In the reader's language when given their `t` (useT()).
 */
export function durationInWords(ms: number, t: Translate = translateNow): string {
  let left = Math.max(0, Math.floor(ms));
  const parts: string[] = [];
  for (const { ms: size, id } of UNITS) {
    const n = Math.floor(left / size);
    left -= n * size;
    if (n > 0 || parts.length > 0) parts.push(n === 0 ? '' : t(id, { count: n }));
    if (parts.length === 2) break;
  }
  const said = parts.filter(Boolean);
  return said.length === 0 ? t('common.duration.lessThanMinute') : said.join(' ');
}

/**
 * A day of the month as people say it: "1st", "2nd", "3rd", "4th", "11th", "21st", "22nd", "28th" in English,
 * "৫ তারিখ" in Bangla. In the reader's language when given their `t` (useT()).
 */
export const ordinal = (day: number, t: Translate = translateNow): string => t('common.ordinal', { day });
