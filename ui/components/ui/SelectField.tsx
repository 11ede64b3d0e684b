import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first choice with the value "" ("All", "Choose a category"): the field's empty answer, named in words. */
  empty?: string;
  /** A line under the field that helps to choose, read out with it. */
  hint?: string;
  /** What is wrong with the choice, shown under the field and read out with it; the field is marked invalid. */
  error?: string;
  /** Classes for the field's box (its width, its place in a row). */
  className?: string;
}

/**
 * A labelled choice from a list, the list's twin of TextField: the label always visible and tied to the select, a
 * required mark beside it, and the hint or the error under it, read out with it.
 */
export function SelectField({ label, options, empty, hint, error, className = '', id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy =
    [rest['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
        {rest.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={selectId}
        className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:border-sky-600 disabled:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
