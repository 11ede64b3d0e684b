import { useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import type { CollectionDto } from '@contract/payments';
import { monthsFrom } from '@domain/shared/month.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useDownloadCollectionCsv, useRentCollection } from '../api/rent-collection.ts';
import { CollectionTable } from './CollectionTable.tsx';
import { CollectionTotals } from './CollectionTotals.tsx';

/**
 * The months a report can be asked for, newest first: from the first lease's start month to this month, as the
 * server says them, and the month asked for, wherever it falls.
 */
export function reportMonths(range: Pick<CollectionDto, 'firstMonth' | 'currentMonth'> | undefined, asked?: string) {
  const months = range ? monthsFrom(range.firstMonth, range.currentMonth) : [];
  if (asked && !months.includes(asked)) months.push(asked);
  return months.sort().reverse();
}

export default function RentCollectionPage() {
  // The month lives in the URL, so a report can be bookmarked or shared; without one, the server's this month.
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? undefined;
  const collection = useRentCollection(asked);
  const download = useDownloadCollectionCsv();
  const valid = asked === undefined || /^\d{4}-\d{2}$/.test(asked);
  const month = valid ? (asked ?? collection.data?.month) : undefined;

  return (
    <DashboardPage title={t('rentCollection.title')} wide>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <SelectField
          label={t('rentCollection.month')}
          name="month"
          value={month ?? ''}
          empty={valid ? undefined : t('rentCollection.chooseMonth')}
          options={reportMonths(collection.data, month).map((m) => ({
            value: m,
            label: format.month(m),
          }))}
          onChange={(e) => {
            download.reset();
            setParams({ month: e.target.value }, { replace: true });
          }}
          className="sm:w-56"
        />
        <DownloadCsvButton
          disabled={month === undefined}
          pending={download.isPending}
          error={download.error?.message}
          onClick={() => month && download.mutate(month)}
        />
      </div>
      {!valid ? (
        <StatusText>{t('rentCollection.pickMonth')}</StatusText>
      ) : collection.isPending ? (
        <StatusText>{t('rentCollection.loading')}</StatusText>
      ) : collection.isError ? (
        <ErrorBanner>{t('rentCollection.loadFailed')}</ErrorBanner>
      ) : (
        <div
          aria-busy={collection.isPlaceholderData}
          className={`flex flex-col gap-6 transition-opacity ${collection.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-semibold text-slate-900">{format.month(collection.data.month)}</h2>
            {collection.data.rows.length > 0 && (
              <p className="text-sm text-slate-700">
                {t('rentCollection.everyone', { month: format.month(collection.data.month) })}
              </p>
            )}
          </div>
          {/* A month nobody rented has nothing to total: the table says so on its own. */}
          {collection.data.rows.length > 0 && <CollectionTotals totals={collection.data.totals} />}
          <CollectionTable rows={collection.data.rows} month={collection.data.month} />
        </div>
      )}
    </DashboardPage>
  );
}
