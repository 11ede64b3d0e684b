import { useSearchParams } from 'react-router-dom';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { useConfig } from '@/lib/config/config-context.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useMyPayments } from '@/lib/api/my-payments.ts';
import { useDues } from '@/lib/api/dues.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { PaymentFlow } from './PaymentFlow.tsx';

export default function MakePaymentPage() {
  const user = currentUser(useAuth().state);
  const { payments } = useConfig();
  // The rent account names the lease it is under: a member's running one, or a former resident's last one.
  const dues = useDues();
  const history = useMyPayments();
  const t = useT();
  // "Pay rent for September 2026" on the profile links here with ?month=2026-09.
  const requestedMonth = useSearchParams()[0].get('month');
  return (
    <DashboardPage title={t('payments.title')}>
      {dues.isPending ? (
        <StatusText>{t('payments.loadingAgreement')}</StatusText>
      ) : dues.error instanceof HttpError && dues.error.status === 404 ? (
        <ErrorBanner>{t('payments.noAgreement')}</ErrorBanner>
      ) : dues.isError ? (
        <ErrorBanner>{t('payments.monthsFailed')}</ErrorBanner>
      ) : (
        <PaymentFlow
          agreement={dues.data.agreement}
          dues={dues.data}
          // Only to find the receipt of a month paid elsewhere; until the history arrives the link goes to it instead.
          payments={history.data ?? []}
          requestedMonth={requestedMonth}
          billing={{ name: user?.displayName ?? dues.data.agreement.userName, email: user?.email ?? '' }}
          provider={payments}
        />
      )}
    </DashboardPage>
  );
}
