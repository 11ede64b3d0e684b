import { Link } from 'react-router-dom';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { PrintToolbar } from '@/components/ui/PrintToolbar.tsx';
import { DownloadPdfButton } from '@/components/ui/DownloadPdfButton.tsx';
import { finalStatementFileName } from '@contract/move-out';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { MY_FINAL_STATEMENT_PDF, useMyFinalStatement } from '../api/final-statements.ts';
import { FinalStatementSummary } from './FinalStatementSummary.tsx';

/** A former resident's final statement, read-only: they keep it after they leave. */
export default function MyFinalStatementPage() {
  const t = useT();
  const statement = useMyFinalStatement();
  const back = (
    <Link to="/dashboard/my-account" className="font-medium text-blue-700 underline">
      {t('moveOut.myBack')}
    </Link>
  );
  return (
    <DashboardPage title={t('moveOut.myTitle')}>
      {statement.isPending ? (
        <StatusText>{t('moveOut.loading')}</StatusText>
      ) : statement.isError ? (
        <>
          {back}
          {statement.error instanceof HttpError && statement.error.status === 404 ? (
            <p className="text-slate-700">{t('moveOut.none')}</p>
          ) : (
            <ErrorBanner>{t('moveOut.loadFailed')}</ErrorBanner>
          )}
        </>
      ) : (
        <>
          <PrintToolbar
            back={back}
            label={t('moveOut.print')}
            page="14mm 12mm"
            actions={
              <DownloadPdfButton
                path={MY_FINAL_STATEMENT_PDF}
                fileName={finalStatementFileName(statement.data.number)}
              />
            }
          />
          <FinalStatementSummary statement={statement.data} />
        </>
      )}
    </DashboardPage>
  );
}
