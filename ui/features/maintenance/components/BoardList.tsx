import { Link } from 'react-router-dom';
import type { MaintenanceRequestDto } from '@contract/maintenance';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { EmergencyMark, StatusBadge } from './Bits.tsx';
import { ageOf, resolutionTime, responseTime, timeInWords } from './timing.ts';
import { CATEGORY_LABELS, placeOf } from './words.ts';

interface Props {
  requests: readonly MaintenanceRequestDto[];
  /** The board's search, kept on the way to a request and back. */
  search: string;
  now: Date;
}

const took = (ms: number | null, t: Translate) => (ms === null ? t('maintenanceBoard.notYet') : timeInWords(ms, t));

/** Every request as a card, in the server's order (emergencies first, then the oldest). */
export function BoardList({ requests, search, now }: Props) {
  const t = useT();
  const format = useFormat();
  if (requests.length === 0) return <p className="py-6 text-center text-slate-600">{t('maintenanceBoard.none')}</p>;
  return (
    <ul aria-label={t('maintenanceBoard.requests')} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {requests.map((r) => (
        <li key={r._id} className="flex">
          <Link
            to={`/dashboard/maintenance-board/${encodeURIComponent(r._id)}${search}`}
            className={`flex w-full flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm hover:border-sky-400 hover:bg-sky-50 ${r.emergency ? 'border-red-300 border-l-4 border-l-red-700' : 'border-slate-200'}`}
          >
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} />
              {r.emergency && <EmergencyMark />}
              <span className="text-sm text-slate-600">{t(CATEGORY_LABELS[r.category])}</span>
            </span>
            <span className="font-semibold break-words text-sky-800">{r.title}</span>
            <span className="text-sm break-words text-slate-700">
              {r.resident.name} · {placeOf(r, t)}
            </span>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <div>
                <dt className="inline text-slate-600">{t('maintenanceBoard.age')}</dt>
                <dd className="inline text-slate-900">{timeInWords(ageOf(r, now), t)}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">{t('maintenanceBoard.photos')}</dt>
                <dd className="inline text-slate-900">{format.number(r.photos.length)}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">{t('maintenanceBoard.response')}</dt>
                <dd className="inline text-slate-900">{took(responseTime(r), t)}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">{t('maintenanceBoard.resolvedIn')}</dt>
                <dd className="inline text-slate-900">{took(resolutionTime(r), t)}</dd>
              </div>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
