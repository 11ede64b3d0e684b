import { useId, useState, type FormEvent } from 'react';
import type { DeductionBody } from '@contract/move-out';
import { FormActions } from '@/components/ui/FormActions.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { typedWholeNumber } from '@/lib/typed-number.ts';

const FIELDS = ['reason', 'amount', 'restOwed'] as const;
type DeductionField = (typeof FIELDS)[number];
export type DeductionErrors = Partial<Record<DeductionField | 'form', string>>;

/**
 * A deduction from the deposit: a reason the resident reads and an amount in whole taka. What takes the deductions past
 * the deposit held is refused unless the admin ticks that the rest is owed.
 */
export function DeductionForm({
  busy,
  depositHeld,
  deductionsTotal,
  onSubmit,
}: {
  busy: boolean;
  depositHeld: number;
  deductionsTotal: number;
  onSubmit: (input: DeductionBody) => Promise<true | DeductionErrors>;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [restOwed, setRestOwed] = useState(false);
  const [errors, setErrors] = useState<DeductionErrors>({});
  const fields = FIELDS.map((name) => ({ name, id: `${id}-${name}` }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: DeductionField) => sayRule(RULE_WORDS.finalStatement[field], t, format.number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const found: DeductionErrors = {};
    const taka = typedWholeNumber(amount);
    if (reason.trim() === '') found.reason = rule('reason');
    if (taka === null || taka <= 0) found.amount = rule('amount');
    else if (deductionsTotal + taka > depositHeld && !restOwed) found.restOwed = rule('restOwed');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await onSubmit({ reason: reason.trim(), amount: taka!, restOwed });
    if (answer !== true) {
      setErrors(answer);
      return;
    }
    summary.sent();
    setReason('');
    setAmount('');
    setRestOwed(false);
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6 print:hidden"
    >
      <div className="sm:col-span-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('moveOut.deduction.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('moveOut.deduction.hint')}</p>
      </div>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={`${id}-reason`}
        label={t('moveOut.deduction.reason')}
        autoComplete="off"
        required
        maxLength={200}
        value={reason}
        error={errors.reason}
        disabled={busy}
        onChange={(e) => setReason(e.target.value)}
      />
      <TextField
        id={`${id}-amount`}
        label={t('moveOut.deduction.amount')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={amount}
        error={errors.amount}
        disabled={busy}
        onChange={(e) => setAmount(e.target.value)}
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-restOwed`} className="flex items-start gap-3 text-slate-800">
          <input
            id={`${id}-restOwed`}
            type="checkbox"
            className="mt-1 h-5 w-5"
            checked={restOwed}
            disabled={busy}
            aria-invalid={errors.restOwed ? true : undefined}
            aria-describedby={errors.restOwed ? `${id}-restOwed-error` : undefined}
            onChange={(e) => setRestOwed(e.target.checked)}
          />
          {t('moveOut.deduction.restOwed')}
        </label>
        {errors.restOwed && (
          <p id={`${id}-restOwed-error`} className="text-sm font-medium text-red-700">
            {errors.restOwed}
          </p>
        )}
      </div>
      <FormActions
        busy={busy}
        label={t('moveOut.deduction.send')}
        busyLabel={t('moveOut.deduction.sending')}
        error={errors.form}
        className="sm:col-span-2"
      />
    </form>
  );
}
