import type { SelectHTMLAttributes } from 'react';
import { controlClass, Field, useFieldIds } from './Field.tsx';

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
}

/** TextField's twin for a choice from a list: the same label, look, hint and way of showing a problem. */
export function SelectField({ label, options, empty, hint, error, className = '', id, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id, { describedBy: rest['aria-describedby'], hint, error });
  return (
    <Field label={label} required={rest.required} ids={ids} hint={hint} error={error} className={className}>
      <select
        id={ids.controlId}
        className={`min-h-11 w-full ${controlClass(error)}`}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={ids.describedBy}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
