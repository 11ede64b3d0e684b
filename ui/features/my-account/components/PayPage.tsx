import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMyBooks } from '@/lib/api/my-books.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { useConfig } from '@/lib/config/config-context.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { PayFlow } from './PayFlow.tsx';
import { BackToMyAccount } from './PayOutcomes.tsx';

/**
 * Paying from My Account by card: the whole balance, or the one charge named by `?charge=<id>`. A former resident
 * settles what their ended lease left unpaid here too.
 */
export default function PayPage() {
  const t = useT();
  const books = useMyBooks();
  const location = useLocation();
  const chargeId = new URLSearchParams(location.search).get('charge');
  const user = currentUser(useAuth().state);
  const { payments, onlinePayments } = useConfig();
  const gatewayOn = onlinePayments?.sslcommerz === true;
  const { refetch } = books;
  const refresh = useCallback(() => refetch(), [refetch]);
  return (
    <DashboardPage title={t(gatewayOn ? 'onlinePayments.payTitle' : 'myAccount.pay.title')}>
      {/* Once the books have come, a later failed refetch leaves the flow (and a payment's outcome) on screen. */}
      {books.data === undefined ? (
        books.isError ? (
          <div className="flex flex-col items-center gap-3">
            <ErrorBanner>{t('myAccount.pay.failed')}</ErrorBanner>
            <Button variant="secondary" onClick={() => void books.refetch()} disabled={books.isFetching}>
              {books.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
            </Button>
          </div>
        ) : (
          <StatusText>{t('myAccount.pay.loading')}</StatusText>
        )
      ) : books.data === null ? (
        <div className="flex flex-col gap-4">
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            {t('myAccount.pay.noLease')}
          </p>
          <BackToMyAccount primary />
        </div>
      ) : (
        <PayFlow
          // A new visit (the success screen's "Pay the rest", a link from My Account) starts afresh.
          key={location.key}
          books={books.data}
          chargeId={chargeId}
          billing={{
            name: user?.displayName ?? books.data.lease.memberName,
            email: user?.email ?? books.data.lease.memberEmail,
          }}
          provider={payments}
          gatewayOn={gatewayOn}
          refresh={refresh}
        />
      )}
    </DashboardPage>
  );
}
