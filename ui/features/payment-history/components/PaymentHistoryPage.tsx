import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMyBooks } from '@/lib/api/my-books.ts';
import { useMyPayments } from '@/lib/api/my-payments.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { PaymentHistoryTable } from './PaymentHistoryTable.tsx';

/**
 * The member's payments: their card payments, and the payments the building recorded at the office, read from their
 * books (a running lease's, or a former resident's last one's; none without a lease). A voided payment is not listed.
 */
export default function PaymentHistoryPage() {
  const payments = useMyPayments();
  const books = useMyBooks();
  const t = useT();
  const recorded = (books.data?.credits ?? []).filter((c) => c.kind === 'payment' && c.method !== 'card');
  return (
    <DashboardPage title={t('payments.history')} wide>
      {payments.isPending || books.isPending ? (
        <StatusText>{t('payments.historyLoading')}</StatusText>
      ) : payments.isError || books.isError ? (
        <ErrorBanner>{t('payments.historyFailed')}</ErrorBanner>
      ) : (
        <PaymentHistoryTable payments={payments.data} recorded={recorded} />
      )}
    </DashboardPage>
  );
}
