import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMyPayments } from '@/lib/api/my-payments.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { PaymentHistoryTable } from './PaymentHistoryTable.tsx';

export default function PaymentHistoryPage() {
  const { data, isPending, isError } = useMyPayments();
  const t = useT();
  return (
    <DashboardPage title={t('payments.history')} wide>
      {isPending ? (
        <StatusText>{t('payments.historyLoading')}</StatusText>
      ) : isError ? (
        <ErrorBanner>{t('payments.historyFailed')}</ErrorBanner>
      ) : (
        <PaymentHistoryTable payments={data} />
      )}
    </DashboardPage>
  );
}
