import { useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useRequest } from '../api/maintenance.ts';
import { AdminActions } from './AdminActions.tsx';
import { BackLink } from './Bits.tsx';
import { RequestDetails } from './RequestDetails.tsx';

/** One request as the admins see it: the resident, the photos, the whole history with internal notes, the actions. */
export default function BoardRequestPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const request = useRequest(id);
  return (
    <DashboardPage title="Maintenance request">
      <BackLink to={`/dashboard/maintenance-board${search}`}>Back to the board</BackLink>
      {request.isPending ? (
        <StatusText>Loading the request...</StatusText>
      ) : request.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>Failed to load the request. Please try again.</ErrorBanner>
          <Button variant="secondary" onClick={() => void request.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <RequestDetails request={request.data} showResident />
          <AdminActions request={request.data} />
        </>
      )}
    </DashboardPage>
  );
}
