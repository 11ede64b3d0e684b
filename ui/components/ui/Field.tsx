import { useId, type ReactNode } from 'react';

/** The ids a field's parts share, and what the control is described by: the caller's own, the hint, the error. */
export function useFieldIds(id: string | undefined, parts: { describedBy?: string; hint?: string; error?: string }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [parts.describedBy, parts.hint ? hintId : undefined, parts.error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The look of every text box and list: a red border when its value was refused. */
export const controlClass = (error: string | undefined) =>
  `rounded-lg border bg-white px-3 py-2 text-slate-900 focus:border-sky-600 disabled:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`;

/**
 * A field: its label, always visible and tied to the control, with a mark when an answer is required (the control
 * says so to screen readers itself); then the control; then the hint and the error, which the control is described by.
 */
export function Field({
  label,
  required,
  ids,
  hint,
  error,
  className = '',
  children,
}: {
  label: string;
  required?: boolean;
  ids: ReturnType<typeof useFieldIds>;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={ids.controlId} className="text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
