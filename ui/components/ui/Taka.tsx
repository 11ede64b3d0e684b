import { useFormat } from '@/lib/i18n/intl.tsx';

/** The same in every language: a symbol, not a word. */
const TAKA_SIGN = '৳';

/**
 * An amount with the taka sign as suffix. Many systems (including the test machines) have no font with "৳",
 * which would show as a blank box, so the sign is drawn as an icon; the text "৳" stays for screen readers,
 * copy and paste, and text search. The figure is grouped the South Asian way (1,25,000), in Bengali digits in Bangla;
 * an amount with poisha shows both places (850.50).
 */
export function Taka({ amount }: { amount: number }) {
  const format = useFormat();
  return (
    <span className="whitespace-nowrap">
      {format.amount(amount)}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 24"
        className="ml-0.5 inline-block h-[0.95em] w-[0.8em] align-[-0.12em]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 5c1.2-2 4-2 4.5 1v11a4.5 4.5 0 009 0c0-2-1.5-3-3-3" />
        <path d="M2 9.5h10" />
      </svg>
      <span className="sr-only">{TAKA_SIGN}</span>
    </span>
  );
}
