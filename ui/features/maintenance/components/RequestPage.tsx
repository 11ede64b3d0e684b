import { useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { useRequest } from '../api/maintenance.ts';
import { BackLink, EmergencyCall } from './Bits.tsx';
import type { ReportedState } from './MaintenancePage.tsx';
import { RequestDetails } from './RequestDetails.tsx';
import { ResidentActions } from './ResidentActions.tsx';

/** One of the resident's requests: the number to call first when it was just reported as an emergency. */
export default function RequestPage() {
  const t = useT();
  const { id = '' } = useParams();
  const reported = useLocation().state as ReportedState | null;
  const request = useRequest(id);
  // The browser keeps the page's state through a reload: once the problem is dealt with, nobody needs to call.
  const stillOpen = !request.data || request.data.status === 'submitted' || request.data.status === 'in_progress';
  return (
    <DashboardPage title={t('maintenance.requestTitle')}>
      {reported?.emergency && stillOpen && <EmergencyCall phone={reported.emergencyPhone ?? null} />}
      <BackLink to="/dashboard/maintenance">{t('maintenance.allMyRequests')}</BackLink>
      {request.isPending ? (
        <StatusText>{t('maintenance.loadingRequest')}</StatusText>
      ) : request.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>
            {request.error instanceof HttpError && request.error.status < 500
              ? request.error.message
              : t('maintenance.loadRequestFailed')}
          </ErrorBanner>
          <Button variant="secondary" onClick={() => void request.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <RequestDetails request={request.data} />
          <ResidentActions request={request.data} />
        </>
      )}
    </DashboardPage>
  );
}
