import { useSearchParams } from 'react-router-dom';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { PrevNextPager } from '@/components/ui/PrevNextPager.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useAuditLog, type AuditAction } from '../api/audit-log.ts';
import { AuditFilter } from './AuditFilter.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { isAuditAction } from './audit-words.ts';

/** The filter and page live in the URL, so Back, reload and a shared link all show the same slice of the log. */
function useAuditSearch() {
  const [params, setParams] = useSearchParams();
  const rawAction = params.get('action');
  const action = isAuditAction(rawAction) ? rawAction : null;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const set = (next: { action: AuditAction | null; page: number }) =>
    setParams({
      ...(next.action ? { action: next.action } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  return { action, page, set };
}

export default function AuditLogPage() {
  const { action, page, set } = useAuditSearch();
  const log = useAuditLog({ action, page });
  return (
    <DashboardPage title="Audit Log" wide>
      <p className="-mt-3 text-slate-700">
        Every change made by an admin or from the command line, newest first. Entries can never be edited or deleted.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* A new filter starts again from its first page. */}
        <AuditFilter action={action} onChange={(next) => set({ action: next, page: 1 })} />
        {log.data && (
          <p className="text-sm text-slate-700" role="status">
            {log.data.total === 1 ? '1 entry' : `${log.data.total} entries`}
          </p>
        )}
      </div>
      {log.isPending ? (
        <StatusText>Loading audit log...</StatusText>
      ) : log.isError ? (
        <ErrorBanner>Failed to load the audit log. Please try again.</ErrorBanner>
      ) : (
        <div
          aria-busy={log.isPlaceholderData}
          className={`flex flex-col gap-4 transition-opacity ${log.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <AuditLogTable entries={log.data.entries} />
          <PrevNextPager
            label="Audit log pages"
            page={page}
            total={log.data.total}
            pageSize={log.data.pageSize}
            onPage={(next) => set({ action, page: next })}
          />
        </div>
      )}
    </DashboardPage>
  );
}
