import type { AuditEntryDto } from '@contract/audit';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { EmailText } from '@/components/ui/EmailText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { actionWords, actorWords, changesOf, type Shown } from './audit-words.ts';

const Value = ({ value }: { value: Shown }) => (typeof value === 'string' ? value : <Taka amount={value.taka} />);

/** The table's columns, in the reader's language. */
function useColumns(): Column<AuditEntryDto>[] {
  const t = useT();
  const format = useFormat();
  return [
    {
      header: t('auditLog.when'),
      cell: (e) => (
        <time dateTime={e.at} className="whitespace-normal">
          {format.dateTime(e.at)}
        </time>
      ),
    },
    { header: t('auditLog.who'), cell: (e) => <EmailText email={actorWords(t, e.actor)} />, wrap: true },
    { header: t('auditLog.action'), cell: (e) => <ActionBadge entry={e} /> },
    { header: t('auditLog.subject'), cell: (e) => <Subject entry={e} />, wrap: true },
    { header: t('auditLog.change'), cell: (e) => <Changes entry={e} />, wrap: true },
  ];
}

/** What people call the subject when the entry recorded it; the bare identifier only for older entries. */
function Subject({ entry }: { entry: AuditEntryDto }) {
  return entry.label ? <span>{entry.label}</span> : <span className="break-all text-slate-700">{entry.subject}</span>;
}

function ActionBadge({ entry }: { entry: AuditEntryDto }) {
  const t = useT();
  return (
    <span
      className="inline-block max-w-48 rounded-lg bg-slate-100 px-2.5 py-0.5 text-xs font-semibold whitespace-normal text-slate-800"
      title={entry.action}
    >
      {actionWords(t, entry.action)}
    </span>
  );
}

/** "status: pending → accepted", one field a line; a field only one side has shows just that side. */
function Changes({ entry }: { entry: AuditEntryDto }) {
  const t = useT();
  const format = useFormat();
  const changes = changesOf({ t, month: format.month, date: format.date }, entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-600">{t('auditLog.noDetails')}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="text-slate-600">{c.field}: </span>
          {c.before !== undefined && (
            <span className={c.after !== undefined ? 'text-slate-700 line-through decoration-slate-400' : ''}>
              <Value value={c.before} />
            </span>
          )}
          {c.before !== undefined && c.after !== undefined && (
            <>
              <span aria-hidden="true"> &rarr; </span>
              <span className="sr-only"> {t('auditLog.changedTo')} </span>
            </>
          )}
          {c.after !== undefined && (
            <span className="font-semibold text-slate-900">
              <Value value={c.after} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A table from tablet width up; on a phone five columns would scroll sideways with tall rows, so each entry is a
 * card there instead. Only one of the two is displayed (and so read out) at a time.
 */
export function AuditLogTable({ entries }: { entries: AuditEntryDto[] }) {
  const t = useT();
  const format = useFormat();
  const columns = useColumns();
  if (entries.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
        {t('auditLog.empty')}
      </p>
    );
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption={t('auditLog.caption')} columns={columns} rows={entries} rowKey={(e) => e._id} empty="" />
      </div>
      <ul aria-label={t('auditLog.caption')} className="flex flex-col gap-3 md:hidden">
        {entries.map((e) => (
          <li key={e._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionBadge entry={e} />
              <time dateTime={e.at} className="text-xs text-slate-600">
                {format.dateTime(e.at)}
              </time>
            </div>
            <p className="mt-2 wrap-break-word text-slate-900">
              <span className="text-slate-600">{t('auditLog.on')} </span>
              <Subject entry={e} />
            </p>
            <p className="wrap-break-word text-slate-900">
              <span className="text-slate-600">{t('auditLog.by')} </span>
              <EmailText email={actorWords(t, e.actor)} />
            </p>
            <div className="mt-2 border-t border-slate-100 pt-2 wrap-break-word">
              <Changes entry={e} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
