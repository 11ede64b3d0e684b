import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';

interface Props {
  minRent: string;
  maxRent: string;
  onSearch: (filter: { minRent: string; maxRent: string }) => void;
  /** Only flats nobody rents; it applies as soon as it is switched. */
  availableOnly: boolean;
  onAvailableOnly: (availableOnly: boolean) => void;
}

/** The range's own mistake, said at once beside the field instead of asking the server. */
const rangeProblem = (min: string, max: string, t: Translate, number: (n: number) => string): string | undefined =>
  min !== '' && max !== '' && Number(min) > Number(max)
    ? t('apartments.rangeProblem', { min: number(Number(min)) })
    : undefined;

/** Min/Max Rent apply only when Search is pressed (Search applies the filters and returns to page 1). */
export function ApartmentFilters({ minRent, maxRent, onSearch, availableOnly, onAvailableOnly }: Props) {
  const [min, setMin] = useState(minRent);
  const [max, setMax] = useState(maxRent);
  const t = useT();
  const format = useFormat();
  const problem = rangeProblem(min, max, t, format.number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      // Back to the field that needs changing, whose message says how.
      ((event.currentTarget as HTMLFormElement).elements.namedItem('maxRent') as HTMLInputElement | null)?.focus();
      return;
    }
    onSearch({ minRent: min, maxRent: max });
  };
  return (
    <form
      role="search"
      aria-label={t('apartments.filter')}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <TextField
        label={t('apartments.minRent')}
        type="number"
        inputMode="numeric"
        min={0}
        name="minRent"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        className="sm:flex-1"
      />
      <TextField
        label={t('apartments.maxRent')}
        type="number"
        inputMode="numeric"
        min={0}
        name="maxRent"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        className="sm:flex-1"
        error={problem}
      />
      <label className="flex min-h-11 items-center gap-2 text-slate-800 sm:self-end sm:pb-2.5">
        <input
          type="checkbox"
          name="availableOnly"
          checked={availableOnly}
          onChange={(e) => onAvailableOnly(e.target.checked)}
          className="h-5 w-5 shrink-0 accent-sky-700"
        />
        {t('apartments.availableOnly')}
      </label>
      <Button type="submit" className="sm:w-32">
        {t('apartments.search')}
      </Button>
    </form>
  );
}
