import type { ReactNode } from 'react';
import type { VisitDto } from '@contract/front-desk';
import type { MessageId } from '@/i18n/en/index.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

const STATUS_LOOK: Record<VisitDto['status'], string> = {
  expected: 'bg-sky-100 text-sky-900',
  arrived: 'bg-green-100 text-green-900',
  left: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** A visit in a list: who, which flat, which day, what became of it; `children` are its buttons. */
export function VisitItem({
  visit,
  showDay = false,
  children,
}: {
  visit: VisitDto;
  showDay?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const time = (iso: string) => format.dateTime(iso);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">{visit.visitorName}</h3>
          <p className="text-sm text-slate-700">
            {t('frontDesk.visit.flat', { flat: visit.flat })}
            {showDay && <> · {format.day(visit.date)}</>}
            {' · '}
            <a className="underline" href={`tel:${visit.phone}`}>
              {visit.phone}
            </a>
          </p>
        </div>
        <p className="flex flex-wrap gap-1">
          {visit.kind === 'walk-in' && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {t('frontDesk.walkIn')}
            </span>
          )}
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_LOOK[visit.status]}`}>
            {t(`frontDesk.status.${visit.status}` as MessageId)}
          </span>
        </p>
      </div>
      {visit.note && <p className="mt-1 text-sm break-words text-slate-700">{visit.note}</p>}
      {(visit.arrivedAt || visit.leftAt) && (
        <p className="mt-1 text-xs text-slate-600">
          {visit.arrivedAt && t('frontDesk.visit.arrivedAt', { time: time(visit.arrivedAt) })}
          {visit.leftAt && <> · {t('frontDesk.visit.leftAt', { time: time(visit.leftAt) })}</>}
        </p>
      )}
      {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
