import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useMyPayments } from '@/lib/api/my-payments.ts';
import { PaymentHistoryTable } from './PaymentHistoryTable.tsx';

export default function PaymentHistoryPage() {
  const { data, isPending, isError } = useMyPayments();
  return (
    <DashboardPage title="Payment History" wide>
      {isPending ? (
        <StatusText>Loading payment history...</StatusText>
      ) : isError ? (
        <ErrorBanner>Failed to load payment history. Please try again.</ErrorBanner>
      ) : (
        <PaymentHistoryTable payments={data} />
      )}
    </DashboardPage>
  );
}
