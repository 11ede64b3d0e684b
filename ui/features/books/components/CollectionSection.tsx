import { lazy, Suspense } from 'react';
import type { BooksCollectionDto } from '@contract/ledger';
import { PAYMENT_METHODS } from '@domain/ledger/ledger.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useBooksCollection, useDownloadCollectionCsv } from '../api/books.ts';
import { METHOD_WORDS } from './book-words.tsx';

// The chart and its library load only when the section has figures to draw.
const BilledCollectedChart = lazy(() => import('./BilledCollectedChart.tsx'));

type Month = BooksCollectionDto['months'][number];
type Figures = BooksCollectionDto['total'];

const nothing = (f: Figures) => f.billed === 0 && f.collected === 0 && f.discounts === 0 && f.waivers === 0;

/**
 * What the building billed and collected in each of the last twelve months: a bar chart of the two, then every figure
 * in a table (billed, collected, and the money by method), which is also what a screen reader reads; and the same
 * months as a CSV file.
 */
export function CollectionSection() {
  const t = useT();
  const format = useFormat();
  const collection = useBooksCollection();
  const download = useDownloadCollectionCsv();
  const data = collection.data;
  return (
    <section aria-labelledby="books-collection-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="books-collection-title" className="text-xl font-semibold text-slate-900">
            {t('books.collection.title')}
          </h2>
          <p className="text-slate-700">
            {data
              ? t('books.collection.intro', {
                  month: format.month(data.currentMonth),
                  b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
                })
              : t('books.collection.introNoMonth')}
          </p>
        </div>
        <DownloadCsvButton
          disabled={!data}
          pending={download.isPending}
          error={download.error?.message}
          onClick={() => data && download.mutate(data.currentMonth)}
        />
      </div>
      {collection.isPending ? (
        <StatusText>{t('books.collection.loading')}</StatusText>
      ) : collection.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('books.collection.loadFailed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void collection.refetch()} disabled={collection.isFetching}>
            {t('books.retry')}
          </Button>
        </div>
      ) : nothing(collection.data.total) ? (
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-700 shadow-sm"
        >
          {t('books.collection.empty')}
        </p>
      ) : (
        <>
          <figure className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            <figcaption className="sr-only">{t('books.collection.chart')}</figcaption>
            <Suspense
              fallback={
                <div className="flex h-[280px] items-center justify-center">
                  <StatusText>{t('books.collection.chartLoading')}</StatusText>
                </div>
              }
            >
              <BilledCollectedChart data={collection.data} />
            </Suspense>
          </figure>
          <CollectionTable data={collection.data} />
        </>
      )}
    </section>
  );
}

/** Each month's billed and collected, the money by each method used, the discounts (and waivers, when any), then the totals. */
export function CollectionTable({ data }: { data: BooksCollectionDto }) {
  const t = useT();
  const format = useFormat();
  const withWaivers = data.total.waivers !== 0;
  const figures: { header: string; pick: (f: Figures) => number; strong?: boolean }[] = [
    { header: String(t('books.collection.billed')), pick: (f) => f.billed, strong: true },
    { header: String(t('books.collection.collected')), pick: (f) => f.collected, strong: true },
    // Only the ways money came in these months: a column of nothing but zeros would only push the table wider.
    ...PAYMENT_METHODS.filter((method) => data.total.collectedByMethod[method] !== 0).map((method) => ({
      header: String(t(METHOD_WORDS[method])),
      pick: (f: Figures) => f.collectedByMethod[method],
    })),
    { header: String(t('books.collection.discounts')), pick: (f) => f.discounts },
    ...(withWaivers ? [{ header: String(t('books.collection.waivers')), pick: (f: Figures) => f.waivers }] : []),
  ];
  const columns: Column<Month>[] = [
    {
      header: String(t('books.collection.month')),
      cell: (m) => <span className="font-medium text-slate-900">{format.month(m.month)}</span>,
    },
    ...figures.map(({ header, pick, strong }): Column<Month> => ({
      header,
      cell: (m) =>
        strong ? (
          <strong className="font-semibold text-slate-900">
            <Taka amount={pick(m)} />
          </strong>
        ) : (
          <Taka amount={pick(m)} />
        ),
      numeric: true,
    })),
  ];
  const cell = 'px-3 py-3 text-right font-semibold text-slate-900 tabular-nums';
  // On a phone the totals stack like the rows: each figure on its own line, named by its column.
  const stacked =
    'max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
  const foot = (
    <tr className="max-sm:block max-sm:px-1 max-sm:py-2">
      <th scope="row" className="px-3 py-3 text-left font-semibold text-slate-900 max-sm:block">
        {t('books.collection.total')}
      </th>
      {figures.map(({ header, pick }) => (
        <td key={header} data-label={header} className={`${cell} ${stacked}`}>
          <Taka amount={pick(data.total)} />
        </td>
      ))}
    </tr>
  );
  return (
    <DataTable
      caption={String(t('books.collection.caption'))}
      columns={columns}
      rows={[...data.months]}
      rowKey={(m) => m.month}
      empty={String(t('books.collection.empty'))}
      foot={foot}
    />
  );
}
