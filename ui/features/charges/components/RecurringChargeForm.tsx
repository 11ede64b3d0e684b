import { useId, useState, type FormEvent } from 'react';
import type { ChargeLeaseDto } from '@contract/charges';
import { ADDED_KINDS, type AddedKind } from '@domain/charges/charges.ts';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { typedTaka } from '@/lib/typed-number.ts';
import type { RecurringChargeInput } from '../api/charges.ts';
import { KIND_WORDS, monthsAround } from './charge-words.ts';

const FIELDS = ['name', 'kind', 'amount', 'fromMonth', 'untilMonth', 'leases'] as const;
type ChargeField = (typeof FIELDS)[number];
export type RecurringErrors = Partial<Record<ChargeField | 'form', string>>;

interface Props {
  /** Every lease; the running ones may be chosen. */
  leases: readonly ChargeLeaseDto[];
  currentMonth: string;
  busy: boolean;
  /** Resolves true when the charge was added (the form clears), or what is wrong with it. */
  onSubmit: (input: RecurringChargeInput) => Promise<true | RecurringErrors>;
}

const choice =
  'flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-sky-700';

/**
 * A charge billed every month: its name, kind and amount, its first month (and last, when it has one), and whether it
 * goes on every running lease or on the leases chosen. Every problem is named beside its field and in the summary.
 */
export function RecurringChargeForm({ leases, currentMonth, busy, onSubmit }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const running = leases.filter((l) => l.running);
  const months = monthsAround(currentMonth);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AddedKind | ''>('');
  const [amount, setAmount] = useState('');
  const [fromMonth, setFromMonth] = useState(currentMonth);
  const [untilMonth, setUntilMonth] = useState('');
  const [toAll, setToAll] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<RecurringErrors>({});
  const fieldId = (name: ChargeField) => `${id}-${name}`;
  const problems = problemsOf(
    FIELDS.map((f) => ({ name: f, id: fieldId(f) })),
    errors,
  );
  const summary = useErrorSummary(problems);
  const rule = (field: ChargeField) => sayRule(RULE_WORDS.recurring[field], t, format.number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const found: RecurringErrors = {};
    const taka = typedTaka(amount);
    if (name.trim() === '') found.name = rule('name');
    if (kind === '') found.kind = rule('kind');
    if (taka === null || taka <= 0) found.amount = rule('amount');
    if (untilMonth !== '' && untilMonth < fromMonth) found.untilMonth = rule('untilMonth');
    if (!toAll && chosen.size === 0) found.leases = rule('leases');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await onSubmit({
      name: name.trim(),
      kind: kind as AddedKind,
      amount: taka!,
      fromMonth,
      ...(untilMonth !== '' ? { untilMonth } : {}),
      leaseIds: toAll ? 'all' : [...chosen],
    });
    if (answer !== true) {
      setErrors(answer);
      return;
    }
    summary.sent();
    setName('');
    setKind('');
    setAmount('');
    setUntilMonth('');
    setChosen(new Set());
  };

  const toggle = (leaseId: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(leaseId)) next.add(leaseId);
      return next;
    });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 sm:col-span-2">
        {t('charges.addTitle')}
      </h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={fieldId('name')}
        label={t('charges.name')}
        placeholder={t('charges.namePlaceholder')}
        required
        autoComplete="off"
        maxLength={80}
        value={name}
        error={errors.name}
        disabled={busy}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        id={fieldId('kind')}
        label={t('charges.kind')}
        required
        empty={t('charges.chooseKind')}
        options={ADDED_KINDS.map((k) => ({ value: k, label: t(KIND_WORDS[k]) }))}
        value={kind}
        error={errors.kind}
        disabled={busy}
        onChange={(e) => setKind(e.target.value as AddedKind | '')}
      />
      <TextField
        id={fieldId('amount')}
        label={t('charges.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        error={errors.amount}
        disabled={busy}
        onChange={(e) => setAmount(e.target.value)}
      />
      <SelectField
        id={fieldId('fromMonth')}
        label={t('charges.from')}
        required
        options={months.map((m) => ({ value: m, label: format.month(m) }))}
        value={fromMonth}
        error={errors.fromMonth}
        disabled={busy}
        onChange={(e) => setFromMonth(e.target.value)}
      />
      <SelectField
        id={fieldId('untilMonth')}
        label={t('charges.until')}
        empty="—"
        options={months.map((m) => ({ value: m, label: format.month(m) }))}
        value={untilMonth}
        error={errors.untilMonth}
        disabled={busy}
        onChange={(e) => setUntilMonth(e.target.value)}
      />
      <fieldset
        className="flex flex-col gap-2 sm:col-span-2"
        aria-describedby={errors.leases ? `${id}-leases-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('charges.billedTo')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {(
            [
              [true, t('charges.toAll')],
              [false, t('charges.toChosen')],
            ] as const
          ).map(([value, label]) => (
            <label key={String(value)} className={choice}>
              <input
                type="radio"
                name={`${id}-to`}
                checked={toAll === value}
                disabled={busy}
                onChange={() => setToAll(value)}
                className="h-5 w-5 accent-sky-700"
              />
              <span className="text-slate-900">{label}</span>
            </label>
          ))}
        </div>
        {!toAll &&
          (running.length === 0 ? (
            <p className="text-sm text-slate-600">{t('charges.noRunningLeases')}</p>
          ) : (
            <ul
              id={fieldId('leases')}
              tabIndex={-1}
              aria-label={t('charges.chooseLeases')}
              className="grid grid-cols-1 gap-2 sm:grid-cols-2"
            >
              {running.map((lease) => (
                <li key={lease.id}>
                  <label className={choice}>
                    <input
                      type="checkbox"
                      checked={chosen.has(lease.id)}
                      disabled={busy}
                      onChange={() => toggle(lease.id)}
                      className="h-5 w-5 accent-sky-700"
                    />
                    <span className="text-slate-900 [overflow-wrap:anywhere]">
                      {lease.flat} · {lease.resident}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ))}
        {errors.leases && (
          <p id={`${id}-leases-error`} className="text-sm text-red-700">
            {errors.leases}
          </p>
        )}
      </fieldset>
      <FormActions
        busy={busy}
        label={t('charges.add')}
        busyLabel={t('charges.adding')}
        error={errors.form}
        className="sm:col-span-2"
      />
    </form>
  );
}
