import type { MaintenanceRequestDto } from '@contract/maintenance';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { EmergencyMark, StatusBadge } from './Bits.tsx';
import { RequestPhotos } from './RequestPhotos.tsx';
import { Timeline } from './Timeline.tsx';
import { CATEGORY_LABELS, placeOf } from './words.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** One request in full: what was reported, where, the photos, and its history. */
export function RequestDetails({
  request: r,
  showResident = false,
}: {
  request: MaintenanceRequestDto;
  showResident?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <section aria-labelledby="request-title" className={`${card} flex flex-col gap-4`}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={r.status} />
          {r.emergency && <EmergencyMark />}
        </div>
        <h2 id="request-title" className="text-xl font-semibold break-words text-slate-900">
          {r.title}
        </h2>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          {showResident && (
            <div>
              <dt className="font-medium text-slate-600">{t('maintenance.details.resident')}</dt>
              <dd className="break-words text-slate-900">{r.resident.name}</dd>
            </div>
          )}
          <div>
            <dt className="font-medium text-slate-600">{t('maintenance.details.where')}</dt>
            <dd className="text-slate-900">{placeOf(r, t)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('maintenance.details.category')}</dt>
            <dd className="text-slate-900">{t(CATEGORY_LABELS[r.category])}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('maintenance.details.reported')}</dt>
            <dd className="text-slate-900">{format.dateTime(r.createdAt)}</dd>
          </div>
          {r.entry && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">{t('maintenance.details.entry')}</dt>
              <dd className="break-words text-slate-900">
                {r.entry.allowed ? t('maintenance.yes') : t('maintenance.no')}
                {r.entry.notes ? ` — ${r.entry.notes}` : ''}
              </dd>
            </div>
          )}
          {r.reopenUntil && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">{t('maintenance.details.reopenUntil')}</dt>
              <dd className="text-slate-900">{format.date(r.reopenUntil)}</dd>
            </div>
          )}
        </dl>
        <p className="whitespace-pre-line break-words text-slate-800">{r.description}</p>
        <RequestPhotos request={r} />
      </section>
      <section aria-labelledby="request-history" className={`${card} flex flex-col gap-4`}>
        <h2 id="request-history" className="text-lg font-semibold text-slate-900">
          {t('maintenance.history')}
        </h2>
        <Timeline history={r.history} />
      </section>
    </>
  );
}
