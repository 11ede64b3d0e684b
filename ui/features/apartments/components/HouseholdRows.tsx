import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

/** A household member as typed; `key` keeps a row's inputs its own when an earlier row is removed. */
export interface Row {
  readonly key: number;
  readonly name: string;
  readonly relation: string;
  readonly age: string;
}

type Part = 'name' | 'relation' | 'age';

interface Props {
  rows: readonly Row[];
  busy: boolean;
  /** Problems by key: `household` for the list, `household.<row>.<part>` for a row's field. */
  errors: Readonly<Record<string, string>>;
  fieldId: (key: string) => string;
  max: number;
  onChange: (row: number, part: Part, value: string) => void;
  /** Adds an empty row; answers its place, whose name field then takes focus. */
  onAdd: () => number;
  onRemove: (row: number) => void;
}

/**
 * Who will live in the flat besides the applicant: a row each (name, relation, age), added and removed one at a time.
 * A new row's name takes focus; removing a row gives focus back to the Add button, so the keyboard never loses its place.
 */
export function HouseholdRows({ rows, busy, errors, fieldId, max, onChange, onAdd, onRemove }: Props) {
  const t = useT();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const full = rows.length >= max;
  const hintId = fieldId('household-hint');
  return (
    <fieldset className="col-span-full flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-base font-semibold text-slate-900">{t('tenant.householdSection')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('tenant.householdHint', { max })}
      </p>
      {rows.length === 0 && <p className="text-sm text-slate-700">{t('tenant.householdEmpty')}</p>}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => {
          const key = (part: Part) => `household.${i}.${part}`;
          const n = i + 1;
          return (
            <li key={row.key}>
              <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[2fr_1.5fr_6rem_auto] sm:items-start">
                <legend className="px-1 text-sm font-medium text-slate-700">{t('tenant.memberRow', { n })}</legend>
                <TextField
                  id={fieldId(key('name'))}
                  label={t('tenant.memberName')}
                  required
                  value={row.name}
                  disabled={busy}
                  onChange={(e) => onChange(i, 'name', e.target.value)}
                  error={errors[key('name')]}
                />
                <TextField
                  id={fieldId(key('relation'))}
                  label={t('tenant.memberRelation')}
                  required
                  value={row.relation}
                  disabled={busy}
                  onChange={(e) => onChange(i, 'relation', e.target.value)}
                  error={errors[key('relation')]}
                />
                <TextField
                  id={fieldId(key('age'))}
                  label={t('tenant.memberAge')}
                  required
                  inputMode="numeric"
                  value={row.age}
                  disabled={busy}
                  onChange={(e) => onChange(i, 'age', e.target.value)}
                  error={errors[key('age')]}
                />
                <Button
                  variant="secondary"
                  className="min-h-11 sm:mt-6"
                  disabled={busy}
                  aria-label={t('tenant.removeMember', { n })}
                  onClick={() => {
                    focusNext.current = fieldId('add-member');
                    onRemove(i);
                  }}
                >
                  <span aria-hidden="true">&times;</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col items-start gap-1">
        <Button
          id={fieldId('add-member')}
          variant="secondary"
          className="min-h-11"
          disabled={busy || full}
          aria-describedby={errors.household ? `${fieldId('add-member')}-error` : undefined}
          onClick={() => {
            focusNext.current = fieldId(`household.${onAdd()}.name`);
          }}
        >
          {t('tenant.addMember')}
        </Button>
        {full && <p className="text-sm text-slate-600">{t('tenant.householdFull')}</p>}
        {errors.household && (
          <p id={`${fieldId('add-member')}-error`} className="text-sm font-medium text-red-700">
            {errors.household}
          </p>
        )}
      </div>
    </fieldset>
  );
}
