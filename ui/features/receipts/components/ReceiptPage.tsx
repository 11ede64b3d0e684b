import { Link, useParams } from 'react-router-dom';
import { PrintToolbar } from '@/components/ui/PrintToolbar.tsx';
import { DownloadPdfButton } from '@/components/ui/DownloadPdfButton.tsx';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { HttpError } from '@/lib/api-client.ts';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useDashboardRole } from '@/lib/auth/role.ts';
import type { Role } from '@contract/identity';
import type { MessageId } from '@/i18n/en/index.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { receiptPdfFile, receiptPdfPath, useReceipt } from '../api/receipt.ts';
import { Receipt } from './Receipt.tsx';

/** Where a receipt is opened from, per role: members from their history, admins from the collection report. */
const BACK: Record<Role, { to: string; label: MessageId }> = {
  member: { to: '/dashboard/payment-history', label: 'receipts.backHistory' },
  admin: { to: '/dashboard/rent-collection', label: 'receipts.backCollection' },
  user: { to: '/dashboard/my-profile', label: 'receipts.backProfile' },
  staff: { to: '/dashboard/notifications', label: 'menu.notifications' },
};

export default function ReceiptPage() {
  const raw = useParams().number ?? '';
  // The server checks the number too; a URL that cannot be one is simply not found, without a request.
  return /^\d{1,9}$/.test(raw) ? <LoadedReceipt receiptNumber={Number(raw)} /> : <NotFound />;
}

function LoadedReceipt({ receiptNumber }: { receiptNumber: number }) {
  const back = BACK[useDashboardRole()];
  const receipt = useReceipt(receiptNumber);
  const t = useT();
  if (receipt.isPending) {
    return (
      <DashboardPage title={t('receipts.title')}>
        <StatusText>{t('receipts.loading')}</StatusText>
      </DashboardPage>
    );
  }
  if (receipt.isError) {
    return receipt.error instanceof HttpError && receipt.error.status === 404 ? (
      <NotFound />
    ) : (
      <DashboardPage title={t('receipts.title')}>
        <ErrorBanner>{t('receipts.failed')}</ErrorBanner>
        <BackLink {...back} />
      </DashboardPage>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 print:max-w-none">
      <title>{t('receipts.documentTitle', { number: formatReceiptNumber(receipt.data.receiptNumber) })}</title>
      <PrintToolbar
        back={<BackLink {...back} className="" />}
        label={t('receipts.print')}
        page="18mm 16mm"
        actions={<DownloadPdfButton path={receiptPdfPath(receiptNumber)} fileName={receiptPdfFile(receiptNumber)} />}
      />
      <Receipt receipt={receipt.data} />
    </div>
  );
}

/** Someone else's receipt looks exactly like a missing one: the server answers 404 for both. */
function NotFound() {
  const back = BACK[useDashboardRole()];
  const t = useT();
  return (
    <DashboardPage title={t('receipts.title')}>
      <ErrorBanner>{t('receipts.notFound')}</ErrorBanner>
      <BackLink {...back} />
    </DashboardPage>
  );
}

function BackLink({ to, label, className = 'self-start' }: { to: string; label: MessageId; className?: string }) {
  const t = useT();
  return (
    <Link
      to={to}
      className={`${className} rounded-md text-sm font-semibold text-sky-800 underline-offset-4 hover:underline`}
    >
      &larr; {t(label)}
    </Link>
  );
}
