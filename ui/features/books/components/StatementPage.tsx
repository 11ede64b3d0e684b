import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { PrintToolbar } from '@/components/ui/PrintToolbar.tsx';
import { DownloadPdfButton } from '@/components/ui/DownloadPdfButton.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { statementFileName, type StatementDto } from '@contract/ledger';
import type { ChargeKind, CreditKind } from '@domain/ledger/ledger.ts';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { HttpError } from '@/lib/api-client.ts';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { statementPdfPath, useStatement } from '../api/books.ts';
import { CREDIT_WORDS, METHOD_WORDS, useBookWords } from './book-words.tsx';

type Line = StatementDto['lines'][number];

/** A month's statement of a lease: the balance brought forward, each entry with the balance after it, and the close. */
export default function StatementPage() {
  const { leaseId = '', month = '' } = useParams();
  const t = useT();
  const words = useBookWords();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statement = useStatement(leaseId, valid ? month : '');
  const title = valid ? t('books.statement.title', { month: words.month(month) }) : t('books.lease.titlePlain');
  if (!valid || statement.isError)
    return (
      <DashboardPage title={title}>
        <BackToLease leaseId={leaseId} />
        {!valid || (statement.error instanceof HttpError && statement.error.status === 404) ? (
          <ErrorBanner>{t('books.lease.notFound')}</ErrorBanner>
        ) : (
          <div className="flex flex-col items-center gap-3">
            <ErrorBanner>{t('books.statement.loadFailed')}</ErrorBanner>
            <Button variant="secondary" onClick={() => void statement.refetch()} disabled={statement.isFetching}>
              {t('books.retry')}
            </Button>
          </div>
        )}
      </DashboardPage>
    );
  if (statement.isPending)
    return (
      <DashboardPage title={title}>
        <BackToLease leaseId={leaseId} />
        <StatusText>{t('books.statement.loading')}</StatusText>
      </DashboardPage>
    );
  return <Statement statement={statement.data} />;
}

function BackToLease({ leaseId, name }: { leaseId: string; name?: string }) {
  const t = useT();
  return (
    <Link
      to={`/dashboard/books/${encodeURIComponent(leaseId)}`}
      className="self-start rounded-md text-sm font-semibold text-sky-800 underline-offset-4 hover:underline"
    >
      &larr; {name ? t('books.statement.back', { name }) : t('books.statement.backPlain')}
    </Link>
  );
}

/** A balance in a statement's column: owed, in credit, or nothing. */
function Balance({ amount }: { amount: number }) {
  const t = useT();
  if (amount === 0) return <Taka amount={0} />;
  const figure = <Taka amount={Math.abs(amount)} />;
  // One span, so a stacked cell on a phone keeps the amount and its word together.
  return (
    <span>
      {amount > 0 ? t('books.statement.owes', { amount: figure }) : t('books.statement.inCredit', { amount: figure })}
    </span>
  );
}

function Statement({ statement: s }: { statement: StatementDto }) {
  const t = useT();
  const words = useBookWords();
  const month = words.month(s.month);
  const describe = (line: Line) => {
    if (line.type === 'charge') return words.chargeLabel({ kind: line.kind as ChargeKind, label: line.label });
    const kind = t(CREDIT_WORDS[line.kind as CreditKind] ?? 'books.kind.payment');
    const main = line.method ? t('books.statement.creditLine', { kind, method: t(METHOD_WORDS[line.method]) }) : kind;
    const extra = [
      line.receiptNumber !== null && t('books.statement.receipt', { receipt: formatReceiptNumber(line.receiptNumber) }),
      line.reference && line.method !== 'card' && t('books.statement.ref', { reference: line.reference }),
    ].filter(Boolean);
    return extra.length > 0 ? `${main} (${extra.join(', ')})` : main;
  };
  const columns: Column<Line>[] = [
    {
      header: t('books.statement.date'),
      cell: (line) => (line.type === 'charge' ? words.month(line.date) : words.day(line.date)),
    },
    { header: t('books.statement.entry'), cell: describe, wrap: true },
    {
      header: t('books.statement.charge'),
      cell: (line) => (line.type === 'charge' ? <Taka amount={line.amount} /> : null),
      numeric: true,
    },
    {
      header: t('books.statement.credit'),
      cell: (line) => (line.type === 'credit' ? <Taka amount={line.amount} /> : null),
      numeric: true,
    },
    { header: t('books.statement.balance'), cell: (line) => <Balance amount={line.balance} />, numeric: true },
  ];
  const totalRow =
    'flex flex-wrap justify-between gap-2 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 print:max-w-none">
      <title>{t('dashboard.title', { page: t('books.statement.title', { month }) })}</title>
      <PrintToolbar
        back={<BackToLease leaseId={s.lease.leaseId} name={s.lease.memberName} />}
        label={t('books.statement.print')}
        page="14mm 12mm"
        fontSize="11pt"
        actions={
          <DownloadPdfButton
            path={statementPdfPath(s.lease.leaseId, s.month)}
            fileName={statementFileName(s.lease.flat.number, s.month)}
          />
        }
      />
      <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-col gap-1 border-b border-slate-200 pb-4">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('books.statement.title', { month })}</h1>
          <p className="text-slate-700">
            {t('books.statement.for', {
              name: (
                <span translate="no" className="font-semibold text-slate-900">
                  {s.lease.memberName}
                </span>
              ),
              flat: words.flat(s.lease.flat),
            })}
          </p>
          <p className="text-sm break-words text-slate-600">{s.lease.memberEmail}</p>
        </header>
        <dl className={`mt-4 ${totalRow}`}>
          <dt>{t('books.statement.opening')}</dt>
          <dd className="tabular-nums">
            <Balance amount={s.opening} />
          </dd>
        </dl>
        <DataTable
          caption={t('books.statement.caption', { month })}
          columns={columns}
          rows={s.lines}
          rowKey={(l) => l.id}
          empty={t('books.statement.noLines')}
        />
        <dl className={`${totalRow} font-bold`}>
          <dt>{t('books.statement.closing')}</dt>
          <dd className="tabular-nums">
            <Balance amount={s.closing} />
          </dd>
        </dl>
      </article>
    </div>
  );
}
