import { useSearchParams } from 'react-router-dom';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { PrevNextPager } from '@/components/ui/PrevNextPager.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
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
  const t = useT();
  const { action, page, set } = useAuditSearch();
  const log = useAuditLog({ action, page });
  return (
    <DashboardPage title={t('auditLog.title')} wide>
      <p className="-mt-3 text-slate-700">{t('auditLog.intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* A new filter starts again from its first page. */}
        <AuditFilter action={action} onChange={(next) => set({ action: next, page: 1 })} />
        {log.data && (
          <p className="text-sm text-slate-700" role="status">
            {t('auditLog.entries', { count: log.data.total })}
          </p>
        )}
      </div>
      {log.isPending ? (
        <StatusText>{t('auditLog.loading')}</StatusText>
      ) : log.isError ? (
        <ErrorBanner>{t('auditLog.loadFailed')}</ErrorBanner>
      ) : (
        <div
          aria-busy={log.isPlaceholderData}
          className={`flex flex-col gap-4 transition-opacity ${log.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <AuditLogTable entries={log.data.entries} />
          <PrevNextPager
            label={t('auditLog.pages')}
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
