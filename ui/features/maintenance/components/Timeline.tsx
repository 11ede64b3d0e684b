import type { MaintenanceEntryDto } from '@contract/maintenance';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { happened, wordsOf } from './words.ts';

/** What happened to a request, oldest first: who, what, when, and the words that came with it. */
export function Timeline({ history }: { history: readonly MaintenanceEntryDto[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ol aria-label={t('maintenance.history')} className="flex flex-col gap-0 border-l-2 border-slate-200 pl-5">
      {history.map((entry, i) => {
        const internal = entry.kind === 'internal-note';
        const words = wordsOf(entry);
        return (
          <li key={i} className="relative pb-5 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full border-2 border-white ${internal ? 'bg-amber-500' : 'bg-sky-700'}`}
            />
            <div className={internal ? 'rounded-lg border border-amber-300 bg-amber-50 p-3' : ''}>
              {internal && <p className="mb-1 text-sm font-bold text-amber-900">{t('maintenance.internalNote')}</p>}
              <p className="text-slate-900">
                <span className="font-semibold">{entry.by.name}</span>
                {entry.by.role === 'admin'
                  ? t('maintenance.entry.admin')
                  : entry.by.role === 'staff'
                    ? t('maintenance.entry.staff')
                    : ''}{' '}
                {happened(entry, t)}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </p>
              {words && <p className="mt-1 whitespace-pre-line break-words text-slate-800">{words}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
