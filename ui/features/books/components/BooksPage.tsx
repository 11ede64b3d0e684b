import { Link } from 'react-router-dom';
import type { BooksArrearsDto } from '@contract/ledger';
import { AGEING_BUCKETS } from '@domain/ledger/reading.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { Person } from '@/components/ui/Person.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useBooksArrears, useDownloadBooksCsv } from '../api/books.ts';
import { CollectionSection } from './CollectionSection.tsx';
import { BUCKET_WORDS, LeaseBadge, useBookWords } from './book-words.tsx';

type Row = BooksArrearsDto['rows'][number];

/**
 * The building's books at a glance: every running lease, and every ended one still owing or owed, largest debt first,
 * with how long the debt has stood and a way into each lease's books (also as a CSV file); then what was billed and
 * collected over the last twelve months.
 */
export default function BooksPage() {
  const t = useT();
  const words = useBookWords();
  const books = useBooksArrears();
  const download = useDownloadBooksCsv();
  return (
    <DashboardPage title={t('books.title')} wide>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          {books.data
            ? t('books.intro', {
                day: words.day(books.data.today),
                b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
              })
            : t('books.introNoDay')}
        </p>
        <DownloadCsvButton
          disabled={!books.data}
          pending={download.isPending}
          error={download.error?.message}
          onClick={() => books.data && download.mutate(books.data.today)}
        />
      </div>
      {books.isPending ? (
        <StatusText>{t('books.loading')}</StatusText>
      ) : books.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('books.loadFailed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void books.refetch()} disabled={books.isFetching}>
            {t('books.retry')}
          </Button>
        </div>
      ) : books.data.rows.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-700 shadow-sm"
        >
          {t('books.empty')}
        </p>
      ) : (
        <BooksTable data={books.data} />
      )}
      <CollectionSection />
    </DashboardPage>
  );
}

/** Who owes what, by age, with the totals under it; on a phone each lease is a card of labelled lines. */
export function BooksTable({ data }: { data: BooksArrearsDto }) {
  const t = useT();
  const words = useBookWords();
  const columns: Column<Row>[] = [
    {
      header: t('books.resident'),
      cell: (r) => (
        <span className="flex flex-col items-start gap-1 max-sm:items-end">
          <Person name={r.lease.memberName} email={r.lease.memberEmail} />
          {!r.lease.current && <LeaseBadge current={false} />}
        </span>
      ),
      wrap: true,
    },
    { header: t('books.flat'), cell: (r) => words.flat(r.lease.flat), wrap: true },
    {
      header: t('books.owed'),
      cell: (r) => (
        <strong className="font-semibold text-slate-900">
          <Taka amount={r.owed} />
        </strong>
      ),
      numeric: true,
    },
    ...AGEING_BUCKETS.map((bucket): Column<Row> => ({
      header: t(BUCKET_WORDS[bucket]),
      cell: (r) => <Taka amount={r.ageing[bucket]} />,
      numeric: true,
    })),
    {
      header: t('books.open'),
      cell: (r) => (
        <Link
          to={`/dashboard/books/${encodeURIComponent(r.lease.leaseId)}`}
          aria-label={t('books.openFor', { name: r.lease.memberName, flat: words.flat(r.lease.flat) })}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-sky-800 hover:bg-slate-100"
        >
          {t('books.open')}
        </Link>
      ),
    },
  ];
  const cell = 'px-3 py-3 text-right font-semibold text-slate-900 tabular-nums';
  // On a phone the totals stack like the rows: each figure on its own line, named by its column.
  const stacked =
    'max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
  const foot = (
    <tr className="max-sm:block max-sm:px-1 max-sm:py-2">
      <th
        scope="row"
        colSpan={2}
        className="px-3 py-3 text-right font-semibold text-slate-900 max-sm:block max-sm:text-left"
      >
        {t('books.total')}
      </th>
      <td data-label={t('books.owed')} className={`${cell} ${stacked}`}>
        <Taka amount={data.totals.owed} />
      </td>
      {AGEING_BUCKETS.map((bucket) => (
        <td key={bucket} data-label={t(BUCKET_WORDS[bucket])} className={`${cell} ${stacked}`}>
          <Taka amount={data.totals[bucket]} />
        </td>
      ))}
      <td className="max-sm:hidden" />
    </tr>
  );
  return (
    <DataTable
      caption={t('books.caption')}
      columns={columns}
      rows={data.rows}
      rowKey={(r) => r.lease.leaseId}
      empty={t('books.empty')}
      foot={foot}
    />
  );
}
