import { useId, useState, type FormEvent } from 'react';
import type { BooksDto } from '@contract/ledger';
import { ADDED_KINDS, type AddedKind } from '@domain/ledger/ledger.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { typedTaka } from '@/lib/typed-number.ts';
import type { AddChargeInput } from '../api/books.ts';
import { CHARGE_WORDS, useBookWords } from './book-words.tsx';

const FIELDS = ['kind', 'month', 'label', 'amount'] as const;
type ChargeField = (typeof FIELDS)[number];
export type ChargeErrors = Partial<Record<ChargeField | 'form', string>>;

interface Props {
  books: BooksDto;
  busy: boolean;
  onSubmit: (input: AddChargeInput) => Promise<true | ChargeErrors>;
  onCancel: () => void;
}

/**
 * A charge for a month the lease covers (an ended lease still takes them, for its final settlement): what it is for
 * and the amount are required; without a label it reads as its kind's words. The month starts on this month, or the
 * lease's last.
 */
export function ChargeForm({ books, busy, onSubmit, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const words = useBookWords();
  const id = useId();
  const months = books.statementMonths;
  const [kind, setKind] = useState<AddedKind | ''>('');
  const [month, setMonth] = useState(months.includes(books.currentMonth) ? books.currentMonth : (months.at(-1) ?? ''));
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<ChargeErrors>({});
  const fields = FIELDS.map((name) => ({ name, id: `${id}-${name}` }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: ChargeField) => sayRule(RULE_WORDS.ledger[field], t, format.number);
  const fieldId = (name: ChargeField) => `${id}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const found: ChargeErrors = {};
    const taka = typedTaka(amount);
    if (kind === '') found.kind = rule('kind');
    if (month === '') found.month = rule('month');
    if (taka === null || taka <= 0) found.amount = rule('amount');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await onSubmit({
      kind: kind as AddedKind,
      month,
      ...(label.trim() ? { label: label.trim() } : {}),
      amount: taka!,
    });
    if (answer !== true) setErrors(answer);
    else summary.sent();
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900 sm:col-span-2">
        {t('books.charge.title')}
      </h3>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <SelectField
        id={fieldId('kind')}
        label={t('books.charge.kind')}
        required
        empty={t('books.charge.chooseKind')}
        options={ADDED_KINDS.map((k) => ({ value: k, label: t(CHARGE_WORDS[k]) }))}
        value={kind}
        error={errors.kind}
        disabled={busy}
        onChange={(e) => setKind(e.target.value as AddedKind | '')}
      />
      <SelectField
        id={fieldId('month')}
        label={t('books.charge.month')}
        required
        options={months.map((m) => ({ value: m, label: words.month(m) }))}
        value={month}
        error={errors.month}
        disabled={busy}
        onChange={(e) => setMonth(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <TextField
          id={fieldId('label')}
          label={t('books.charge.label')}
          autoComplete="off"
          value={label}
          error={errors.label}
          disabled={busy}
          aria-describedby={`${id}-label-hint`}
          onChange={(e) => setLabel(e.target.value)}
        />
        <p id={`${id}-label-hint`} className="text-sm text-slate-600">
          {t('books.charge.labelHint', { label: t(CHARGE_WORDS[kind || 'other']) })}
        </p>
      </div>
      <TextField
        id={fieldId('amount')}
        label={t('books.charge.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        error={errors.amount}
        disabled={busy}
        onChange={(e) => setAmount(e.target.value)}
      />
      <FormActions
        busy={busy}
        label={t('books.charge.send')}
        busyLabel={t('books.charge.sending')}
        error={errors.form}
        className="sm:col-span-2"
      >
        <Button variant="secondary" onClick={onCancel} disabled={busy} className="min-h-11">
          {t('books.payment.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}
