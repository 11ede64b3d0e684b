import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Keeps numbers lined up on the right. */
  numeric?: boolean;
  /**
   * Long free text may wrap, between words where it can and inside a long word (an email) where it must, so the
   * table fits its width; everything else stays on one line.
   */
  wrap?: boolean;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
  /** Rows under the body (a total), as <tr> elements; shown only when there are rows. */
  foot?: ReactNode;
  /**
   * On a phone, each row becomes a card of "header: value" lines instead of a table to scroll sideways (the default:
   * nobody should have to scroll a record sideways to read it). Off only for a table whose screen shows its own phone
   * layout instead.
   */
  stackOnPhone?: boolean;
  /**
   * The row the reader came for (a notification's link names it): marked `aria-current` and tinted, with the id
   * `row-<key>` to scroll to.
   */
  current?: string | null;
}

/** The phone layout of `stackOnPhone`: rows as blocks, each cell labelled with its column's header. */
const STACK = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  foot: 'max-sm:block',
  row: 'max-sm:block max-sm:px-1 max-sm:py-2',
  cell: 'max-sm:flex max-sm:items-center max-sm:whitespace-normal max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
};

/**
 * A real table (headers and caption for screen readers). On a phone its rows stack into labelled cards; a table that
 * does not stack scrolls sideways inside its card instead of pushing the page wider, and the scroll area is focusable
 * so keyboard users can scroll it too. It is `relative` so visually hidden text in off-screen cells stays inside it
 * rather than widening the page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty, foot, stackOnPhone = true, current }: Props<T>) {
  const stack = (part: keyof typeof STACK) => (stackOnPhone ? STACK[part] : '');
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={`min-w-full divide-y divide-slate-200 text-left text-sm ${stack('table')}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-100 ${stack('head')}`}>
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-3 py-3 align-bottom font-semibold text-slate-800 ${c.numeric ? 'text-right' : ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${stack('body')}`}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                id={`row-${rowKey(row)}`}
                aria-current={current === rowKey(row) ? 'true' : undefined}
                className={`${current === rowKey(row) ? 'bg-amber-50 outline-2 -outline-offset-2 outline-amber-500' : 'hover:bg-slate-50'} ${stack('row')}`}
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    data-label={stackOnPhone ? c.header : undefined}
                    className={`px-3 py-3 align-middle text-slate-800 ${c.numeric ? 'text-right tabular-nums' : ''} ${c.wrap ? 'min-w-44 wrap-anywhere' : 'whitespace-nowrap'} ${stack('cell')}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {foot && rows.length > 0 && (
          <tfoot className={`border-t-2 border-slate-300 bg-slate-50 ${stack('foot')}`}>{foot}</tfoot>
        )}
      </table>
    </div>
  );
}
