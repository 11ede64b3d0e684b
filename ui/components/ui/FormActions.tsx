import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { ResultMessage } from './ResultMessage.tsx';

/**
 * A form's last row: its submit button (saying what it is doing while the form is sent, and not pressable then), any
 * other buttons, and why the server refused the form, read out as soon as it appears. One column on a phone, one row
 * from the small breakpoint.
 */
export function FormActions({
  busy,
  label,
  busyLabel,
  error,
  className = '',
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The refusal that names no field, if any. */
  error?: string;
  className?: string;
  /** Buttons after the submit button (Cancel, say). */
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-2 sm:flex-row sm:items-center ${className}`}>
      <Button type="submit" disabled={busy} className="min-h-11">
        {busy ? busyLabel : label}
      </Button>
      {children}
      {error && <ResultMessage ok={false}>{error}</ResultMessage>}
    </div>
  );
}
