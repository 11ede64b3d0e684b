import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { SpaceBody, SpaceDto } from '@contract/common-spaces';
import { SLOT_LENGTHS } from '@domain/common-spaces/space.ts';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useSaveSpace } from '../api/common-spaces.ts';
import { messageOf, useClock } from './parts.tsx';

type Field = 'name' | 'opensAt' | 'closesAt' | 'slotMinutes' | 'aheadDays' | 'monthlyLimit' | 'fee';
const FIELDS: readonly Field[] = ['name', 'opensAt', 'closesAt', 'slotMinutes', 'aheadDays', 'monthlyLimit', 'fee'];

/** Every half hour of the day, "00:00" to "23:30"; closing may also be "24:00" (midnight). */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

interface Values {
  name: string;
  opensAt: string;
  closesAt: string;
  slotMinutes: string;
  aheadDays: string;
  monthlyLimit: string;
  fee: string;
  needsApproval: boolean;
}

const valuesOf = (s?: SpaceDto): Values => ({
  name: s?.name ?? '',
  opensAt: s?.opensAt ?? '08:00',
  closesAt: s?.closesAt ?? '22:00',
  slotMinutes: String(s?.slotMinutes ?? 120),
  aheadDays: String(s?.aheadDays ?? 30),
  monthlyLimit: String(s?.monthlyLimit ?? 2),
  fee: String(s?.fee ?? 0),
  needsApproval: s?.needsApproval ?? false,
});

/** Typed digits as a number; anything else as NaN, which the server refuses beside its field. */
const numberOf = (text: string): number => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

/** The admin's form for a new space, or for a space's new terms (with `space`). */
export function SpaceForm({ space, onDone }: { space?: SpaceDto; onDone?: () => void }) {
  const t = useT();
  const clock = useClock();
  const save = useSaveSpace();
  const [values, setValues] = useState<Values>(valuesOf(space));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = space ? `space-${space.id}` : 'space-new';
  const idOf = (field: Field) => `${prefix}-${field}`;
  const problems = problemsOf(
    FIELDS.map((name) => ({ name, id: idOf(name) })),
    errors,
  );
  const summary = useErrorSummary(problems);
  const set = (field: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    summary.sending();
    const body: SpaceBody = {
      name: values.name,
      opensAt: values.opensAt,
      closesAt: values.closesAt,
      slotMinutes: Number(values.slotMinutes),
      aheadDays: numberOf(values.aheadDays),
      monthlyLimit: numberOf(values.monthlyLimit),
      needsApproval: values.needsApproval,
      fee: numberOf(values.fee),
    };
    save.mutate(
      { ...(space ? { spaceId: space.id } : {}), body: space ? { ...body, version: space.version } : body },
      {
        onSuccess: (saved) => {
          summary.sent();
          toast.success(t(space ? 'spaces.saved' : 'spaces.added', { name: saved.name }));
          if (!space) setValues(valuesOf());
          onDone?.();
        },
        onError: (e) => {
          const fields = fieldErrorsOf<Field>(e);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(messageOf(e, t('spaces.saveFailed')));
        },
      },
    );
  };

  const times = (withMidnight: boolean) =>
    [...HALF_HOURS, ...(withMidnight ? ['24:00'] : [])].map((time) => ({ value: time, label: clock(time) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <ErrorSummary problems={problems} ref={summary.ref} />
      <TextField
        id={idOf('name')}
        label={t('spaces.field.name')}
        value={values.name}
        maxLength={60}
        required
        autoComplete="off"
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
        className="sm:col-span-2"
      />
      <SelectField
        id={idOf('opensAt')}
        label={t('spaces.field.opensAt')}
        options={times(false)}
        value={values.opensAt}
        error={errors.opensAt}
        onChange={(e) => set('opensAt')(e.target.value)}
      />
      <SelectField
        id={idOf('closesAt')}
        label={t('spaces.field.closesAt')}
        options={times(true)}
        value={values.closesAt}
        error={errors.closesAt}
        onChange={(e) => set('closesAt')(e.target.value)}
      />
      <SelectField
        id={idOf('slotMinutes')}
        label={t('spaces.field.slotMinutes')}
        options={SLOT_LENGTHS.map((m) => ({ value: String(m), label: t('spaces.minutes', { minutes: m }) }))}
        value={values.slotMinutes}
        error={errors.slotMinutes}
        onChange={(e) => set('slotMinutes')(e.target.value)}
      />
      <TextField
        id={idOf('aheadDays')}
        label={t('spaces.field.aheadDays')}
        inputMode="numeric"
        value={values.aheadDays}
        error={errors.aheadDays}
        onChange={(e) => set('aheadDays')(e.target.value)}
      />
      <TextField
        id={idOf('monthlyLimit')}
        label={t('spaces.field.monthlyLimit')}
        inputMode="numeric"
        value={values.monthlyLimit}
        error={errors.monthlyLimit}
        onChange={(e) => set('monthlyLimit')(e.target.value)}
      />
      <TextField
        id={idOf('fee')}
        label={t('spaces.field.fee')}
        inputMode="decimal"
        value={values.fee}
        error={errors.fee}
        onChange={(e) => set('fee')(e.target.value)}
      />
      <label className="flex min-h-11 items-center gap-2 text-slate-900 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={values.needsApproval}
          onChange={(e) => set('needsApproval')(e.target.checked)}
        />
        {t('spaces.field.needsApproval')}
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          {save.isPending ? t('spaces.saving') : t('spaces.save')}
        </Button>
        {onDone && space && (
          <Button variant="secondary" className="min-h-11" onClick={onDone}>
            {t('spaces.cancelEdit')}
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2">
          {failure}
        </p>
      )}
    </form>
  );
}
