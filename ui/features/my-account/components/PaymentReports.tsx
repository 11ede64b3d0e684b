import { useId, useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { MyPaymentReportDto } from '@contract/payment-reports';
import { REPORTED_METHODS, type ReportedMethod } from '@domain/payment-reports/payment-report.ts';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { ErrorSummary, emptyOf, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import type { MessageId } from '@/i18n/en/index.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useMyPaymentReports, useReportPayment } from '../api/payment-reports.ts';
import { useDay } from './entry-words.ts';

export const METHOD_WORDS: Record<ReportedMethod, MessageId> = {
  bank: 'paymentReports.method.bank',
  bkash: 'paymentReports.method.bkash',
  nagad: 'paymentReports.method.nagad',
  cheque: 'paymentReports.method.cheque',
};

type Field = 'amount' | 'paidOn' | 'method' | 'reference' | 'note';
type Errors = Partial<Record<Field | 'form', string>>;

/** An amount goes out as a number only when written in plain digits; anything else goes as null for the server to refuse. */
const amountOf = (text: string): number | null => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : null);

/**
 * The payments the resident reported, with what became of each, and (while they may report: a running lease, or a
 * former one that still owes) the form to report one more.
 */
export function PaymentReports({ canReport }: { canReport: boolean }) {
  const t = useT();
  const reports = useMyPaymentReports();
  return (
    <section aria-labelledby="payment-reports" className="flex flex-col gap-3">
      <h2 id="payment-reports" className="text-xl font-semibold text-slate-900">
        {t('paymentReports.mine.title')}
      </h2>
      <p className="-mt-1 text-sm text-slate-600">{t('paymentReports.mine.hint')}</p>
      {reports.isPending ? (
        <StatusText>{t('paymentReports.mine.loading')}</StatusText>
      ) : reports.isError ? (
        <ErrorBanner>{t('paymentReports.mine.failed')}</ErrorBanner>
      ) : (
        <ReportList reports={reports.data} />
      )}
      {canReport && <ReportPaymentForm />}
    </section>
  );
}

function ReportList({ reports }: { reports: MyPaymentReportDto[] }) {
  const t = useT();
  const day = useDay();
  const columns = useMemo<Column<MyPaymentReportDto>[]>(
    () => [
      { header: t('paymentReports.paidOn'), cell: (r) => day(r.paidOn) },
      { header: t('paymentReports.how'), cell: (r) => t(METHOD_WORDS[r.method]) },
      { header: t('paymentReports.reference'), cell: (r) => <code className="text-xs break-all">{r.reference}</code> },
      { header: t('paymentReports.amount'), cell: (r) => <Taka amount={r.amount} />, numeric: true },
      {
        header: t('paymentReports.status'),
        wrap: true,
        cell: (r) =>
          r.status === 'pending' ? (
            <span className="font-medium text-amber-800">{t('paymentReports.status.pending')}</span>
          ) : r.status === 'confirmed' ? (
            <span className="font-medium text-green-800">
              {t('paymentReports.status.confirmed', {
                number: r.receiptNumber === null ? '' : formatReceiptNumber(r.receiptNumber),
              })}
            </span>
          ) : (
            <span className="font-medium text-red-800">
              {t('paymentReports.status.rejected', { reason: r.reason ?? '' })}
            </span>
          ),
      },
    ],
    [t, day],
  );
  return (
    <DataTable
      caption={t('paymentReports.mine.caption')}
      columns={columns}
      rows={reports}
      rowKey={(r) => r.id}
      empty={t('paymentReports.mine.empty')}
    />
  );
}

/** Amount, day, method and reference are required: an empty one is named at once, beside it and in the summary. */
export function ReportPaymentForm() {
  const t = useT();
  const format = useFormat();
  const send = useReportPayment();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const fields = (['amount', 'paidOn', 'method', 'reference', 'note'] as const).map((name) => ({
    name,
    id: `${id}-${name}`,
  }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const rule = (field: Field) => sayRule(RULE_WORDS.paymentReport[field], t, format.number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const empty = emptyOf(
      { amount, paidOn, method, reference },
      { amount: rule('amount'), paidOn: rule('paidOn'), method: rule('method'), reference: rule('reference') },
    );
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    try {
      const report = await send.mutateAsync({
        amount: amountOf(amount),
        paidOn,
        method,
        reference: reference.trim(),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      summary.sent();
      toast.success(
        t('paymentReports.form.sent', {
          amount: format.amount(report.amount),
          method: t(METHOD_WORDS[report.method]),
        }),
      );
      setAmount('');
      setPaidOn('');
      setMethod('');
      setReference('');
      setNote('');
    } catch (error) {
      const refused = fieldErrorsOf<Field>(error);
      setErrors(
        Object.keys(refused).length > 0
          ? refused
          : { form: error instanceof Error ? error.message : t('paymentReports.form.failed') },
      );
    }
  };

  const busy = send.isPending;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900 sm:col-span-2">
        {t('paymentReports.form.title')}
      </h3>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={fields[0]!.id}
        label={t('paymentReports.form.amount')}
        inputMode="decimal"
        required
        value={amount}
        error={errors.amount}
        onChange={(e) => setAmount(e.target.value)}
        disabled={busy}
        autoComplete="off"
      />
      <TextField
        id={fields[1]!.id}
        label={t('paymentReports.form.paidOn')}
        type="date"
        required
        value={paidOn}
        error={errors.paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        disabled={busy}
      />
      <SelectField
        id={fields[2]!.id}
        label={t('paymentReports.form.method')}
        empty={t('paymentReports.form.chooseMethod')}
        options={REPORTED_METHODS.map((m) => ({ value: m, label: t(METHOD_WORDS[m]) }))}
        required
        value={method}
        error={errors.method}
        onChange={(e) => setMethod(e.target.value)}
        disabled={busy}
      />
      <TextField
        id={fields[3]!.id}
        label={t('paymentReports.form.reference')}
        required
        value={reference}
        error={errors.reference}
        onChange={(e) => setReference(e.target.value)}
        disabled={busy}
        autoComplete="off"
      />
      <TextArea
        id={fields[4]!.id}
        label={t('paymentReports.form.note')}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
        disabled={busy}
        rows={2}
        className="sm:col-span-2"
      />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? t('paymentReports.form.sending') : t('paymentReports.form.send')}
        </Button>
        {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
      </div>
    </form>
  );
}
