import { currentUser, useAuth } from '../../auth/auth-context.ts';
import { useConfig } from '../../config/config-context.tsx';
import { StatusText } from '../../../components/ui/StatusText.tsx';
import { ErrorBanner } from '../../../components/ui/Banner.tsx';
import { DashboardPage } from '../../dashboard/components/DashboardPage.tsx';
import { useMyAgreement } from '../../profile/api/my-agreement.ts';
import { useMyPayments } from '../../payment-history/api/my-payments.ts';
import { PaymentFlow } from './PaymentFlow.tsx';

export default function MakePaymentPage() {
  const user = currentUser(useAuth().state);
  const { payments } = useConfig();
  const agreement = useMyAgreement();
  const history = useMyPayments();
  return (
    <DashboardPage title="Make Payment">
      {agreement.isPending ? (
        <StatusText>Loading agreement...</StatusText>
      ) : agreement.isError ? (
        <ErrorBanner>Failed to load agreement. Please try again.</ErrorBanner>
      ) : agreement.data === null ? (
        <ErrorBanner>No agreement found. Please contact admin.</ErrorBanner>
      ) : (
        <PaymentFlow
          agreement={agreement.data}
          // Until the history arrives the duplicate check has nothing to go on; the server still refuses repeats.
          payments={history.data ?? []}
          billing={{ name: user?.displayName ?? agreement.data.userName, email: user?.email ?? '' }}
          provider={payments}
        />
      )}
    </DashboardPage>
  );
}
