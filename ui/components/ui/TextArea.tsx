import type { TextareaHTMLAttributes } from 'react';
import { controlClass, Field, useFieldIds } from './Field.tsx';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** What is wrong with the value, shown under the field and read out with it; the field is marked invalid. */
  error?: string;
}

/** TextField's multi-line sibling: same visible label, same look, same way of showing a problem. */
export function TextArea({ label, className = '', id, error, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, { describedBy: rest['aria-describedby'], error });
  return (
    <Field label={label} required={rest.required} ids={ids} error={error} className={className}>
      <textarea
        id={ids.controlId}
        className={`${controlClass(error)} placeholder:text-slate-500`}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
