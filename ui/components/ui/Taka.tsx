/**
 * An amount with the taka sign as suffix. Many systems (including the test machines) have no font with "৳",
 * which would show as a blank box, so the sign is drawn as an icon; the text "৳" stays for screen readers,
 * copy and paste, and text search.
 */
export function Taka({ amount }: { amount: number }) {
  return (
    <span className="whitespace-nowrap">
      {amount.toLocaleString('en-US')}
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
      <span className="sr-only">৳</span>
    </span>
  );
}
