import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Keeps numbers lined up on the right. */
  numeric?: boolean;
  /** Long free text may wrap; everything else stays on one line and the table scrolls instead. */
  wrap?: boolean;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}

/**
 * A real table (headers and caption for screen readers) that scrolls sideways inside its card on a phone
 * instead of pushing the page wider; the scroll area is focusable so keyboard users can scroll it too. It is
 * `relative` so visually hidden text in off-screen cells stays inside it rather than widening the page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: Props<T>) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-3 py-3 align-bottom font-semibold text-slate-800 ${c.numeric ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((c) => (
                  <td key={c.header} className={`px-3 py-3 align-middle text-slate-800 ${c.numeric ? 'text-right tabular-nums' : ''} ${c.wrap ? 'min-w-44 wrap-anywhere' : 'whitespace-nowrap'}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
