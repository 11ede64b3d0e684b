import { useSearchParams } from 'react-router-dom';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { useConfig } from '@/lib/config/config-context.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMyAgreement } from '@/lib/api/my-agreement.ts';
import { useMyPayments } from '@/lib/api/my-payments.ts';
import { useDues } from '@/lib/api/dues.ts';
import { PaymentFlow } from './PaymentFlow.tsx';

export default function MakePaymentPage() {
  const user = currentUser(useAuth().state);
  const { payments } = useConfig();
  const agreement = useMyAgreement();
  const dues = useDues();
  const history = useMyPayments();
  // "Pay rent for September 2026" on the profile links here with ?month=2026-09.
  const requestedMonth = useSearchParams()[0].get('month');
  return (
    <DashboardPage title="Make Payment">
      {agreement.isPending ? (
        <StatusText>Loading agreement...</StatusText>
      ) : agreement.isError ? (
        <ErrorBanner>Failed to load agreement. Please try again.</ErrorBanner>
      ) : agreement.data === null ? (
        <ErrorBanner>No agreement found. Please contact admin.</ErrorBanner>
      ) : dues.isPending ? (
        <StatusText>Loading the months you can pay...</StatusText>
      ) : dues.isError ? (
        <ErrorBanner>Failed to load the months you can pay. Please try again.</ErrorBanner>
      ) : (
        <PaymentFlow
          agreement={agreement.data}
          dues={dues.data}
          // Only to find the receipt of a month paid elsewhere; until the history arrives the link goes to it instead.
          payments={history.data ?? []}
          requestedMonth={requestedMonth}
          billing={{ name: user?.displayName ?? agreement.data.userName, email: user?.email ?? '' }}
          provider={payments}
        />
      )}
    </DashboardPage>
  );
}
