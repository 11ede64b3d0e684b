import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { bn } from '@/i18n/bn/index.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { en } from '@/i18n/en/index.ts';
import { LocaleProvider, useFormat, useT } from './i18n/intl.tsx';
import { durationInWords, ordinal } from './format.ts';

afterEach(cleanup);

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

function Words() {
  const t = useT();
  return (
    <>
      <p>{durationInWords(2 * DAY + 4 * 60 * MINUTE, t)}</p>
      <p>{durationInWords(30 * 1000, t)}</p>
      <p>{ordinal(5, t)}</p>
      <Taka amount={125_000} />
    </>
  );
}

describe('durations, days of the month and taka in Bangla', () => {
  it('says them in Bangla words with Bengali digits, the amount grouped the South Asian way', () => {
    render(
      <LocaleProvider initial="bn" messages={bn}>
        <Words />
      </LocaleProvider>,
    );
    expect(screen.getByText('২ দিন ৪ ঘণ্টা')).toBeInTheDocument();
    expect(screen.getByText('এক মিনিটেরও কম')).toBeInTheDocument();
    expect(screen.getByText('৫ তারিখ')).toBeInTheDocument();
    expect(screen.getByText('১,২৫,০০০', { exact: false })).toHaveTextContent('১,২৫,০০০৳');
  });
});

const NOW = Date.parse('2026-11-26T10:00:00Z');

function Ago({ minutesAgo }: { minutesAgo: number }) {
  const format = useFormat();
  return <p>{format.ago(new Date(NOW - minutesAgo * MINUTE), NOW)}</p>;
}

describe('how long ago, in the inbox', () => {
  const agoIn = (locale: 'en' | 'bn', minutesAgo: number) => {
    render(
      <LocaleProvider initial={locale} messages={locale === 'bn' ? bn : en}>
        <Ago minutesAgo={minutesAgo} />
      </LocaleProvider>,
    );
    const text = screen.getByRole('paragraph').textContent;
    cleanup();
    return text;
  };

  it('counts minutes, hours and days for the last week, then gives the date', () => {
    expect(agoIn('en', 0.2)).toBe('now');
    expect(agoIn('en', 5)).toBe('5 minutes ago');
    expect(agoIn('en', 3 * 60)).toBe('3 hours ago');
    expect(agoIn('en', 26 * 60)).toBe('yesterday');
    expect(agoIn('en', 3 * 24 * 60)).toBe('3 days ago');
    expect(agoIn('en', 30 * 24 * 60)).toMatch(/^27 Oct 2026, \d\d:00$/);
  });

  it('says it in Bangla with Bengali digits', () => {
    expect(agoIn('bn', 3 * 60)).toBe('৩ ঘণ্টা আগে');
    expect(agoIn('bn', 26 * 60)).toBe('গতকাল');
    expect(agoIn('bn', 30 * 24 * 60)).toContain('২০২৬');
  });
});
