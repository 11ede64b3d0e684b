import { StatusText } from '../../../components/ui/StatusText.tsx';
import { ErrorBanner } from '../../../components/ui/Banner.tsx';
import { DashboardPage } from '../../dashboard/components/DashboardPage.tsx';
import { useAgreementRequests, useDecideAgreement } from '../api/agreement-requests.ts';
import { AgreementRequestsTable } from './AgreementRequestsTable.tsx';

export default function AgreementRequestsPage() {
  const requests = useAgreementRequests();
  const decide = useDecideAgreement();
  return (
    <DashboardPage title="Agreement Requests" wide>
      {requests.isPending ? (
        <StatusText>Loading requests...</StatusText>
      ) : requests.isError ? (
        <ErrorBanner>Failed to load agreement requests. Please try again.</ErrorBanner>
      ) : (
        <AgreementRequestsTable
          requests={requests.data}
          deciding={decide.isPending ? (decide.variables?.agreement._id ?? null) : null}
          onDecide={(agreement, action) => decide.mutate({ agreement, action })}
        />
      )}
    </DashboardPage>
  );
}
