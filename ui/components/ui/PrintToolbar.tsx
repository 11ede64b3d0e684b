import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

/**
 * The bar above a printable document (a receipt, a statement): the way back and a Print button, hidden in print, with
 * the A4 page the document is laid out for. The page size is set only while the document is on screen, so printing
 * any other page keeps the browser's defaults; the dashboard chrome hides itself in print (DashboardShell).
 */
export function PrintToolbar({
  back,
  label,
  page,
  fontSize,
  actions,
}: {
  back: ReactNode;
  /** What else the bar offers beside Print (a download). */
  actions?: ReactNode;
  label: string;
  /** The page's margins, as CSS writes them ("14mm 12mm"). */
  page: string;
  /** The text size the document prints at, when not the screen's. */
  fontSize?: string;
}) {
  const text = fontSize ? ` font-size: ${fontSize};` : '';
  return (
    <>
      <style>{`@page { size: A4; margin: ${page}; } @media print { html, body { background: #fff;${text} } }`}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <div className="flex flex-wrap items-start gap-3">
          {actions}
          <Button onClick={() => window.print()} className="min-h-11">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 9V3h12v6M6 18H4a1 1 0 01-1-1v-6a2 2 0 012-2h14a2 2 0 012 2v6a1 1 0 01-1 1h-2M6 14h12v7H6z" />
            </svg>
            {label}
          </Button>
        </div>
      </div>
    </>
  );
}
