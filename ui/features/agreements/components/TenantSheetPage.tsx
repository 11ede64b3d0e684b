import { Link, useParams } from 'react-router-dom';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { PrintToolbar } from '@/components/ui/PrintToolbar.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useTenantDetails } from '@/lib/api/tenant-details.ts';
import { useBuilding } from '@/lib/config/building.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { TenantSheet } from './TenantSheet.tsx';

/** The printable tenant-information sheet of one request (/dashboard/agreement-requests/:id/tenant-sheet). */
export default function TenantSheetPage() {
  return <TenantSheetScreen agreementId={useParams().id ?? ''} />;
}

export function TenantSheetScreen({ agreementId }: { agreementId: string }) {
  const t = useT();
  const request = useTenantDetails(agreementId);
  const building = useBuilding();
  const back = (
    <Link
      to="/dashboard/agreement-requests"
      className="self-start rounded-md text-sm font-semibold text-sky-800 underline-offset-4 hover:underline"
    >
      &larr; {t('tenant.back')}
    </Link>
  );
  if (request.isPending)
    return (
      <DashboardPage title={t('tenant.sheetTitle')}>
        <StatusText>{t('tenant.loading')}</StatusText>
      </DashboardPage>
    );
  if (request.isError)
    return (
      <DashboardPage title={t('tenant.sheetTitle')}>
        <ErrorBanner>
          {request.error instanceof HttpError && request.error.status === 404
            ? t('tenant.notFound')
            : t('tenant.loadFailed')}
        </ErrorBanner>
        {back}
      </DashboardPage>
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 print:max-w-none">
      <title>{t('tenant.sheetDocumentTitle', { name: request.data.agreement.userName })}</title>
      <PrintToolbar back={back} label={t('tenant.print')} page="14mm 14mm" />
      <TenantSheet request={request.data} building={building.data} />
    </div>
  );
}
