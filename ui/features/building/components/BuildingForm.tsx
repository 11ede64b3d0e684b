import { useId, useState } from 'react';
import type { BuildingDto } from '@contract/building';
import type { BuildingField } from '@domain/building/building.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import type { BuildingInput } from '../api/building.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';

export type BuildingFormErrors = Partial<Record<BuildingField | 'form', string>>;

interface Props {
  building: BuildingDto;
  busy: boolean;
  errors: BuildingFormErrors;
  onSubmit: (input: BuildingInput) => void;
}

/** Each field with the message ids of its label and hint. */
const FIELDS: readonly {
  field: BuildingField;
  label: MessageId;
  hint?: MessageId;
  inputMode?: 'decimal' | 'tel' | 'email';
}[] = [
  { field: 'name', label: 'building.field.name' },
  { field: 'address', label: 'building.field.address' },
  { field: 'latitude', label: 'building.field.latitude', hint: 'building.hint.latitude', inputMode: 'decimal' },
  { field: 'longitude', label: 'building.field.longitude', hint: 'building.hint.longitude', inputMode: 'decimal' },
  { field: 'phone', label: 'building.field.phone', inputMode: 'tel' },
  { field: 'email', label: 'building.field.email', inputMode: 'email' },
  {
    field: 'emergencyPhone',
    label: 'building.field.emergencyPhone',
    hint: 'building.hint.emergencyPhone',
    inputMode: 'tel',
  },
];

/** A number written as one (digits, an optional sign and decimal point), or null: the server then names the rule. */
const decimal = (text: string): number | null => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

const asText = (b: BuildingDto): Record<BuildingField, string> => ({
  name: b.name,
  address: b.address,
  latitude: String(b.latitude),
  longitude: String(b.longitude),
  phone: b.phone,
  email: b.email,
  emergencyPhone: b.emergencyPhone,
});

/**
 * Every detail residents see of the building; the server checks each rule and answers under the field, and in the
 * summary at the top, which takes focus.
 */
export function BuildingForm({ building, busy, errors, onSubmit }: Props) {
  const [values, setValues] = useState(() => asText(building));
  const id = useId();
  const t = useT();
  const problems = problemsOf(
    FIELDS.map(({ field }) => ({ name: field, id: `${id}-${field}` })),
    errors,
  );
  const summary = useErrorSummary(problems);

  const submit = () => {
    summary.sending();
    onSubmit({
      ...values,
      latitude: decimal(values.latitude),
      longitude: decimal(values.longitude),
      version: building.version,
    });
  };

  return (
    <form
      noValidate
      aria-label={t('building.form')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <ErrorSummary ref={summary.ref} problems={problems} />
      {FIELDS.map(({ field, label, hint, inputMode }) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          className={field === 'name' || field === 'address' ? 'sm:col-span-2' : ''}
          label={t(label)}
          name={field}
          required
          inputMode={inputMode}
          type={field === 'email' ? 'email' : 'text'}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          disabled={busy}
          error={errors[field]}
          placeholder={hint && t(hint)}
          aria-describedby={hint ? `${id}-${field}-hint` : undefined}
        />
      ))}
      <p className="sr-only">
        {FIELDS.filter((f) => f.hint).map((f) => (
          <span key={f.field} id={`${id}-${f.field}-hint`}>
            {f.hint && t(f.hint)}
          </span>
        ))}
      </p>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? t('common.saving') : t('building.save')}
        </Button>
        {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
      </div>
    </form>
  );
}
