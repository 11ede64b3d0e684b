import { Link } from 'react-router-dom';
import type { FinalStatementDto } from '@contract/move-out';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useFinalStatements } from '../api/final-statements.ts';
import { flatOfStatement, OutcomeWords } from './FinalStatementSummary.tsx';

/** Every ended lease's final statement, drafts first to be settled, each opening its screen. */
export default function FinalStatementsPage() {
  const t = useT();
  const format = useFormat();
  const list = useFinalStatements();
  return (
    <DashboardPage title={t('moveOut.list.title')} wide>
      {list.isPending ? (
        <StatusText>{t('moveOut.loading')}</StatusText>
      ) : list.isError ? (
        <ErrorBanner>{t('moveOut.loadFailed')}</ErrorBanner>
      ) : (
        <DataTable<FinalStatementDto>
          caption={t('moveOut.list.title')}
          rows={list.data}
          rowKey={(s) => s.leaseId}
          empty={t('moveOut.list.empty')}
          stackOnPhone
          columns={[
            {
              header: t('moveOut.list.member'),
              cell: (s) => (
                <span>
                  <span className="font-medium text-slate-900">{s.memberName}</span>
                  <br />
                  <span className="text-sm text-slate-600">{flatOfStatement(t, format.number, s)}</span>
                </span>
              ),
              wrap: true,
            },
            { header: t('moveOut.list.result'), cell: (s) => <OutcomeWords statement={s} />, wrap: true },
            {
              header: t('moveOut.list.open'),
              cell: (s) => (
                <Link
                  to={`/dashboard/final-statements/${encodeURIComponent(s.leaseId)}`}
                  aria-label={t('moveOut.list.openLabel', { name: s.memberName })}
                  className="font-medium text-blue-700 underline"
                >
                  {t('moveOut.list.open')}
                </Link>
              ),
            },
          ]}
        />
      )}
    </DashboardPage>
  );
}
