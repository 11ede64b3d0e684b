import { useId } from 'react';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

interface Props {
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * One to five stars as a group of real radio buttons, drawn as stars: arrow keys move between them, Space picks, and
 * a screen reader says "3 stars, 3 of 5".
 */
export function StarRating({ value, onChange, disabled = false, error }: Props) {
  const t = useT();
  const format = useFormat();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('maintenance.rating.legend')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => {
          const lit = value !== null && n <= value;
          return (
            <label
              key={n}
              className="relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-400"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                disabled={disabled}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('maintenance.stars', { count: n })}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`h-8 w-8 ${lit ? 'fill-amber-500 stroke-amber-700' : 'fill-white stroke-slate-500'}`}
                strokeWidth={1.5}
              >
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          );
        })}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {value === null
          ? t('maintenance.rating.none')
          : t('maintenance.rating.chosen', { count: format.number(value) })}
      </p>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
