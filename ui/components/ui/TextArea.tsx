import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** What is wrong with the value, shown under the field and read out with it; the field is marked invalid. */
  error?: string;
}

/** TextField's multi-line sibling: same visible label, same look, same way of showing a problem. */
export function TextArea({ label, className = '', id, error, ...rest }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const describedBy = [rest['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
        {rest.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={inputId}
        className={`rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-sky-600 disabled:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
