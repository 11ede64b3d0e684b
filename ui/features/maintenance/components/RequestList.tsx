import { Link } from 'react-router-dom';
import type { MaintenanceRequestDto } from '@contract/maintenance';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { EmergencyMark, StatusBadge } from './Bits.tsx';
import { CATEGORY_LABELS, placeOf } from './words.ts';

/** The resident's requests, newest first as the server sends them; each opens its own page. */
export function RequestList({ requests }: { requests: readonly MaintenanceRequestDto[] }) {
  const t = useT();
  const format = useFormat();
  if (requests.length === 0) return <p className="py-6 text-center text-slate-600">{t('maintenance.noRequests')}</p>;
  return (
    <ul aria-label={t('maintenance.myRequests')} className="flex flex-col gap-3">
      {requests.map((r) => (
        <li key={r._id}>
          <Link
            to={`/dashboard/maintenance/${encodeURIComponent(r._id)}`}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-sky-400 hover:bg-sky-50"
          >
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} />
              {r.emergency && <EmergencyMark />}
            </span>
            <span className="font-semibold break-words text-sky-800 underline-offset-2">{r.title}</span>
            <span className="text-sm text-slate-600">
              {t('maintenance.listLine', {
                category: t(CATEGORY_LABELS[r.category]),
                place: placeOf(r, t),
                date: format.date(r.createdAt),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
