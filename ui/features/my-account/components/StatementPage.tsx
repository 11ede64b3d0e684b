import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { PrintToolbar } from '@/components/ui/PrintToolbar.tsx';
import { DownloadPdfButton } from '@/components/ui/DownloadPdfButton.tsx';
import { Link, useParams } from 'react-router-dom';
import { statementFileName, type StatementDto } from '@contract/ledger';
import { HttpError } from '@/lib/api-client.ts';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { statementPdfPath, useStatement } from '../api/statement.ts';
import { chargeWords, creditWords, flatWords, isMonthKey, useDay } from './entry-words.ts';

type Line = StatementDto['lines'][number];

export default function StatementPage() {
  const month = useParams().month ?? '';
  // The server checks the month too; a URL that cannot be one has no statement, without a request.
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? <LoadedStatement month={month} /> : <NoStatement />;
}

function LoadedStatement({ month }: { month: string }) {
  const t = useT();
  const format = useFormat();
  const statement = useStatement(month);
  const title = t('myAccount.statementTitle', { month: format.month(month) });
  if (statement.isPending) {
    return (
      <DashboardPage title={title}>
        <StatusText>{t('myAccount.statementLoading')}</StatusText>
      </DashboardPage>
    );
  }
  if (statement.isError) {
    const status = statement.error instanceof HttpError ? statement.error.status : 0;
    if (status === 400 || status === 404) return <NoStatement />;
    return (
      <DashboardPage title={title}>
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('myAccount.statementFailed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void statement.refetch()} disabled={statement.isFetching}>
            {statement.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
          </Button>
        </div>
        <BackLink />
      </DashboardPage>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 print:max-w-none">
      <title>{t('dashboard.title', { page: title })}</title>
      <PrintToolbar
        back={<BackLink />}
        label={t('myAccount.print')}
        page="14mm 14mm"
        fontSize="12px"
        actions={
          <DownloadPdfButton
            path={statementPdfPath(month)}
            fileName={statementFileName(statement.data.lease.flat.number, month)}
          />
        }
      />
      <Statement statement={statement.data} />
    </div>
  );
}

/** A balance as the statement shows it: owed as an amount, credit as "... in credit". */
function Balance({ amount }: { amount: number }) {
  const t = useT();
  return amount < 0 ? (
    <>{t('myAccount.creditBalance', { amount: <Taka key="a" amount={-amount} /> })}</>
  ) : (
    <Taka amount={amount} />
  );
}

/** The statement itself: plain type on white, so it prints the same on any printer, on one A4 page. */
function Statement({ statement: s }: { statement: StatementDto }) {
  const t = useT();
  const format = useFormat();
  const day = useDay();
  const building = useBuildingTitle();
  const month = format.month(s.month);
  const columns = useMemo<Column<Line>[]>(
    () => [
      { header: t('myAccount.date'), cell: (l) => (isMonthKey(l.date) ? format.month(l.date) : day(l.date)) },
      {
        header: t('myAccount.what'),
        cell: (l) => (l.type === 'charge' ? chargeWords(t, l) : creditWords(t, { kind: l.kind, method: l.method })),
        wrap: true,
      },
      {
        header: t('myAccount.charge'),
        cell: (l) => (l.type === 'charge' ? <Taka amount={l.amount} /> : null),
        numeric: true,
      },
      {
        header: t('myAccount.credit'),
        cell: (l) => (l.type === 'credit' ? <Taka amount={l.amount} /> : null),
        numeric: true,
      },
      { header: t('myAccount.balanceAfter'), cell: (l) => <Balance amount={l.balance} />, numeric: true },
    ],
    [t, format, day],
  );
  return (
    <article
      aria-labelledby="statement-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:gap-4 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-start sm:justify-between print:flex-row print:pb-3">
        <div className="flex items-center gap-3">
          <img src="/images/logo.svg" alt="" className="h-12 w-12" />
          <p className="text-lg font-bold text-slate-900">{building}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="statement-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('myAccount.statementHeading')}
          </h1>
          <p className="text-slate-700">{month}</p>
        </div>
      </header>

      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-3 print:grid-cols-3">
        <Field label={t('myAccount.resident')}>
          <span className="block font-semibold">{s.lease.memberName}</span>
          <span className="block wrap-anywhere text-slate-700">{s.lease.memberEmail}</span>
        </Field>
        <Field label={t('myAccount.apartment')}>{flatWords(t, s.lease.flat)}</Field>
        <Field label={t('myAccount.opening')}>
          <span className="font-semibold tabular-nums">
            <Balance amount={s.opening} />
          </span>
        </Field>
      </dl>

      <DataTable
        caption={t('myAccount.linesCaption', { month })}
        columns={columns}
        rows={s.lines}
        rowKey={(l) => l.id}
        empty={t('myAccount.linesEmpty')}
      />

      <dl className="flex justify-between gap-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-lg font-bold text-slate-900 sm:ml-auto sm:min-w-80 print:ml-auto print:min-w-80">
        <dt>{t('myAccount.closing')}</dt>
        <dd className="tabular-nums">
          <Balance amount={s.closing} />
        </dd>
      </dl>
      <p className="text-sm text-slate-600">{t('myAccount.statementFooter', { building })}</p>
    </article>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** A month outside the lease (or one the URL cannot name) has no statement. */
function NoStatement() {
  const t = useT();
  return (
    <DashboardPage title={t('myAccount.statementHeading')}>
      <ErrorBanner>{t('myAccount.statementNone')}</ErrorBanner>
      <BackLink />
    </DashboardPage>
  );
}

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/dashboard/my-account"
      className="self-start rounded-md text-sm font-semibold text-sky-800 underline-offset-4 hover:underline"
    >
      &larr; {t('myAccount.back')}
    </Link>
  );
}
