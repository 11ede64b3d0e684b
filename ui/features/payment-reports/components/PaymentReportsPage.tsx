import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { PaymentReportDto } from '@contract/payment-reports';
import type { ReportedMethod } from '@domain/payment-reports/payment-report.ts';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import type { MessageId } from '@/i18n/en/index.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useConfirmReport, usePaymentReports, useRejectReport } from '../api/payment-reports.ts';

const METHOD_WORDS: Record<ReportedMethod, MessageId> = {
  bank: 'paymentReports.method.bank',
  bkash: 'paymentReports.method.bkash',
  nagad: 'paymentReports.method.nagad',
  cheque: 'paymentReports.method.cheque',
};

/**
 * The admin's Payment Reports: what residents say they paid, the waiting first (oldest first), each confirmed onto the
 * resident's books or rejected with a reason; below, the decided ones with what became of each and who decided.
 */
export default function PaymentReportsPage() {
  const t = useT();
  const reports = usePaymentReports();
  return (
    <DashboardPage title={t('paymentReports.title')} wide>
      <p className="text-slate-700">{t('paymentReports.intro')}</p>
      {reports.isPending ? (
        <StatusText>{t('paymentReports.loading')}</StatusText>
      ) : reports.isError ? (
        <ErrorBanner>{t('paymentReports.loadFailed')}</ErrorBanner>
      ) : reports.data.reports.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t('paymentReports.empty')}
        </p>
      ) : (
        <Lists reports={reports.data.reports} waiting={reports.data.waiting} />
      )}
    </DashboardPage>
  );
}

function Lists({ reports, waiting }: { reports: PaymentReportDto[]; waiting: number }) {
  const t = useT();
  const open = reports.filter((r) => r.status === 'pending');
  const decided = reports.filter((r) => r.status !== 'pending');
  return (
    <>
      <section aria-labelledby="waiting" className="mt-6 flex flex-col gap-3">
        <h2 id="waiting" className="text-xl font-semibold text-slate-900">
          {t('paymentReports.waitingTitle', { count: waiting })}
        </h2>
        {open.length > 0 && (
          <ul className="grid gap-3">
            {open.map((r) => (
              <Waiting key={r.id} report={r} />
            ))}
          </ul>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="decided" className="mt-8 flex flex-col gap-3">
          <h2 id="decided" className="text-xl font-semibold text-slate-900">
            {t('paymentReports.decidedTitle')}
          </h2>
          <ul className="grid gap-3">
            {decided.map((r) => (
              <Decided key={r.id} report={r} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function useWho() {
  const t = useT();
  return (r: PaymentReportDto) =>
    r.memberName !== null && r.flat !== null
      ? t('paymentReports.who', {
          name: r.memberName,
          flat: t('paymentReports.flat', {
            block: r.flat.block,
            floor: String(r.flat.floor),
            number: r.flat.number,
          }),
        })
      : t('paymentReports.leaseGone', { email: r.reporterEmail });
}

/** What the resident says: how much, how, when, the reference and their note. */
function Facts({ report }: { report: PaymentReportDto }) {
  const t = useT();
  const format = useFormat();
  const who = useWho();
  return (
    <>
      <h3 className="text-lg font-semibold break-words text-slate-900">{who(report)}</h3>
      <p className="text-slate-800">
        {t('paymentReports.paid', {
          amount: <Taka key="a" amount={report.amount} />,
          method: t(METHOD_WORDS[report.method]),
          date: format.date(`${report.paidOn}T00:00:00`),
        })}
      </p>
      <p className="text-sm text-slate-700">
        {t('paymentReports.reference')}: <code className="break-all">{report.reference}</code>
      </p>
      {report.note && (
        <p className="text-sm break-words text-slate-700">{t('paymentReports.note', { note: report.note })}</p>
      )}
      <p className="text-sm text-slate-600">
        {t('paymentReports.reportedOn', { date: format.date(report.reportedAt) })}
      </p>
    </>
  );
}

function Waiting({ report }: { report: PaymentReportDto }) {
  const t = useT();
  const format = useFormat();
  const who = useWho();
  const confirm = useConfirmReport();
  const [rejecting, setRejecting] = useState(false);
  const name = report.memberName ?? report.reporterEmail;
  const amount = format.amount(report.amount);
  const onConfirm = () =>
    confirm.mutate(report.id, {
      onSuccess: ({ report: done }) =>
        toast.success(
          t('paymentReports.confirmed', {
            number: done.receiptNumber === null ? '' : formatReceiptNumber(done.receiptNumber),
            name,
          }),
        ),
      onError: (e) => toast.error(e.message),
    });
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-amber-300 bg-white p-4 shadow-sm">
      <Facts report={report} />
      {rejecting ? (
        <RejectForm report={report} onDone={() => setRejecting(false)} />
      ) : (
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Button
            className="min-h-11"
            disabled={confirm.isPending}
            aria-label={t('paymentReports.confirmFor', { amount, name: who(report) })}
            onClick={onConfirm}
          >
            {confirm.isPending ? t('paymentReports.confirming') : t('paymentReports.confirm')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={confirm.isPending}
            aria-label={t('paymentReports.rejectFor', { amount, name: who(report) })}
            onClick={() => setRejecting(true)}
          >
            {t('paymentReports.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The reason is required, named beside the field in the server's words; the resident reads it. */
function RejectForm({ report, onDone }: { report: PaymentReportDto; onDone: () => void }) {
  const t = useT();
  const format = useFormat();
  const reject = useRejectReport();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = report.memberName ?? report.reporterEmail;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(sayRule(RULE_WORDS.paymentReport.reason, t, format.number));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    reject.mutate(
      { id: report.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('paymentReports.rejected', { name }));
          onDone();
        },
        onError: (e) => {
          const refused = fieldErrorsOf<'reason'>(e).reason;
          if (refused) setError(refused);
          else {
            toast.error(e.message);
            onDone();
          }
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-3">
      <TextArea
        id={id}
        label={t('paymentReports.reason')}
        value={reason}
        error={error}
        required
        rows={2}
        onChange={(e) => setReason(e.target.value)}
        disabled={reject.isPending}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="min-h-11" disabled={reject.isPending}>
          {reject.isPending ? t('paymentReports.rejecting') : t('paymentReports.rejectWithReason')}
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={onDone} disabled={reject.isPending}>
          {t('paymentReports.cancel')}
        </Button>
      </div>
    </form>
  );
}

function Decided({ report }: { report: PaymentReportDto }) {
  const t = useT();
  const format = useFormat();
  const outcome =
    report.status === 'confirmed'
      ? t('paymentReports.status.confirmed', {
          number: report.receiptNumber === null ? '' : formatReceiptNumber(report.receiptNumber),
        })
      : t('paymentReports.status.rejected', { reason: report.reason ?? '' });
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Facts report={report} />
      <p className={`font-medium ${report.status === 'confirmed' ? 'text-green-800' : 'text-red-800'}`}>
        {outcome}{' '}
        {report.decidedBy !== null &&
          report.decidedAt !== null &&
          t('paymentReports.decidedBy', { admin: report.decidedBy, date: format.date(report.decidedAt) })}
      </p>
    </li>
  );
}
