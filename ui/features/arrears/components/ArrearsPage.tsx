import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useArrears, useDownloadArrearsCsv } from '../api/arrears.ts';
import { ArrearsTable } from './ArrearsTable.tsx';

/** Everyone, living here or moved out, who owes rent for a month their lease covered, up to this month. */
export default function ArrearsPage() {
  const t = useT();
  const format = useFormat();
  const arrears = useArrears();
  const download = useDownloadArrearsCsv();
  const data = arrears.data;

  return (
    <DashboardPage title={t('arrears.title')} wide>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <p className="text-slate-700">
          {data
            ? t('arrears.intro', {
                month: format.month(data.currentMonth),
                b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
              })
            : t('arrears.introNoMonth')}
        </p>
        <DownloadCsvButton
          disabled={!data}
          pending={download.isPending}
          error={download.error?.message}
          onClick={() => data && download.mutate(data.currentMonth)}
        />
      </div>
      {arrears.isPending ? (
        <StatusText>{t('arrears.loading')}</StatusText>
      ) : arrears.isError ? (
        <ErrorBanner>{t('arrears.loadFailed')}</ErrorBanner>
      ) : arrears.data.rows.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-700 shadow-sm"
        >
          {t('arrears.paidUp', { month: format.month(arrears.data.currentMonth) })}
        </p>
      ) : (
        <section aria-labelledby="arrears-list" className="flex flex-col gap-3">
          <h2 id="arrears-list" className="text-xl font-semibold text-slate-900">
            {t('arrears.heading', { count: arrears.data.rows.length })}
          </h2>
          <ArrearsTable rows={arrears.data.rows} total={arrears.data.total} />
        </section>
      )}
    </DashboardPage>
  );
}
