import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Opens a payment's printable receipt. Payments recorded before receipts existed have no number: `missing` shows instead. */
export function ReceiptLink({
  number,
  label,
  missing,
  children,
}: {
  number: number | null;
  label: string;
  missing: string;
  children: ReactNode;
}) {
  if (number === null) return <span className="text-slate-600">{missing}</span>;
  return (
    <Link
      to={`/dashboard/receipts/${number}`}
      aria-label={label}
      className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-sky-800 hover:bg-slate-100"
    >
      {children}
    </Link>
  );
}
