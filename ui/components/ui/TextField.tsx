import type { InputHTMLAttributes } from 'react';
import { controlClass, Field, useFieldIds } from './Field.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What is wrong with the value, shown under the field and read out with it; the field is marked invalid. */
  error?: string;
}

/** A labelled input: the label is always visible and tied to the input for screen readers. */
export function TextField({ label, className = '', id, error, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, { describedBy: rest['aria-describedby'], error });
  return (
    <Field label={label} required={rest.required} ids={ids} error={error} className={className}>
      <input
        id={ids.controlId}
        className={`${controlClass(error)} placeholder:text-slate-500`}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
