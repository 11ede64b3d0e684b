import { useId, useState } from 'react';
import type { LateFeeBody, LateFeeDto } from '@contract/late-fees';
import { isDomainError } from '@domain/shared/errors.ts';
import { lateFeeRule, type LateFeeBasis, type LateFeeRuleInput } from '@domain/late-fees/late-fee.ts';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ordinal } from '@/lib/format.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { typedTaka, typedWholeNumber } from '@/lib/typed-number.ts';
import type { LateFeeField } from '../api/late-fees.ts';

export type LateFeeFormErrors = Partial<Record<LateFeeField | 'form', string>>;

interface Props {
  settings: LateFeeDto;
  busy: boolean;
  /** What the server refused; the form adds what it finds wrong before sending. */
  errors: LateFeeFormErrors;
  onSubmit: (input: LateFeeBody) => void;
}

type Typed = { enabled: boolean; basis: LateFeeBasis } & Record<'graceDays' | 'amount' | 'percent' | 'cap', string>;

const asTyped = (s: LateFeeDto): Typed => ({
  enabled: s.enabled,
  basis: s.basis,
  graceDays: String(s.graceDays),
  amount: s.amount === null ? '' : String(s.amount),
  percent: s.percent === null ? '' : String(s.percent),
  cap: s.cap === null ? '' : String(s.cap),
});

/** The rule as typed, the way the server reads it: what does not read as a number is NaN, which the rules refuse. */
const asInput = (v: Typed): LateFeeRuleInput => ({
  enabled: v.enabled,
  graceDays: typedWholeNumber(v.graceDays) ?? Number.NaN,
  basis: v.basis,
  amount: v.basis === 'fixed' ? (typedTaka(v.amount) ?? Number.NaN) : null,
  percent: v.basis === 'percent' ? (typedTaka(v.percent) ?? Number.NaN) : null,
  cap: v.cap.trim() === '' ? null : (typedTaka(v.cap) ?? Number.NaN),
});

/** The fields with problems, in the order they are shown: the fee's own field is the basis's. */
const shownFields = (basis: LateFeeBasis): readonly LateFeeField[] => [
  'graceDays',
  basis === 'fixed' ? 'amount' : 'percent',
  'cap',
];

/**
 * The late-fee rule: on or off, the days of grace after the due day, a fixed fee or a percent of the unpaid rent, and
 * an optional cap. Each problem shows beside its field and in the summary at the top, which takes focus; while the
 * values are good, a sentence says what the rule does.
 */
export function LateFeeForm({ settings, busy, errors, onSubmit }: Props) {
  const [values, setValues] = useState(() => asTyped(settings));
  const [found, setFound] = useState<LateFeeFormErrors | null>(null);
  const id = useId();
  const t = useT();
  const format = useFormat();
  const shown = found ?? errors;
  const fieldId = (field: LateFeeField) => `${id}-${field}`;
  const problems = problemsOf(
    shownFields(values.basis).map((field) => ({ name: field, id: fieldId(field) })),
    shown,
  );
  const summary = useErrorSummary(problems);
  const money = (taka: number) => `৳${format.number(taka)}`;
  const change = (field: keyof Typed) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const check = (): { ok: LateFeeRuleInput } | { problems: LateFeeFormErrors } => {
    const input = asInput(values);
    try {
      lateFeeRule(input);
      return { ok: input };
    } catch (error) {
      if (!isDomainError(error) || !error.fields) throw error;
      const broken = Object.keys(error.fields) as (keyof typeof RULE_WORDS.lateFee)[];
      return {
        problems: Object.fromEntries(
          broken.map((field) => [field, sayRule(RULE_WORDS.lateFee[field], t, format.number)]),
        ),
      };
    }
  };

  const submit = () => {
    summary.sending();
    const checked = check();
    if ('problems' in checked) return setFound(checked.problems);
    setFound(null);
    onSubmit({ ...checked.ok, basis: values.basis, version: settings.version });
  };

  const preview = (() => {
    if (!values.enabled) return t('lateFees.previewOff');
    const checked = check();
    if (!('ok' in checked)) return null;
    const { graceDays, amount, percent, cap } = checked.ok;
    const late = graceDays + 1;
    const fee =
      amount !== null
        ? t('lateFees.previewFixed', { late, amount: money(amount) })
        : t('lateFees.previewPercent', { late, percent: `${format.number(percent!)}%` });
    return cap === null ? fee : `${fee} ${t('lateFees.previewCap', { cap: money(cap) })}`;
  })();

  const basisName = `${id}-basis`;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <h2 id={`${id}-title`} className="col-span-full text-lg font-semibold text-slate-900">
        {t('lateFees.formTitle')}
      </h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <div className="col-span-full flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50">
          <input
            type="checkbox"
            name="enabled"
            checked={values.enabled}
            disabled={busy}
            onChange={(e) => setValues((v) => ({ ...v, enabled: e.target.checked }))}
            aria-describedby={`${id}-enabled-hint`}
            className="h-5 w-5 shrink-0 accent-sky-700"
          />
          <span className="font-medium text-slate-900">{t('lateFees.enabled')}</span>
        </label>
        <p id={`${id}-enabled-hint`} className="text-sm text-slate-600">
          {t('lateFees.enabledHint')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <TextField
          id={fieldId('graceDays')}
          label={t('lateFees.graceDays')}
          name="graceDays"
          required
          inputMode="numeric"
          value={values.graceDays}
          onChange={change('graceDays')}
          disabled={busy}
          error={shown.graceDays}
          aria-describedby={`${id}-graceDays-hint`}
        />
        <p id={`${id}-graceDays-hint`} className="text-sm text-slate-600">
          {t('lateFees.graceDaysHint', { day: ordinal(settings.dueDay, t) })}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('lateFees.basis')}</legend>
        {(
          [
            ['fixed', 'lateFees.basisFixed', 'lateFees.basisFixedHint'],
            ['percent', 'lateFees.basisPercent', 'lateFees.basisPercentHint'],
          ] as const
        ).map(([basis, label, hint]) => (
          <div key={basis} className="flex items-start gap-2 text-sm">
            <input
              id={`${basisName}-${basis}`}
              type="radio"
              name={basisName}
              value={basis}
              checked={values.basis === basis}
              onChange={() => setValues((v) => ({ ...v, basis }))}
              aria-describedby={`${basisName}-${basis}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-sky-700"
            />
            <div>
              <label htmlFor={`${basisName}-${basis}`} className="font-medium text-slate-800">
                {t(label)}
              </label>
              <p id={`${basisName}-${basis}-hint`} className="text-slate-600">
                {t(hint)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {values.basis === 'fixed' ? (
        <TextField
          id={fieldId('amount')}
          label={t('lateFees.amount')}
          name="amount"
          required
          inputMode="decimal"
          value={values.amount}
          onChange={change('amount')}
          disabled={busy}
          error={shown.amount}
        />
      ) : (
        <TextField
          id={fieldId('percent')}
          label={t('lateFees.percent')}
          name="percent"
          required
          inputMode="decimal"
          value={values.percent}
          onChange={change('percent')}
          disabled={busy}
          error={shown.percent}
        />
      )}
      <div className="flex flex-col gap-1">
        <TextField
          id={fieldId('cap')}
          label={t('lateFees.cap')}
          name="cap"
          inputMode="numeric"
          value={values.cap}
          onChange={change('cap')}
          disabled={busy}
          error={shown.cap}
          aria-describedby={`${id}-cap-hint`}
        />
        <p id={`${id}-cap-hint`} className="text-sm text-slate-600">
          {t('lateFees.capHint')}
        </p>
      </div>
      {preview && (
        <p className="col-span-full rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800" aria-live="polite">
          {preview}
        </p>
      )}
      <FormActions
        busy={busy}
        label={t('lateFees.save')}
        busyLabel={t('common.saving')}
        error={errors.form}
        className="col-span-full"
      />
    </form>
  );
}
