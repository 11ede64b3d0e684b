import { formatMonth } from '@domain/month.ts';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useArrears, useDownloadArrearsCsv } from '../api/arrears.ts';
import { ArrearsTable } from './ArrearsTable.tsx';

export const paidUp = (currentMonth: string) =>
  `Nobody owes rent. Every lease is paid up to ${formatMonth(currentMonth)}.`;

/** Everyone, living here or moved out, who owes rent for a month their lease covered, up to this month. */
export default function ArrearsPage() {
  const arrears = useArrears();
  const download = useDownloadArrearsCsv();
  const data = arrears.data;

  return (
    <DashboardPage title="Arrears" wide>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <p className="text-slate-700">
          {data ? (
            <>
              Rent owed up to <strong className="font-semibold text-slate-900">{formatMonth(data.currentMonth)}</strong>{' '}
              by current and former members, largest debt first.
            </>
          ) : (
            'Rent owed by current and former members, largest debt first.'
          )}
        </p>
        <DownloadCsvButton
          disabled={!data}
          pending={download.isPending}
          error={download.error?.message}
          onClick={() => data && download.mutate(data.currentMonth)}
        />
      </div>
      {arrears.isPending ? (
        <StatusText>Loading arrears...</StatusText>
      ) : arrears.isError ? (
        <ErrorBanner>Failed to load arrears. Please try again.</ErrorBanner>
      ) : arrears.data.rows.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-700 shadow-sm"
        >
          {paidUp(arrears.data.currentMonth)}
        </p>
      ) : (
        <section aria-labelledby="arrears-list" className="flex flex-col gap-3">
          <h2 id="arrears-list" className="text-xl font-semibold text-slate-900">
            {arrears.data.rows.length} {arrears.data.rows.length === 1 ? 'person owes' : 'people owe'} rent
          </h2>
          <ArrearsTable rows={arrears.data.rows} total={arrears.data.total} />
        </section>
      )}
    </DashboardPage>
  );
}
