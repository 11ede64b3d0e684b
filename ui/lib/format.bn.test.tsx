import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { bn } from '@/i18n/bn/index.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { LocaleProvider, useT } from './i18n/intl.tsx';
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
