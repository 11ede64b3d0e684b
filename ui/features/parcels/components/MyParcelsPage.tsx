import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useMyParcels } from '../api/parcels.ts';
import { ParcelItem } from './ParcelItem.tsx';

/** A resident's parcels: those waiting at the desk for their flat (to mark collected), then those collected. */
export default function MyParcelsPage() {
  const t = useT();
  const parcels = useMyParcels();
  const waiting = parcels.data?.filter((p) => p.status === 'waiting') ?? [];
  const collected = parcels.data?.filter((p) => p.status === 'collected') ?? [];
  return (
    <DashboardPage title={t('parcels.mine.title')}>
      <p className="text-slate-700">{t('parcels.mine.help')}</p>
      {parcels.isPending ? (
        <StatusText>{t('parcels.mine.loading')}</StatusText>
      ) : parcels.isError ? (
        <ErrorBanner>{t('parcels.mine.loadFailed')}</ErrorBanner>
      ) : parcels.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('parcels.mine.empty')}
        </p>
      ) : (
        <>
          <section aria-labelledby="my-parcels-waiting" className="grid gap-3">
            <h2 id="my-parcels-waiting" className="text-lg font-semibold text-slate-900">
              {t('parcels.mine.waitingTitle')}
            </h2>
            {waiting.length === 0 ? (
              <p className="text-slate-700">{t('parcels.mine.waitingEmpty')}</p>
            ) : (
              <ul className="grid gap-3">
                {waiting.map((parcel) => (
                  <ParcelItem key={parcel.id} parcel={parcel} as="resident" />
                ))}
              </ul>
            )}
          </section>
          {collected.length > 0 && (
            <section aria-labelledby="my-parcels-collected" className="grid gap-3">
              <h2 id="my-parcels-collected" className="text-lg font-semibold text-slate-900">
                {t('parcels.mine.collectedTitle')}
              </h2>
              <ul className="grid gap-3">
                {collected.map((parcel) => (
                  <ParcelItem key={parcel.id} parcel={parcel} as="resident" />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </DashboardPage>
  );
}
