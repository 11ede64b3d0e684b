import { useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useRequest } from '../api/maintenance.ts';
import { AdminActions } from './AdminActions.tsx';
import { AssignmentCard } from './AssignmentCard.tsx';
import { BackLink } from './Bits.tsx';
import { RequestDetails } from './RequestDetails.tsx';

/** One request as the admins see it: the resident, the photos, the whole history with internal notes, the actions. */
export default function BoardRequestPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const request = useRequest(id);
  return (
    <DashboardPage title={t('maintenance.requestTitle')}>
      <BackLink to={`/dashboard/maintenance-board${search}`}>{t('maintenanceBoard.back')}</BackLink>
      {request.isPending ? (
        <StatusText>{t('maintenance.loadingRequest')}</StatusText>
      ) : request.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('maintenance.loadRequestFailed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void request.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <RequestDetails request={request.data} showResident />
          <AssignmentCard key={request.data.history.length} request={request.data} />
          <AdminActions request={request.data} />
        </>
      )}
    </DashboardPage>
  );
}
