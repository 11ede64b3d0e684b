import { useId, useState, type FormEvent } from 'react';
import type { BooksDto } from '@contract/ledger';
import { RECORDED_METHODS, type RecordedMethod } from '@domain/ledger/ledger.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { typedTaka } from '@/lib/typed-number.ts';
import type { RecordPaymentInput } from '../api/books.ts';
import { METHOD_WORDS, useBookWords } from './book-words.tsx';

const FIELDS = ['amount', 'paidOn', 'method', 'reference', 'note'] as const;
type PaymentField = (typeof FIELDS)[number];
/** What is wrong, by field, and anything that belongs to no field. */
export type PaymentErrors = Partial<Record<PaymentField | 'form', string>>;

interface Props {
  books: BooksDto;
  /** The building's today, "YYYY-MM-DD": the day received starts on it and may not pass it. */
  today: string;
  busy: boolean;
  /** Resolves true when the payment was recorded, or what was wrong with it. */
  onSubmit: (input: RecordPaymentInput) => Promise<true | PaymentErrors>;
  onCancel: () => void;
}

/**
 * Money the building received by hand. The amount (taka, up to two decimals, in either script's digits), the day and
 * the method are required, and a reference too unless it was cash: a missing one is named at once in the server's own
 * words, beside its field and in the summary. The server checks the rest (the amount's ceiling, a day in the future
 * or before the lease, a reference already used) and answers beside the field. A
 * payment may name the open charge it is for; otherwise it settles the oldest charges first.
 */
export function PaymentForm({ books, today, busy, onSubmit, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const words = useBookWords();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<RecordedMethod | ''>('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [forCharge, setForCharge] = useState('');
  const [errors, setErrors] = useState<PaymentErrors>({});
  const fields = FIELDS.map((name) => ({ name, id: `${id}-${name}` }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: PaymentField) => sayRule(RULE_WORDS.ledger[field], t, format.number);
  const fieldId = (name: PaymentField) => `${id}-${name}`;
  const open = books.charges.filter((c) => c.remaining > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const found: PaymentErrors = {};
    const taka = typedTaka(amount);
    if (taka === null || taka <= 0) found.amount = rule('amount');
    if (paidOn === '') found.paidOn = rule('paidOn');
    if (method === '') found.method = rule('method');
    if (method !== 'cash' && method !== '' && reference.trim() === '') found.reference = rule('reference');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await onSubmit({
      amount: taka!,
      paidOn,
      method: method as RecordedMethod,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(forCharge ? { forCharge } : {}),
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
        {t('books.payment.title')}
      </h3>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={fieldId('amount')}
        label={t('books.payment.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        error={errors.amount}
        disabled={busy}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        id={fieldId('paidOn')}
        label={t('books.payment.paidOn')}
        type="date"
        required
        max={today}
        min={`${books.lease.startMonth}-01`}
        value={paidOn}
        error={errors.paidOn}
        disabled={busy}
        onChange={(e) => setPaidOn(e.target.value)}
      />
      <SelectField
        id={fieldId('method')}
        label={t('books.payment.method')}
        required
        empty={t('books.payment.chooseMethod')}
        options={RECORDED_METHODS.map((m) => ({ value: m, label: t(METHOD_WORDS[m]) }))}
        value={method}
        error={errors.method}
        disabled={busy}
        onChange={(e) => setMethod(e.target.value as RecordedMethod | '')}
      />
      <div className="flex flex-col gap-1">
        <TextField
          id={fieldId('reference')}
          label={t('books.payment.reference')}
          required={method !== 'cash'}
          autoComplete="off"
          value={reference}
          error={errors.reference}
          disabled={busy}
          aria-describedby={`${id}-reference-hint`}
          onChange={(e) => setReference(e.target.value)}
        />
        <p id={`${id}-reference-hint`} className="text-sm text-slate-600">
          {t('books.payment.referenceHint')}
        </p>
      </div>
      <SelectField
        label={t('books.payment.for')}
        empty={t('books.payment.oldestFirst')}
        options={open.map((c) => ({
          value: c.id,
          label: t('books.payment.forOption', {
            month: words.month(c.month),
            label: words.chargeLabel(c),
            amount: words.money(c.remaining),
          }),
        }))}
        value={forCharge}
        disabled={busy}
        onChange={(e) => setForCharge(e.target.value)}
        className="sm:col-span-2"
      />
      <TextArea
        id={fieldId('note')}
        label={t('books.payment.note')}
        rows={2}
        value={note}
        error={errors.note}
        disabled={busy}
        onChange={(e) => setNote(e.target.value)}
        className="sm:col-span-2"
      />
      <FormActions
        busy={busy}
        label={t('books.payment.send')}
        busyLabel={t('books.payment.sending')}
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
