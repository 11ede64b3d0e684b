import { useState } from 'react';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TenantDetailsList } from '@/components/TenantDetailsList.tsx';
import { useTenantDetails } from '@/lib/api/tenant-details.ts';
import { useT } from '@/lib/i18n/intl.tsx';

/**
 * The tenant details the person gave with their request, behind a disclosure: asked for only once opened, and seen
 * only by them and the building's admins.
 */
export function MyTenantDetails({
  agreementId,
  initiallyOpen = false,
}: {
  agreementId: string;
  initiallyOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-xl border border-sky-200 bg-white px-4 py-2"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-sky-950">{t('tenant.yourDetails')}</summary>
      {open && <Loaded agreementId={agreementId} />}
    </details>
  );
}

function Loaded({ agreementId }: { agreementId: string }) {
  const t = useT();
  const request = useTenantDetails(agreementId);
  return (
    <div className="pt-1 pb-3">
      {request.isPending ? (
        <StatusText>{t('tenant.loading')}</StatusText>
      ) : request.isError ? (
        <ErrorBanner>{t('tenant.loadFailed')}</ErrorBanner>
      ) : (
        <TenantDetailsList details={request.data.details} />
      )}
    </div>
  );
}
